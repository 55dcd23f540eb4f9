import { describe, expect, it, vi } from 'vitest';
import { actions, makeStore } from '../../store';
import { fakePorts, testSession } from '../../../tests/session';
import type { ApiResult } from '../ports';
import { INVALID_ACTION } from '../load/validate';
import { warmActions } from './action-code';

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
        openDocument: vi.fn(),
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

  describe('an action whose code did not come with the app', () => {
    const slots = { nodes: [], actions: ['onSuccess', 'onError'], conditions: [], raw: [], props: [] };

    it('runs once its code has loaded, with the values of the moment it runs', async () => {
      const t = env(() => ok({}));
      let arrive: () => void = () => {};
      const ran: unknown[] = [];
      t.e.ports.actions = {
        ...t.e.ports.actions,
        mark: {
          slots,
          load: () =>
            new Promise((resolve) => {
              arrive = () =>
                resolve({
                  default: ((action: { value: unknown }) => {
                    ran.push(action.value);
                    return { ok: true };
                  }) as never,
                });
            }),
        },
      };
      const done = t.e.run([{ type: 'mark', value: '{{ state.n }}' }]);
      await t.e.run([{ type: 'set-state', target: 'state.n', value: 5 }]);
      expect(ran).toEqual([]);
      arrive();
      expect(await done).toBe(true);
      expect(ran).toEqual([5]);
    });

    it('says error, runs onError and stops the list when its code cannot be fetched', async () => {
      const t = env(() => ok({}));
      t.e.ports.actions = {
        ...t.e.ports.actions,
        mark: {
          slots,
          load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        },
      };
      const done = await t.e.run([
        { type: 'mark', onError: [{ type: 'bridge', message: 'markFailed' }] },
        { type: 'bridge', message: 'after' },
      ]);
      expect(done).toBe(false);
      expect(t.toasts).toEqual(['error']);
      expect(t.posted).toEqual(['markFailed']);
      expect(t.e.ports.reporter.warn).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'action-failed', message: expect.stringContaining('mark:') }),
      );
    });

    it('is warmed up once: the code of the types given that did not come with the app, failures left for the run', async () => {
      const loads: string[] = [];
      const lazy = (type: string, fails = false) => ({
        slots,
        load: () => {
          loads.push(type);
          return fails
            ? Promise.reject(new Error('offline'))
            : Promise.resolve({ default: (() => ({ ok: true })) as never });
        },
      });
      const registry = {
        here: { slots, run: (() => ({ ok: true })) as never },
        later: lazy('later'),
        broken: lazy('broken', true),
        unused: lazy('unused'),
      };
      await expect(warmActions(registry, ['here', 'later', 'broken', 'unknown'])).resolves.toBeUndefined();
      expect(loads).toEqual(['later', 'broken']);
    });
  });

  describe('an upload not yet delivered', () => {
    const report = (store: ReturnType<typeof makeStore>, pending: number, failed: number) =>
      store.dispatch(
        actions.uploads.uploadsReported({
          screen: 'demo',
          holder: 'w1',
          target: 'flow.draft.images',
          pending,
          failed,
        }),
      );
    const save = {
      type: 'call',
      endpoint: 'problemSave',
      params: { problemImage: "{{ flow.draft.images | join:',' }}" },
    };

    it('holds back an action that sends it while it is on its way, with the reason, and the list stops', async () => {
      const t = env(() => ok({}));
      report(t.store, 1, 0);
      const done = await t.e.run([save, { type: 'bridge', message: 'closeWebview' }]);
      expect(done).toBe(false);
      expect(t.calls).toEqual([]);
      expect(t.posted).toEqual([]);
      expect(t.toasts).toEqual(['A picture is still uploading. Please wait for it to finish.']);
    });

    it('holds it back while it failed and is still shown, handing the reason to onError', async () => {
      const t = env(() => ok({}));
      report(t.store, 0, 1);
      await t.e.run([{ ...save, onError: [{ type: 'toast', text: 'E: {{ error.message }}' }] }]);
      expect(t.calls).toEqual([]);
      expect(t.toasts).toEqual(['E: A picture did not upload. Retry it or remove it first.']);
    });

    it('holds back a read of the whole draft, and a condition that reads it', async () => {
      const t = env(() => ok({}));
      report(t.store, 1, 0);
      await t.e.run([{ type: 'call', endpoint: 'problemSave', params: { draft: '{{ flow.draft }}' } }]);
      await t.e.run([{ type: 'bridge', message: 'closeWebview', when: '{{ flow.draft.images }}' }]);
      expect(t.calls).toEqual([]);
      expect(t.posted).toEqual([]);
    });

    it('lets through what does not read it, and everything once it arrived', async () => {
      const t = env(() => ok({}));
      report(t.store, 1, 0);
      await t.e.run([
        { type: 'call', endpoint: 'problemList', params: { other: '{{ flow.draftNote }}' } },
        { type: 'set-state', target: 'flow.draft', value: null },
      ]);
      expect(t.calls.map((c) => c.name)).toEqual(['problemList']);
      report(t.store, 0, 0);
      t.store.dispatch(actions.flow.flowChanged({ path: ['draft'], value: { images: ['/u/1', '/u/2'] } }));
      await t.e.run([save]);
      expect(t.calls[1]).toEqual({ name: 'problemSave', params: { problemImage: '/u/1,/u/2' } });
      expect(t.toasts).toEqual([]);
    });
  });
});
