/** The iframe widget: a server page shown in a frame, only from a safe address. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBody, setUpMockBackend } from '../../../tests/screens/render-screen';

setUpMockBackend();

describe('iframe', () => {
  it('frames a safe https page, sandboxed as its descriptor allows and sending no referrer', async () => {
    renderBody(
      [
        {
          type: 'iframe',
          src: '{{ state.url }}',
          title: 'Loan agreement',
          height: 420,
          allow: ['allow-scripts'],
        },
      ],
      { state: { url: 'https://lender.example/agreement' } },
    );
    const frame = await screen.findByTitle('Loan agreement');
    expect(frame).toHaveAttribute('src', 'https://lender.example/agreement');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(frame).toHaveAttribute('height', '420');
  });

  it('shows a note instead of a frame for an address that is not http(s)', async () => {
    renderBody(
      [
        {
          type: 'iframe',
          src: '{{ state.url }}',
          title: 'Agreement',
          refusedText: 'The agreement cannot be shown.',
        },
      ],
      { state: { url: 'javascript:alert(1)' } },
    );
    expect(await screen.findByRole('note')).toHaveTextContent('The agreement cannot be shown.');
    expect(screen.queryByTitle('Agreement')).toBeNull();
  });
});
