/**
 * The fault matrix for the calls borrowers trigger (confirm, pay, commit, save, open a product or an
 * agreement): every bad answer shows the server's message or 'error', sends one request, leaves the
 * borrower on the screen and lets them try again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { endpointOf, wirePath } from '../../src/api/endpoints';
import { renderScreen, screenDrawn, setUpMockBackend, user } from '../screens/render-screen';
import { responseFaultNames } from './families';
import { recordFaults } from './summary';

const mock = setUpMockBackend({ unhandled: 'bypass' });

const SESSION = 'productId=1&orderId=OD1001&deviceId=dev-1&sessionId=s-1';

interface Trigger {
  name: string;
  url: string;
  screen: string;
  endpoint: string;
  /** Brings the screen to the tap that makes the call; returns the tapped control. */
  act(): Promise<HTMLElement>;
}

const byName = (name: string | RegExp) => screen.getByRole('button', { name });

const triggers: Trigger[] = [
  {
    name: 'confirm the loan',
    url: `/confirmUse?${SESSION}`,
    screen: 'confirm-use',
    endpoint: 'loanDetailPush',
    act: async () => {
      // Consent is the borrower's act: the box starts unticked.
      await user().click(await screen.findByRole('checkbox', { name: 'I have read and agree to' }));
      return byName('Next');
    },
  },
  {
    name: 'open an agreement',
    url: `/confirmUse?${SESSION}`,
    screen: 'confirm-use',
    endpoint: 'contractJump',
    act: async () => byName('Loan Agreement'),
  },
  {
    name: 'confirm the loan (older API)',
    url: `/confirmUseNew?${SESSION}`,
    screen: 'confirm-use-new',
    endpoint: 'goyaLoanPush',
    act: async () => {
      await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Agree' }));
      await user().click(await screen.findByRole('checkbox', { name: 'I have read and agree to' }));
      return byName('Get my loan');
    },
  },
  {
    name: 'pay a period',
    url: `/repayPeriod?${SESSION}`,
    screen: 'repay-period',
    endpoint: 'generateVcode',
    act: async () => byName('Payment'),
  },
  {
    name: 'pay a rollover',
    url: `/repayDelay?${SESSION}`,
    screen: 'repay-delay',
    endpoint: 'generateVcode',
    act: async () => byName('Payment'),
  },
  {
    name: 'commit a card repayment',
    url: `/payWay?${SESSION}&amount=545000`,
    screen: 'pay-way',
    endpoint: 'repaymentCommit',
    act: async () => {
      await user().click(screen.getByRole('radio', { name: /^BDO Unibank/ }));
      return byName('Pay');
    },
  },
  {
    name: 'save a complaint',
    url: `/complainPageNext?problemType=2&orderNo=NOOD1001&${SESSION}`,
    screen: 'complain-page-next',
    endpoint: 'problemSave',
    act: async () => {
      await user().type(screen.getByLabelText('Describe your problem'), 'Charged twice');
      return byName('Submit');
    },
  },
  {
    name: 'open a recommended product',
    url: `/loginFail?${SESSION}`,
    screen: 'login-fail',
    endpoint: 'goyaProductClick',
    act: async () => {
      await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
      return byName(/CashGo$/);
    },
  },
];

const faults: { name: string; message: string; logIn?: true; reply: () => Response }[] = [
  {
    name: 'business error code',
    message: 'Service is busy, please try again',
    reply: () => HttpResponse.json({ code: 7, message: 'Service is busy, please try again', data: null }),
  },
  {
    name: 'HTML page with status 200',
    message: 'error',
    reply: () =>
      new HttpResponse('<html><body>Gateway</body></html>', { headers: { 'content-type': 'text/html' } }),
  },
  {
    name: 'truncated JSON',
    message: 'error',
    reply: () =>
      new HttpResponse('{"code":0,"data":{"u', { headers: { 'content-type': 'application/json' } }),
  },
  { name: 'empty body', message: 'error', reply: () => new HttpResponse('', { status: 200 }) },
  {
    name: 'HTTP 401',
    message: 'Your session has ended. Please log in again.',
    logIn: true,
    reply: () => HttpResponse.json({ code: 401, message: 'Please log in again' }, { status: 401 }),
  },
  { name: 'HTTP 429', message: 'error', reply: () => new HttpResponse('Too Many Requests', { status: 429 }) },
  { name: 'HTTP 500', message: 'error', reply: () => new HttpResponse('<h1>500</h1>', { status: 500 }) },
  {
    name: 'network error',
    message: 'No internet connection. Check your connection and try again.',
    reply: () => HttpResponse.error(),
  },
];

let tried = 0;
afterAll(() => recordFaults('response faults on borrower actions', tried));

describe('response faults on the calls borrowers trigger', () => {
  it('tries only faults docs/security.md names', () => {
    for (const fault of faults) expect(responseFaultNames).toContain(fault.name);
  });

  for (const trigger of triggers) {
    for (const fault of faults) {
      it(`${trigger.name} (${trigger.endpoint}) · ${fault.name}`, async () => {
        const view = renderScreen(trigger.url);
        await screenDrawn(view.container, trigger.screen);
        const control = await trigger.act();
        const def = endpointOf(trigger.endpoint)!;
        let calls = 0;
        mock.server.use(
          (def.method === 'GET' ? http.get : http.post)(`*${wirePath(def)}`, () => {
            calls += 1;
            return fault.reply();
          }),
        );
        await user().click(control);
        if (fault.logIn) {
          // A session that has ended: a dialog offers to log in again, in the shell.
          const dialog = await screen.findByRole('dialog', { name: fault.message });
          await user().click(within(dialog).getByRole('button', { name: 'Log in again' }));
          expect(view.bridge.posted).toContainEqual({ type: 'offToLogin', payload: undefined });
        } else expect(await screen.findByText(fault.message)).toBeInTheDocument();
        expect(calls).toBe(1);
        expect(view.assigned).toEqual([]);
        expect(view.store.getState().route.path).toBe(trigger.url.split('?')[0]);
        await waitFor(() => expect(control).toBeEnabled());
        expect(view.container.textContent).not.toMatch(/\bundefined\b|\bNaN\b/);
        tried += 1;
      });
    }
  }
});
