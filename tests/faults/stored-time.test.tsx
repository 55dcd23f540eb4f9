/**
 * Countdowns kept in web storage as someone with the phone in hand could leave them, read back by
 * the real /payWay screen: the SMS dialog's countdown never shows more than its own 60 s, and an entry
 * the app did not write counts as none. Cases from families.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderScreen, screenDrawn, setUpMockBackend, storeFlow, user } from '../screens/render-screen';
import { tamperedCountdowns } from './families';
import { recordFaults } from './summary';

setUpMockBackend();
const PAGE = '/payWay?orderId=OD1001&productId=1&amount=545000&deviceId=dev-9';

let tried = 0;
afterAll(() => recordFaults('tampered countdowns', tried));

describe('a countdown read back from web storage', () => {
  for (const { name, stored } of tamperedCountdowns) {
    it(`${name}: the SMS dialog shows at most its own 60 s`, async () => {
      // A commit already sent for this card: Pay opens the SMS dialog, whose countdown is picked up.
      storeFlow({
        payway: {
          card: { id: 'card-1', masked: '**** 4321' },
          smsFor: 'OD1001:545000:card:card-1',
          repayRecordId: 'R1',
        },
        countdowns: { 'pay-way-sms': { ...stored, key: 'OD1001' } },
      });
      const view = renderScreen(PAGE);
      await screenDrawn(view.container, 'pay-way');
      await user().click(screen.getByRole('button', { name: 'Pay' }));
      const dialog = await screen.findByRole('dialog', { name: 'SMS verification' });
      const waiting = within(dialog).queryByRole('button', { name: /^Resend in \d+ s$/ });
      const seconds = waiting ? Number(waiting.textContent!.replace(/\D/g, '')) : 0;
      expect(seconds).toBeLessThanOrEqual(60);
      if (!waiting) expect(within(dialog).getByRole('button', { name: 'Resend' })).toBeEnabled();
      tried += 1;
    });
  }
});
