import { describe, expect, it, vi } from 'vitest';
import { fakePorts } from '../../../tests/session';
import { makeStore } from '../../store';
import type { ApiResult, BridgePort } from '../ports';
import type { ScreenDescriptor } from '../../schema/screen';
import { ScreenSession } from './screen-session';

const ok = (data: unknown): ApiResult => ({ ok: true, code: 0, message: '', data });

/** Ports whose API answers by endpoint, and a bridge the test can speak through as the native shell. */
function ports(answers: Record<string, () => ApiResult | Promise<ApiResult>> = {}) {
  const listeners = new Set<(message: { type: string }) => void>();
  const bridge: BridgePort & { posted: string[]; send(type: string): void } = {
    posted: [],
    post(type) {
      bridge.posted.push(type);
    },
    onReceive(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    send: (type) => listeners.forEach((listener) => listener({ type })),
  };
  const calls: string[] = [];
  const toasts: string[] = [];
  const value = fakePorts({
    store: makeStore({
      preloadedState: { route: { path: '/x', hash: '', query: { id: '7' }, session: {} } },
    }),
    api: {
      call: async (name, _params, options) => {
        calls.push(name);
        if (options?.signal?.aborted)
          return { ok: false, code: undefined, message: '', data: null, failure: 'aborted' };
        return (answers[name] ?? (() => ok({})))();
      },
      url: () => '',
      has: () => true,
    },
    bridge,
    ui: {
      toast: (text) => toasts.push(text),
      loading: () => () => {},
      dialog: async () => 'confirm',
      modal: vi.fn(),
      openDocument: vi.fn(),
    },
    app: { appName: 'Shop' },
  });
  return { ports: value, bridge, calls, toasts };
}

const screen = (more: Partial<ScreenDescriptor> = {}): ScreenDescriptor => ({
  id: 'demo',
  body: [],
  ...more,
});
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a screen session', () => {
  it('enters: state from its defaults, onEnter, then its sources, then onReady with the data in place', async () => {
    const t = ports({ itemDetail: () => ok({ amount: 500 }) });
    const session = new ScreenSession(
      t.ports,
      screen({
        state: { tab: 1 },
        onEnter: [{ type: 'bridge', message: 'entered' }],
        sources: [{ id: 'detail', endpoint: 'itemDetail', params: { id: '{{ query.id }}' } }],
        onReady: [{ type: 'set-state', target: 'state.seen', value: '{{ data.detail.amount }}' }],
      }),
    );
    session.enter();
    await settled();
    const slot = t.ports.store.getState().screens.demo!;
    expect(t.bridge.posted).toEqual(['entered']);
    expect(t.calls).toEqual(['itemDetail']);
    expect(slot.status).toBe('ready');
    expect(slot.state).toEqual({ tab: 1, seen: 500 });
  });

  it('fails with the server message when a required source fails, and a retry loads it again', async () => {
    let fail = true;
    const t = ports({
      itemDetail: () =>
        fail ? { ok: false, code: 1, message: 'Service is busy', data: null } : ok({ a: 1 }),
    });
    const session = new ScreenSession(
      t.ports,
      screen({ sources: [{ id: 'detail', endpoint: 'itemDetail' }] }),
    );
    session.enter();
    await settled();
    expect(t.ports.store.getState().screens.demo).toMatchObject({
      status: 'error',
      message: 'Service is busy',
    });
    expect(t.toasts).toEqual(['Service is busy']);
    fail = false;
    session.retry();
    await settled();
    expect(t.ports.store.getState().screens.demo).toMatchObject({
      status: 'ready',
      data: { detail: { a: 1 } },
    });
  });

  it('runs onBack when the shell sends back, and no longer once the session is disposed', async () => {
    const t = ports();
    const session = new ScreenSession(
      t.ports,
      screen({ onBack: [{ type: 'bridge', message: 'closeWebview' }] }),
    );
    session.enter();
    t.bridge.send('back');
    await settled();
    expect(t.bridge.posted).toEqual(['closeWebview']);
    session.dispose();
    t.bridge.send('back');
    await settled();
    expect(t.bridge.posted).toEqual(['closeWebview']);
  });

  it('stops an action list once disposed: nothing runs after the person left', async () => {
    let answer: (result: ApiResult) => void = () => {};
    const t = ports({ itemDetail: () => new Promise((resolve) => (answer = resolve)) });
    const session = new ScreenSession(t.ports, screen());
    const done = session.run([
      { type: 'call', endpoint: 'itemDetail' },
      { type: 'bridge', message: 'toHome' },
    ]);
    await settled();
    session.dispose();
    answer(ok({}));
    expect(await done).toBe(false);
    expect(t.bridge.posted).toEqual([]);
    expect(session.signal.aborted).toBe(true);
  });

  it('resolves and tests bindings against the store as it is now, with app settings and local values', () => {
    const t = ports();
    const session = new ScreenSession(t.ports, screen());
    session.write('state.n', 3);
    expect(session.resolve('{{ app.appName }} {{ state.n }} {{ item.code }}', { item: { code: 'A' } })).toBe(
      'Shop 3 A',
    );
    expect(session.test({ gt: ['{{ state.n }}', 2] })).toBe(true);
  });

  it('reports a write to a target outside state, data, flow and form', () => {
    const t = ports();
    const session = new ScreenSession(t.ports, screen());
    session.write('query.id', 1);
    expect(t.ports.reporter.warn).toHaveBeenCalledWith(expect.objectContaining({ code: 'bad-target' }));
  });

  it('holds a lock per key within the session; another session has its own', async () => {
    const t = ports();
    const first = new ScreenSession(t.ports, screen());
    const second = new ScreenSession(t.ports, screen());
    let release: () => void = () => {};
    const held = first.exclusive(
      'pay',
      () => new Promise<string>((resolve) => (release = () => resolve('paid'))),
    );
    expect(await first.exclusive('pay', async () => 'again')).toBeUndefined();
    expect(await second.exclusive('pay', async () => 'other screen')).toBe('other screen');
    release();
    expect(await held).toBe('paid');
    expect(await first.exclusive('pay', async () => 'after')).toBe('after');
  });

  it('clears its named timers when disposed', () => {
    vi.useFakeTimers();
    try {
      const t = ports();
      const session = new ScreenSession(t.ports, screen());
      void session.run([{ type: 'countdown', timer: 'sms', target: 'state.left', seconds: 5 }]);
      vi.advanceTimersByTime(1000);
      expect(t.ports.store.getState().screens.demo!.state.left).toBe(4);
      session.dispose();
      vi.advanceTimersByTime(3000);
      expect(t.ports.store.getState().screens.demo!.state.left).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
