// @vitest-environment jsdom
/** A route page's data calls start before the app's code, and the app takes their answers once. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiPort, ApiResult, CallOptions } from '../engine/ports';

interface Call {
  endpoint: string;
  params: Record<string, unknown>;
  options: CallOptions | undefined;
}

/** An API that records its calls and answers each with its own number. */
function recordingApi(label: string) {
  const calls: Call[] = [];
  const api: ApiPort = {
    has: () => true,
    url: () => '',
    call(endpoint, params, options) {
      calls.push({ endpoint, params, options });
      return Promise.resolve<ApiResult>({
        ok: true,
        code: 0,
        message: '',
        data: { from: label, n: calls.length },
      });
    },
  };
  return { api, calls };
}

const SOURCES: unknown[] = [
  { id: 'loan', endpoint: 'loanDetailConfirm', params: { productId: '{{ session.productId }}' } },
  {
    id: 'agreements',
    endpoint: 'contract',
    params: { productId: '{{ session.productId }}', scene: 3, position: '{{ query.position | default:1 }}' },
  },
  // Reads what only the app knows (the screen's state): left to the app.
  { id: 'plan', endpoint: 'loanPlayDetail', params: { term: '{{ state.term }}' } },
  { id: 'never', endpoint: 'problemList', when: { eq: ['{{ session.productId }}', 'other'] } },
];

/** A page built for `screen` (its root and inline descriptor), opened at `address`, and a fresh module. */
async function page(
  screen: string | null,
  { sources = SOURCES, address = '/confirmUse?productId=7&deviceId=d-1' } = {},
) {
  document.body.replaceChildren();
  const root = document.createElement('div');
  root.id = 'root';
  if (screen) root.dataset.bootScreen = screen;
  document.body.appendChild(root);
  const inline = document.createElement('script');
  inline.type = 'application/json';
  inline.id = 'screen-descriptors';
  inline.textContent = JSON.stringify({ screens: screen ? { [screen]: { id: screen, sources } } : {} });
  document.body.appendChild(inline);
  vi.resetModules();
  const early = recordingApi('early');
  const module = await import('./boot-calls');
  const url = new URL(address, 'https://app.example.ph');
  const start = () =>
    module.startBootCalls({
      root,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      storage: window.sessionStorage,
      api: () => early.api,
    });
  return { module, early, start };
}

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
});

describe('boot calls', () => {
  it("starts the page's screen's calls that read only the address, the session and the app", async () => {
    const { early, start } = await page('confirm-use');
    expect(await start()).toBe(2);
    expect(early.calls.map((c) => [c.endpoint, c.params])).toEqual([
      ['loanDetailConfirm', { productId: '7' }],
      ['contract', { productId: '7', scene: 3, position: 1 }],
    ]);
    // Started once: a second start (the app's own copy of the code) asks nothing more.
    expect(await start()).toBe(0);
  });

  it('the app takes an early answer for the very same call, once, and asks for everything else', async () => {
    const { module, early, start } = await page('confirm-use');
    await start();
    const app = recordingApi('app');
    const api = module.withBootCalls(app.api);
    const signal = new AbortController().signal;
    const [loan, other] = await Promise.all([
      api.call('loanDetailConfirm', { productId: '7' }, { signal }),
      api.call('contract', { productId: '8', scene: 3, position: 1 }, { signal }),
    ]);
    expect(loan.data).toEqual({ from: 'early', n: 1 });
    expect(other.data).toEqual({ from: 'app', n: 1 });
    expect(app.calls.map((c) => c.endpoint)).toEqual(['contract']);
    // Taken once: the same call again (a retry) goes out.
    expect((await api.call('loanDetailConfirm', { productId: '7' })).data).toEqual({ from: 'app', n: 2 });
    expect(early.calls).toHaveLength(2);
  });

  it('drops the early answers the first screen did not take: a later visit never gets an old one', async () => {
    const { module, start } = await page('confirm-use');
    await start();
    const app = recordingApi('app');
    const api = module.withBootCalls(app.api);
    await api.call('loanDetailConfirm', { productId: '7' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const agreements = await api.call('contract', { productId: '7', scene: 3, position: 1 });
    expect(agreements.data).toEqual({ from: 'app', n: 1 });
  });

  it('a call with its own headers or upload progress always goes out', async () => {
    const { module, start } = await page('confirm-use');
    await start();
    const app = recordingApi('app');
    const api = module.withBootCalls(app.api);
    await api.call('loanDetailConfirm', { productId: '7' }, { headers: { 'Idempotency-Key': 'k' } });
    expect(app.calls).toHaveLength(1);
  });

  it('starts nothing once the app runs, or on a page without a screen', async () => {
    const first = await page('confirm-use');
    first.module.withBootCalls(recordingApi('app').api);
    expect(await first.start()).toBe(0);
    expect(first.early.calls).toEqual([]);

    const plain = await page(null);
    expect(await plain.start()).toBe(0);
  });

  it('starts no more calls once the app runs, even halfway through', async () => {
    // The early calls come in short parts, each in a task of its own; the app may start in between.
    const { module, early, start } = await page('confirm-use');
    const starting = start();
    const app = recordingApi('app');
    const api = module.withBootCalls(app.api);
    expect(await starting).toBe(0);
    expect(early.calls).toEqual([]);
    expect((await api.call('loanDetailConfirm', { productId: '7' })).data).toEqual({ from: 'app', n: 1 });
  });

  it('routes the address as the app does: a hash that leads to another screen starts nothing', async () => {
    const other = await page('pay-way', {
      address: '/payWay?orderId=OD1#/addnormalcard',
      sources: [{ id: 'ways', endpoint: 'repaymentWay', params: { orderId: '{{ query.orderId }}' } }],
    });
    expect(await other.start()).toBe(0);
    expect(other.early.calls).toEqual([]);

    // A hash that keeps the page's screen adds its own query, as it does for the app.
    const same = await page('confirm-use', { address: '/confirmUse?productId=7#/x?position=4' });
    expect(await same.start()).toBe(2);
    expect(same.early.calls[1]!.params).toEqual({ productId: '7', scene: 3, position: '4' });
  });

  it('keeps the session it found in the address for the app', async () => {
    const { start } = await page('confirm-use');
    await start();
    expect(JSON.parse(window.sessionStorage.getItem('loan.session') ?? '{}')).toMatchObject({
      productId: '7',
      product_id: '7',
      deviceId: 'd-1',
    });
  });
});
