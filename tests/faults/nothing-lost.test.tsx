/**
 * Nothing is lost when the native shell reloads the web view: form values, screen state and flow
 * state come back from sessionStorage; data from the server is loaded afresh.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMockServer } from '../../mocks/node';
import { renderBody, renderScreen } from '../screens/render-screen';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
afterAll(() => mock.server.close());

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const SESSION = 'product_id=1&deviceId=dev-9&sessionId=s-1';

describe('a reload of the web view', () => {
  it('keeps what the borrower typed on the bank form', async () => {
    const first = renderScreen(`/bindBank?${SESSION}`);
    await user().type(await screen.findByLabelText('Account number'), '001234567890');
    await user().click(screen.getByRole('tab', { name: 'Bank card' }));
    await new Promise((r) => setTimeout(r, 100));
    first.unmount();

    renderScreen(`/bindBank?${SESSION}`);
    await waitFor(async () =>
      expect(await screen.findByLabelText('Account number')).toHaveValue('001234567890'),
    );
    expect(mock.requestsTo('cardInit').length).toBe(2);
  });

  it('keeps flow state and screen state', async () => {
    const body = [
      { type: 'text', text: 'Flow {{ flow.repayInfo.payCode }} / state {{ state.step }}' },
      {
        type: 'button',
        text: 'Remember',
        onClick: [
          { type: 'set-state', values: { 'flow.repayInfo': { payCode: 'PC-778' }, 'state.step': 2 } },
        ],
      },
    ];
    const first = renderBody(body, { state: { step: 1 } });
    await user().click(await screen.findByRole('button', { name: 'Remember' }));
    expect(await screen.findByText('Flow PC-778 / state 2')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100)); // the store writes sessionStorage shortly after a change
    first.unmount();

    renderBody(body, { state: { step: 1 } });
    expect(await screen.findByText('Flow PC-778 / state 2')).toBeInTheDocument();
  });
});
