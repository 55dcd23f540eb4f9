import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, setUpMockBackend } from './render-screen';

const mock = setUpMockBackend();

describe('payment instructions', () => {
  it('guides through GCash bills, Paymaya bills and offline stores with numbered steps and pictures that enlarge into a dialog named by their alt text', async () => {
    renderScreen('/paymentInstructions?orderId=OD1001');
    for (const title of ['GCash bills', 'Paymaya bills', 'Offline stores'])
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('1. Open the GCash app and log in.')).toBeInTheDocument();
    expect(
      screen.getByText('4. Keep the receipt until the payment shows on your order.'),
    ).toBeInTheDocument();
    const alt = 'GCash: Pay Bills, Loans, enter the pay code';
    const enlarge = screen.getByRole('button', { name: `Enlarge ${alt}` });
    const user = userEvent.setup();
    await user.click(enlarge);
    // The larger picture is a dialog named by the image's alt text, with the picture and a Close button.
    const viewer = await screen.findByRole('dialog', { name: alt });
    expect(within(viewer).getByRole('img', { name: alt })).toHaveAttribute('src', '/images/guide-gcash.svg');
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: alt })).toBeNull());
    expect(enlarge).toHaveFocus();
    expect(mock.requests).toHaveLength(0);
  });
});
