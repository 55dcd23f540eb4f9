/**
 * Answers of the wrong shape in real Chromium (production build, CSP on): an amount as text, a
 * list as an object, a required field missing. Each screen shows the spec's 'error' with a Retry,
 * no `undefined`/`NaN` and no money button to press, reports the endpoint and JSON path, and loads
 * once the server answers in shape again.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, useAppAndBrowser, withPhone } from './harness';

const SESSION = 'productId=1&product_id=1&orderId=OD1001&deviceId=d-1';
const MONEY_BUTTONS = /^(Next|Get my loan|Payment|Pay|REPAY|Repayment|Rollover Repayment)$/;

const cases = [
  {
    path: '/repayPeriod',
    report: 'loanPlayDetail answered data.repayAmount that must be integer',
    loaded: '₱5,450.00',
  },
  {
    path: '/confirmUse',
    report: 'loanDetailConfirm answered data.amount that must be integer',
    loaded: '₱5,000.00',
  },
  { path: '/payWay', report: 'repaymentWay answered data.bankCards that must be array', loaded: '**** 4321' },
  { path: '/bindBank', report: 'cardInit answered data.items that must be array', loaded: 'Account number' },
  {
    path: '/loanDetail',
    report: 'loanDetails answered data.userOrderDetail.detail that must be array',
    loaded: 'Awaiting repayment',
  },
];

describe('answers of the wrong shape', () => {
  const fixture = useAppAndBrowser({ scenario: 'wrong-types' });

  it.each(cases)(
    '$path shows "error" with a Retry, reports the path, and loads after Retry',
    async (entry) => {
      const warnings: string[] = [];
      await withPhone(
        fixture,
        {
          path: `${entry.path}?${SESSION}`,
          intercept: async (context) =>
            context.on('console', (message) => {
              if (message.type() === 'warning') warnings.push(message.text());
            }),
        },
        async ({ page }) => {
          const main = page.getByRole('main');
          await main.getByRole('button', { name: 'Retry' }).waitFor();
          await main.getByText('error', { exact: true }).waitFor();
          await screenshot(page, `answer-contracts${entry.path.replace(/\//g, '-')}`);
          const text = (await main.textContent()) ?? '';
          expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
          for (const button of await main.getByRole('button').all()) {
            const label = ((await button.textContent()) ?? '').trim();
            if (MONEY_BUTTONS.test(label)) expect(await button.isEnabled(), label).toBe(false);
          }
          expect(
            warnings.some((w) => w.includes('[api-response]') && w.includes(entry.report)),
            warnings.join('\n'),
          ).toBe(true);

          await fixture.app.setScenario('default');
          await main.getByRole('button', { name: 'Retry' }).tap();
          await page.getByText(entry.loaded).first().waitFor();
          expect((await main.textContent()) ?? '').not.toMatch(/\bundefined\b|\bNaN\b/);
        },
      );
    },
  );
});
