/**
 * An answer of the wrong shape (an amount as text, a list as an object, a required field missing)
 * leaves the screen usable: the spec's network-error message 'error' with a Retry that works, no
 * `undefined`/`NaN`, no money button to press, and a report naming the endpoint and JSON path.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, setUpMockBackend } from './render-screen';

const mock = setUpMockBackend();

const user = () => userEvent.setup();
const SESSION = 'productId=1&product_id=1&orderId=OD1001&deviceId=dev-9&building=bu';
const MONEY_BUTTONS = /^(Next|Get my loan|Payment|Pay|REPAY|Repayment|Rollover Repayment)$/;

const cases = [
  {
    screen: 'repay-period',
    url: `/repayPeriod?${SESSION}`,
    report:
      'api-response: loanPlayDetail answered data.repayAmount that must be integer (at data.repayAmount)',
    loaded: '₱5,450.00',
  },
  {
    screen: 'confirm-use',
    url: `/confirmUse?${SESSION}`,
    report: 'api-response: loanDetailConfirm answered data.amount that must be integer (at data.amount)',
    loaded: 'PesoLoan',
  },
  {
    screen: 'pay-way',
    url: `/payWay?${SESSION}&amount=545000`,
    report: 'api-response: repaymentWay answered data.bankCards that must be array (at data.bankCards)',
    loaded: '**** 4321',
  },
  {
    screen: 'bind-bank',
    url: `/bindBank?${SESSION}`,
    report: 'api-response: cardInit answered data.items that must be array (at data.items)',
    loaded: 'Account number',
  },
  {
    screen: 'loan-detail',
    url: `/loanDetail?${SESSION}`,
    report:
      'api-response: loanDetails answered data.userOrderDetail.detail that must be array (at data.userOrderDetail.detail)',
    loaded: 'Awaiting repayment',
  },
  {
    screen: 'complaint-list',
    url: `/complaintList?${SESSION}`,
    report: 'api-response: problemList answered data.tabs that must be array (at data.tabs)',
    loaded: 'Processing',
  },
  {
    screen: 'customer-service',
    url: `/customerService?${SESSION}`,
    report: 'api-response: contactKfInfo answered data.smWa that is missing (at data.smWa)',
    loaded: 'support@pesoloan.example.ph',
  },
];

describe('an answer of the wrong shape', () => {
  it.each(cases)(
    '$screen: shows "error" with a Retry that works, no broken text or money button, and reports the path',
    async ({ screen: id, url, report, loaded }) => {
      mock.useScenario('wrong-types');
      const view = renderScreen(url);
      const main = await waitFor(
        () => {
          const main = view.container.querySelector(`main[data-screen="${id}"]`) as HTMLElement;
          expect(main).not.toHaveAttribute('aria-busy', 'true');
          expect(within(main).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
          return main;
        },
        { timeout: 4000 },
      );
      expect(within(main).getByText('error')).toBeInTheDocument();
      expect(main.textContent).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]|5450\.00|free/);
      const money = within(main)
        .queryAllByRole('button')
        .filter((b) => MONEY_BUTTONS.test((b.textContent ?? '').trim()));
      for (const button of money) expect(button).toBeDisabled();
      expect(view.warnings).toContain(report);

      // Once the server answers in shape again, Retry shows the screen.
      mock.useScenario('default');
      await user().click(within(main).getByRole('button', { name: 'Retry' }));
      expect(await screen.findAllByText(loaded, {}, { timeout: 4000 })).not.toHaveLength(0);
      expect(view.container.textContent).not.toMatch(/\bundefined\b|\bNaN\b/);
    },
  );
});
