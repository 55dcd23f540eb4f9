// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { makeStore } from '../../store';
import { fakePorts, testSession } from '../../../tests/session';
import { renderBody, setUpMockBackend, user } from '../../../tests/screens/render-screen';
import type { ApiResult } from '../../engine/ports';
import type { ActionDescriptor } from '../../schema/base';

/** A runner on screen `pay` at /payWay whose API answers with `answer` and records each request's key. */
function env(answer: () => ApiResult) {
  const store = makeStore({
    preloadedState: { route: { path: '/payWay', hash: '', query: { orderId: 'OD1' }, session: {} } },
  });
  const keys: (string | undefined)[] = [];
  const ui = {
    toast: vi.fn(),
    loading: () => () => {},
    dialog: async () => 'confirm' as const,
    modal: vi.fn(),
    openDocument: vi.fn(),
  };
  const e = testSession(
    'pay',
    fakePorts({
      store,
      api: {
        call: async (_name, _params, options) => {
          keys.push(options?.headers?.['Idempotency-Key']);
          return answer();
        },
        url: () => '',
        has: () => true,
      },
      ui,
    }),
  );
  return { e, keys, ui };
}

const ok: ApiResult = { ok: true, code: '00', message: '', data: {} };
const refused: ApiResult = { ok: false, code: '01', message: 'no', data: null };
const gatewayTimeout: ApiResult = {
  ok: false,
  code: undefined,
  message: 'error',
  data: undefined,
  failure: 'http',
  status: 504,
};
const keyConflict: ApiResult = {
  ok: false,
  code: 422,
  message: 'This Idempotency-Key was used with other parameters',
  data: null,
  failure: 'http',
  status: 422,
};

function pay(amount: number, token: string): ActionDescriptor {
  return {
    type: 'call',
    endpoint: 'repaymentCommit',
    idempotent: true,
    silent: true,
    intent: `{{ query.orderId }}:${amount}:card:c1`,
    // The token changes with every load of the screen: it is not part of the intent.
    params: { orderId: '{{ query.orderId }}', amount, repayToken: token },
  } as ActionDescriptor;
}

describe('call: one Idempotency-Key per intent', () => {
  it('keeps the key of an intent through an unknown outcome, an acceptance and new tokens', async () => {
    const answers: ApiResult[] = [gatewayTimeout, ok, ok];
    const t = env(() => answers.shift()!);
    await t.e.run([pay(545000, 't1')]);
    await t.e.run([pay(545000, 't2')]);
    await t.e.run([pay(545000, 't3')]);
    expect(t.keys).toHaveLength(3);
    expect(t.keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(new Set(t.keys).size).toBe(1);
  });

  it('another amount is another intent, with its own key', async () => {
    const t = env(() => ok);
    await t.e.run([pay(545000, 't1')]);
    await t.e.run([pay(100, 't1')]);
    expect(t.keys[0]).not.toBe(t.keys[1]);
  });

  it('keeps the key through a detour to other paths and back', async () => {
    const t = env(() => gatewayTimeout);
    await t.e.run([pay(545000, 't1')]);
    await t.e.run([{ type: 'navigate', to: '/payWay', hash: '/addnormalcard' } as ActionDescriptor]);
    await t.e.run([{ type: 'navigate', to: '/bindBank' } as ActionDescriptor]);
    await t.e.run([{ type: 'navigate', to: '/loanDetail' } as ActionDescriptor]);
    await t.e.run([pay(545000, 't2')]);
    expect(t.keys[1]).toBe(t.keys[0]);
  });

  it('keeps the key when the server says another request holds it, and shows the conflict message', async () => {
    const t = env(() => keyConflict);
    const toast = vi.mocked(t.ui.toast);
    const conflicting = {
      ...pay(545000, 't1'),
      silent: undefined,
      conflictMessage: 'A payment for this order is still being processed',
    } as ActionDescriptor;
    await t.e.run([conflicting]);
    await t.e.run([conflicting]);
    expect(t.keys[1]).toBe(t.keys[0]);
    expect(toast).toHaveBeenLastCalledWith('A payment for this order is still being processed', {
      duration: 2000,
    });
  });

  it('a refusal ends the intent: the next tap is a new attempt with a new key', async () => {
    const answers: ApiResult[] = [refused, ok];
    const t = env(() => answers.shift()!);
    await t.e.run([pay(545000, 't1')]);
    await t.e.run([pay(545000, 't1')]);
    expect(t.keys[1]).not.toBe(t.keys[0]);
  });

  it('without an intent, a key lives until the server answers', async () => {
    const t = env(() => ok);
    const once = { ...pay(545000, 't1'), intent: undefined } as ActionDescriptor;
    await t.e.run([once]);
    await t.e.run([once]);
    expect(t.keys[0]).toBeTruthy();
    expect(t.keys[1]).not.toBe(t.keys[0]);
  });
});

const mock = setUpMockBackend();

describe('call: the Idempotency-Key a payment sends over the network', () => {
  const pay = {
    type: 'button',
    text: 'Pay',
    onClick: [
      {
        type: 'call',
        endpoint: 'repaymentConfirm',
        params: { repayRecordId: 'R1', code: '123456' },
        idempotent: true,
      },
    ],
  };
  const keysSent = () =>
    mock.requestsTo('repaymentConfirm').map((r) => r.headers['idempotency-key'] as string | undefined);

  it('reuses the key when the same payment is retried after a network failure, and takes a new one after an answer', async () => {
    mock.useScenario('network-down');
    renderBody([pay]);
    const button = await screen.findByRole('button', { name: 'Pay' });
    await user().click(button);
    await waitFor(() => expect(button).toBeEnabled());
    await user().click(button);
    await waitFor(() => expect(keysSent()).toHaveLength(2));
    const [first, retry] = keysSent();
    expect(first).toMatch(/^[\w-]{16,}$/);
    expect(retry).toBe(first);

    delete mock.backend.state.forced.all;
    await waitFor(() => expect(button).toBeEnabled());
    await user().click(button);
    await waitFor(() => expect(keysSent()).toHaveLength(3));
    await waitFor(() => expect(button).toBeEnabled());
    await user().click(button);
    await waitFor(() => expect(keysSent()).toHaveLength(4));
    const [, , answered, next] = keysSent();
    expect(answered).toBe(first);
    expect(next).not.toBe(first);
  });
});

describe('call: a session that has ended', () => {
  const ended: ApiResult = {
    ok: false,
    code: 401,
    message: 'Please log in again',
    data: null,
    failure: 'http',
    status: 401,
    sessionEnded: true,
  };

  it.each([
    ['confirm', ['offToLogin']],
    ['cancel', []],
  ] as const)(
    'offers to log in again in place of a toast; %s posts %j to the shell',
    async (choice, posted) => {
      const dialog = vi.fn(async () => choice);
      const toast = vi.fn();
      const post = vi.fn();
      const e = testSession(
        'pay',
        fakePorts({
          api: { call: async () => ended, url: () => '', has: () => true },
          ui: { toast, loading: () => () => {}, dialog, modal: vi.fn(), openDocument: vi.fn() },
          bridge: { post, onReceive: () => () => {} },
        }),
      );
      expect(await e.run([{ type: 'call', endpoint: 'cardInit' }])).toBe(false);
      expect(dialog).toHaveBeenCalledWith({
        content: 'Your session has ended. Please log in again.',
        confirmText: 'Log in again',
        cancelText: 'Close',
      });
      await waitFor(() => expect(post.mock.calls.map(([type]) => type)).toEqual(posted));
      expect(toast).not.toHaveBeenCalled();
    },
  );

  it('a silent call offers nothing', async () => {
    const dialog = vi.fn(async () => 'confirm' as const);
    const e = testSession(
      'pay',
      fakePorts({
        api: { call: async () => ended, url: () => '', has: () => true },
        ui: { toast: vi.fn(), loading: () => () => {}, dialog, modal: vi.fn(), openDocument: vi.fn() },
      }),
    );
    await e.run([{ type: 'call', endpoint: 'cardInit', silent: true }]);
    expect(dialog).not.toHaveBeenCalled();
  });
});
