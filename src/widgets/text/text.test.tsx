/** The text widget as a borrower reads it. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBody, setUpMockBackend, wholeText } from '../../../tests/screens/render-screen';

setUpMockBackend();

describe('text', () => {
  it('shows bindings through filters and server markup as plain text', async () => {
    renderBody(
      [
        { type: 'text', text: 'Total {{ state.amount | money }}' },
        { type: 'text', text: '{{ state.note }}' },
        { type: 'text', text: 'Repayment date', heading: 1 },
      ],
      { state: { amount: 123456, note: '<b>bold</b><img src=x onerror=alert(1)>' } },
    );
    expect(await screen.findByText(wholeText('Total ₱1,234.56'))).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b><img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Repayment date',
      }) /* 1 = first level under the h1 title */,
    ).toBeInTheDocument();
  });

  it('keeps each amount whole (one unit a line never breaks), and nothing else', async () => {
    renderBody(
      [
        { type: 'text', text: '{{ state.range }}' },
        { type: 'text', text: 'Pay {{ state.amount | money }}.' },
        { type: 'text', text: 'Due 2025-07-02 for order OD1001, 3 of 4' },
      ],
      { state: { range: '₱1,000 - ₱20,000', amount: 545000 } },
    );
    await screen.findByText(wholeText('₱1,000 - ₱20,000'));
    const whole = (text: string) =>
      [...screen.getByText(wholeText(text)).querySelectorAll('.whole-amount')].map((s) => s.textContent);
    expect(whole('₱1,000 - ₱20,000')).toEqual(['₱1,000', '₱20,000']);
    // The sentence's full stop is not the amount's.
    expect(whole('Pay ₱5,450.00.')).toEqual(['₱5,450.00']);
    expect(whole('Due 2025-07-02 for order OD1001, 3 of 4')).toEqual([]);
  });

  it('shows nothing for a missing value instead of "undefined"', async () => {
    renderBody([{ type: 'text', text: 'Name: {{ state.missing }}' }]);
    expect(await screen.findByText(/^Name:/)).toHaveTextContent(/^Name:$/);
    expect(document.body.textContent).not.toContain('undefined');
  });
});
