/** The choice widget: one option of a list the borrower picks by tapping it. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBody, setUpMockBackend, user } from '../../../tests/screens/render-screen';

setUpMockBackend();

describe('choice', () => {
  it('shows its label and detail, says whether it is chosen, and runs its actions on a tap', async () => {
    renderBody(
      [
        {
          type: 'each',
          items: '{{ state.ways }}',
          key: '{{ item.code }}',
          template: {
            type: 'choice',
            label: '{{ item.name }}',
            detail: '{{ item.fee }}',
            checked: { eq: ['{{ item.code }}', '{{ state.way }}'] },
            onClick: [{ type: 'set-state', target: 'state.way', value: '{{ item.code }}' }],
          },
        },
      ],
      {
        state: {
          way: 'card',
          ways: [
            { code: 'card', name: 'Bank card', fee: 'No fee' },
            { code: 'wallet', name: 'GCash' },
          ],
        },
      },
    );
    const card = await screen.findByRole('button', { name: /Bank card/ });
    const wallet = screen.getByRole('button', { name: 'GCash' });
    expect(card).toHaveTextContent('No fee');
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(wallet).toHaveAttribute('aria-pressed', 'false');
    await user().click(wallet);
    expect(await screen.findByRole('button', { name: 'GCash', pressed: true })).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-pressed', 'false');
  });
});
