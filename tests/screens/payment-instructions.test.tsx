import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMockServer } from '../../mocks/node';
import { renderScreen } from './render-screen';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

describe('payment instructions', () => {
  it('guides through GCash bills, Paymaya bills and offline stores with numbered steps and pictures that enlarge', async () => {
    renderScreen('/paymentInstructions?orderId=OD1001');
    for (const title of ['GCash bills', 'Paymaya bills', 'Offline stores'])
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('1. Open the GCash app and log in.')).toBeInTheDocument();
    expect(
      screen.getByText('4. Keep the receipt until the payment shows on your order.'),
    ).toBeInTheDocument();
    const enlarge = screen.getByRole('button', { name: /^Enlarge GCash/ });
    await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(enlarge);
    await waitFor(() =>
      expect(document.querySelector('.adm-image-viewer-content, .adm-image-viewer-slides')).not.toBeNull(),
    );
    expect(mock.requests).toHaveLength(0);
  });
});
