/**
 * The code page as the native shell opens it: the code, channel image and amount of its query when
 * nothing is stored, the stored ones when they disagree with it, the minor-unit rule for the amount,
 * the URL gate for the image, and the error when there is no code at all. Cases from families.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen, setUpMockBackend, storeFlow } from '../screens/render-screen';
import { codePageQueries } from './families';
import { recordFaults } from './summary';

setUpMockBackend();

let tried = 0;
afterAll(() => recordFaults('code page queries', tried));

/** What the repayment screens store before they leave for the code page. */
const stored = {
  repayAmount: 545000,
  defDetail: { payCode: 'DEF123', logo: '/images/status-200.svg', title: '7-Eleven' },
};

describe("the code page's query", () => {
  for (const q of codePageQueries) {
    it(`${q.name}: ${q.code ? `shows ${q.code} for ${q.amount}` : 'shows the error'}`, async () => {
      if (q.stored) storeFlow({ repayInfo: stored });
      const view = renderScreen(`/repaymentOfCode?${q.query}`);
      if (!q.code) {
        expect(await screen.findByRole('alert')).toHaveTextContent('error');
        expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
        expect(screen.queryByText('Total payment')).toBeNull();
      } else {
        if (q.qr) {
          await screen.findByRole('img', { name: 'QR code to pay' });
          expect(screen.getByText(`Pay code: ${q.code}`)).toBeInTheDocument();
        } else expect(await screen.findByRole('heading', { name: q.code })).toBeInTheDocument();
        expect(screen.getByText(q.amount!)).toBeInTheDocument();
        expect(view.container.textContent).not.toContain('FORGED99');
        expect(view.container.querySelector('img[src^="javascript" i]')).toBeNull();
      }
      expect(view.container.textContent).not.toMatch(/undefined|NaN/);
      tried += 1;
    });
  }
});
