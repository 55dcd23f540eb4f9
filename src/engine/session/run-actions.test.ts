import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../store';
import { fakePorts, testSession } from '../../../tests/session';
import type { ApiResult } from '../ports';
import { INVALID_ACTION } from '../load/validate';

function env(api: (name: string, params: Record<string, unknown>) => ApiResult) {
  const store = makeStore({
    preloadedState: { route: { path: '/x', hash: '', query: { id: '7' }, session: {} } },
  });
  const toasts: string[] = [];
  const posted: string[] = [];
  const calls: { name: string; params: Record<string, unknown> }[] = [];
  const e = testSession(
    'demo',
    fakePorts({
      store,
      api: {
        call: async (name, params) => {
          calls.push({ name, params });
          return api(name, params);
        },
        url: () => '',
        has: () => true,
      },
      bridge: { post: (type) => posted.push(type), onReceive: () => () => {} },
      ui: {
        toast: (t) => toasts.push(t),
        loading: () => () => {},
        dialog: async () => 'confirm',
        modal: vi.fn(),
      },
      safeUrl: (u) => (typeof u === 'string' && u.startsWith('https://') ? u : null),
    }),
  );
  return { e, store, toasts, posted, calls };
}

const ok = (data: unknown): ApiResult => ({ ok: true, code: 0, message: '', data });

describe('action runner', () => {
  it('resolves bindings, runs onSuccess with the result, one after another', async () => {
    const t = env(() => ok({ payUrl: 'https://pay.example/1' }));
    const done = await t.e.run([
      {
        type: 'call',
        endpoint: 'generateVcode',
        params: { itemId: '{{ query.id }}' },
        onSuccess: [{ type: 'set-state', target: 'state.url', value: '{{ result.data.payUrl }}' }],
      },
      { type: 'bridge', message: 'startScan' },
    ]);
    expect(done).toBe(true);
    expect(t.calls).toEqual([{ name: 'generateVcode', params: { itemId: '7' } }]);
    expect(t.store.getState().screens.demo!.state.url).toBe('https://pay.example/1');
    expect(t.posted).toEqual(['startScan']);
  });

  it('stops the list at a failure and shows the server message for 2 s when there is no onError', async () => {
    const t = env(() => ({ ok: false, code: 1, message: 'Service is busy', data: null }));
    const done = await t.e.run([
      { type: 'call', endpoint: 'saveProfile' },
      { type: 'bridge', message: 'closeWebview' },
    ]);
    expect(done).toBe(false);
    expect(t.toasts).toEqual(['Service is busy']);
    expect(t.posted).toEqual([]);
  });

  it('runs onError instead of the default message, with the failure in scope', async () => {
    const t = env(() => ({ ok: false, code: '800006', message: 'x', data: null }));
    await t.e.run([
      {
        type: 'call',
        endpoint: 'confirmCode',
        messages: { '800006': 'verification code wrong' },
        onError: [{ type: 'toast', text: 'E: {{ error.message }}' }],
      },
    ]);
    expect(t.toasts).toEqual(['E: verification code wrong']);
  });

  it('sends one request for a burst of identical calls', async () => {
    let release: (r: ApiResult) => void = () => {};
    const t = env(() => ok({}));
    t.e.ports.api.call = (name, params) => {
      t.calls.push({ name, params });
      return new Promise((r) => (release = r));
    };
    const a = t.e.run([{ type: 'call', endpoint: 'submitPayment', params: { amount: 100 } }]);
    const b = t.e.run([{ type: 'call', endpoint: 'submitPayment', params: { amount: 100 } }]);
    release(ok({}));
    await Promise.all([a, b]);
    expect(t.calls).toHaveLength(1);
  });

  it('branches with if on the state of the moment, and skips actions whose when does not hold', async () => {
    const t = env(() => ok({}));
    await t.e.run([
      { type: 'set-state', target: 'state.n', value: 2 },
      {
        type: 'if',
        condition: { gt: ['{{ state.n }}', 1] },
        then: [{ type: 'bridge', message: 'toHome' }],
        else: [{ type: 'bridge', message: 'toMine' }],
      },
      { type: 'bridge', message: 'toRate', when: { eq: ['{{ state.n }}', 3] } },
    ]);
    expect(t.posted).toEqual(['toHome']);
  });

  it('refuses a server URL that is not http(s)', async () => {
    const t = env(() => ok({}));
    const done = await t.e.run([{ type: 'open-url', url: 'javascript:alert(1)' }]);
    expect(done).toBe(false);
    expect(t.e.ports.navigator.assign).not.toHaveBeenCalled();
    expect(t.toasts).toEqual(['This link cannot be opened.']);
  });

  it('fails closed on an invalid action and reports it', async () => {
    const t = env(() => ok({}));
    const done = await t.e.run([
      { type: INVALID_ACTION, path: '/x', message: 'bad' },
      { type: 'bridge', message: 'toHome' },
    ]);
    expect(done).toBe(false);
    expect(t.posted).toEqual([]);
    expect(t.e.ports.reporter.warn).toHaveBeenCalled();
  });

  it('counts down once a second into the target', async () => {
    vi.useFakeTimers();
    try {
      const t = env(() => ok({}));
      t.e.ports.timers = { setInterval, clearInterval, setTimeout, clearTimeout } as never;
      await t.e.run([{ type: 'countdown', timer: 'sms', target: 'state.left', seconds: 3 }]);
      expect(t.store.getState().screens.demo!.state.left).toBe(3);
      vi.advanceTimersByTime(1000);
      expect(t.store.getState().screens.demo!.state.left).toBe(2);
      vi.advanceTimersByTime(5000);
      expect(t.store.getState().screens.demo!.state.left).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
