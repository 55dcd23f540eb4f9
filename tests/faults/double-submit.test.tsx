/**
 * No double submission: for every state-changing call, a burst of taps on the button that makes it
 * sends one request, whether the taps land at once or while the request is on its way.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderBody, setUpMockBackend } from '../screens/render-screen';
import { recordFaults } from './summary';

/** The calls that change something on the server (docs/spec.md §7): saving, paying, sending, registering. */
const stateChanging = [
  'bindCardNew',
  'bindCardChange',
  'problemSave',
  'saveScore',
  'loanDetailPush',
  'goyaLoanPush',
  'repaymentCommit',
  'repaymentConfirm',
  'repaymentHuichao',
  'generateVcode',
  'getSms',
  'register',
] as const;

const mock = setUpMockBackend({ unhandled: 'bypass' });

let bursts = 0;
afterAll(() => recordFaults('tap bursts on state-changing calls', bursts));

describe('a burst of taps sends one request', () => {
  for (const endpoint of stateChanging) {
    it(`${endpoint}`, async () => {
      mock.backend.state.delayMs = 400; // the request is still on its way during the second burst
      renderBody([
        {
          type: 'button',
          text: 'Submit',
          onClick: [{ type: 'call', endpoint, params: { orderId: 'OD1001', amount: 100 }, silent: true }],
        },
      ]);
      const button = await screen.findByRole('button', { name: 'Submit' });
      for (let i = 0; i < 5; i += 1) fireEvent.click(button);
      await waitFor(() => expect(mock.requestsTo(endpoint)).toHaveLength(1));
      for (let i = 0; i < 5; i += 1) fireEvent.click(button);
      await waitFor(() => expect(button).toBeEnabled(), { timeout: 8000 });
      expect(mock.requestsTo(endpoint)).toHaveLength(1);
      bursts += 1;
    });
  }
});
