/** The link widget: a tap that runs actions, or a phone or mail address. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderBody, setUpMockBackend, user } from '../../../tests/screens/render-screen';

const mock = setUpMockBackend();

describe('link', () => {
  it('runs its actions on a tap, once at a time', { timeout: 15_000 }, async () => {
    mock.useScenario('slow');
    renderBody([
      {
        type: 'link',
        text: 'My complaints',
        onClick: [{ type: 'call', endpoint: 'cardInit', params: { product_id: 1 } }],
      },
    ]);
    const link = await screen.findByRole('button', { name: 'My complaints' });
    await user().click(link);
    await user().click(link);
    expect(link).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(link).not.toHaveAttribute('aria-busy'), { timeout: 6000 });
    expect(mock.requestsTo('cardInit')).toHaveLength(1);
  });

  it('links a phone number or mail address, and shows anything else as plain text', async () => {
    renderBody([
      { type: 'link', text: 'Call us', href: 'tel:+63 (2) 8123-4567' },
      { type: 'link', text: 'Mail us', href: 'mailto:help@lender.example' },
      { type: 'link', text: 'Not a link', href: 'javascript:alert(1)' },
    ]);
    expect(await screen.findByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+63281234567');
    expect(screen.getByRole('link', { name: 'Mail us' })).toHaveAttribute(
      'href',
      'mailto:help@lender.example',
    );
    expect(screen.getByText('Not a link').tagName).toBe('SPAN');
    expect(screen.queryByRole('link', { name: 'Not a link' })).toBeNull();
  });
});
