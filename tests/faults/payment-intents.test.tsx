/**
 * A payment whose first answer was lost (504), then whatever the borrower does before paying again,
 * on the real /payWay screen: every second commit carries the first one's Idempotency-Key, the server
 * records one payment, another card is told the payment is still being processed, and no card number
 * is in web storage. Cases from families.ts. (Back itself, and the bank form reached by taps, are
 * driven in Chromium: tests/e2e/payment-safety.e2e.ts; here a detour is the other screens rendered in
 * turn on the same web storage, and the pay screen opened again.)
 */
import { afterAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen, screenDrawn, setUpMockBackend, user } from '../screens/render-screen';
import { paymentDetours } from './families';
import { recordFaults } from './summary';

const mock = setUpMockBackend();
const SESSION = 'orderId=OD1001&productId=1&deviceId=dev-9&userId=u-1';
const PAGE = `/payWay?${SESSION}&amount=545000`;

let tried = 0;
afterAll(() => recordFaults('payment detours', tried));

async function open(path: string, screenId: string) {
  const view = renderScreen(path);
  await screenDrawn(view.container, screenId);
  return view;
}

/**
 * Leaves a rendered screen as the web view leaves a page: hidden first (the store saves what it holds
 * then, as on a reload), then gone. The next screen starts from what was saved.
 */
function leave(view: { unmount(): void }) {
  window.dispatchEvent(new Event('pagehide'));
  view.unmount();
}

const keys = () => mock.requestsTo('repaymentCommit').map((r) => r.headers['idempotency-key']);

describe('a payment whose first answer was lost, then', () => {
  for (const detour of paymentDetours) {
    it(`${detour.name}: the same Idempotency-Key, one payment recorded, no card number stored`, async () => {
      mock.useScenario('repay-commit-504');
      let view = await open(PAGE, 'pay-way');
      await user().click(screen.getByRole('radio', { name: /^BDO Unibank/ }));
      await user().click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(keys()).toHaveLength(1));
      await screen.findByText('error');

      if (detour.name === 'a reload of the web view') {
        leave(view);
        view = await open(PAGE, 'pay-way');
      } else if (detour.name.startsWith('Add a bank card')) {
        await user().click(screen.getByRole('button', { name: 'Add a bank card' }));
        await user().click(await screen.findByRole('button', { name: 'Bind a bank card' }));
        await screen.findByLabelText('Account number');
        leave(view);
        view = await open(PAGE, 'pay-way');
      } else if (detour.name.startsWith('the order page')) {
        leave(view);
        leave(await open(`/loanDetail?${SESSION}`, 'loan-detail'));
        view = await open(PAGE, 'pay-way');
      }
      if (!detour.sameCard) await user().click(screen.getByRole('radio', { name: /^Metrobank/ }));
      await user().click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(keys()).toHaveLength(2));

      expect(keys()[0]).toMatch(/^[\w-]{16,}$/);
      expect(keys()[1]).toBe(keys()[0]);
      expect(mock.backend.state.repayRecords).toHaveLength(1);
      if (detour.sameCard)
        expect(await screen.findByRole('dialog', { name: 'SMS verification' })).toBeInTheDocument();
      else
        expect(
          await screen.findByText('A payment for this order is still being processed'),
        ).toBeInTheDocument();
      window.dispatchEvent(new Event('pagehide'));
      expect(JSON.stringify({ ...window.sessionStorage, ...window.localStorage })).not.toMatch(/\d{13,}/);
      view.unmount();
      tried += 1;
    });
  }
});
