/** The text widget as a borrower reads it. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBody, setUpMockBackend } from '../../../tests/screens/render-screen';

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
    expect(await screen.findByText('Total ₱1,234.56')).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b><img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Repayment date',
      }) /* 1 = first level under the h1 title */,
    ).toBeInTheDocument();
  });

  it('shows nothing for a missing value instead of "undefined"', async () => {
    renderBody([{ type: 'text', text: 'Name: {{ state.missing }}' }]);
    expect(await screen.findByText(/^Name:/)).toHaveTextContent(/^Name:$/);
    expect(document.body.textContent).not.toContain('undefined');
  });
});
