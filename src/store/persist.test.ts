// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actions, makeStore as makeStoreWith, type StoreOptions } from '.';
import { memoryStorage } from '../../tests/memory-storage';

const saved = (storage: Storage) =>
  JSON.parse(storage.getItem(PERSIST_KEY) ?? 'null') as {
    forms: Record<string, { values: Record<string, unknown> }>;
  } | null;

/** The key these tests keep the state under: the store takes whichever key it is given. */
const PERSIST_KEY = 'persist-test.state';
const makeStore = (options: { storage: Storage }): ReturnType<typeof makeStoreWith> =>
  makeStoreWith({ ...options, persistKey: PERSIST_KEY } satisfies StoreOptions);

afterEach(() => vi.useRealTimers());

describe('what survives a reload of the web view', () => {
  it('is saved a moment after a change, and restored by the next page load', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const store = makeStore({ storage });
    store.dispatch(actions.forms.fieldChanged({ screen: 'bank', field: 'holder', value: 'Juan' }));
    expect(saved(storage)).toBeNull();
    vi.advanceTimersByTime(50);
    expect(saved(storage)?.forms.bank?.values.holder).toBe('Juan');
    expect(makeStore({ storage }).getState().forms.bank?.values.holder).toBe('Juan');
  });

  it('is saved at once when the page is hidden, by every store that persists', () => {
    vi.useFakeTimers();
    const first = memoryStorage();
    const second = memoryStorage();
    const one = makeStore({ storage: first });
    const two = makeStore({ storage: second });
    one.dispatch(actions.forms.fieldChanged({ screen: 'bank', field: 'holder', value: 'Ana' }));
    two.dispatch(actions.forms.fieldChanged({ screen: 'bank', field: 'holder', value: 'Ben' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(saved(first)?.forms.bank?.values.holder).toBe('Ana');
    expect(saved(second)?.forms.bank?.values.holder).toBe('Ben');
  });

  it('is kept under the key the store is given: two apps on one storage keep their own', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const loans = makeStoreWith({ storage, persistKey: 'loans.state' });
    const other = makeStoreWith({ storage, persistKey: 'other-app.state' });
    loans.dispatch(actions.forms.fieldChanged({ screen: 'bank', field: 'holder', value: 'Ana' }));
    other.dispatch(actions.forms.fieldChanged({ screen: 'bank', field: 'holder', value: 'Ben' }));
    vi.advanceTimersByTime(50);
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
    const reloaded = (persistKey: string) =>
      makeStoreWith({ storage, persistKey }).getState().forms.bank?.values.holder;
    expect(reloaded('loans.state')).toBe('Ana');
    expect(reloaded('other-app.state')).toBe('Ben');
  });

  it('leaves the page no listener per store (a store no longer used is not kept alive by the page)', () => {
    const added = vi.spyOn(window, 'addEventListener');
    try {
      for (let i = 0; i < 5; i++) makeStore({ storage: memoryStorage() });
      // one listener for the page at most (the first store made by this test file may add it)
      expect(added.mock.calls.filter(([type]) => type === 'pagehide').length).toBeLessThanOrEqual(1);
    } finally {
      added.mockRestore();
    }
  });

  it.each([
    ['a one-time code', '123456'],
    ['a card number', '4111 1111 1111 1111'],
    ['an account number', '001234567890'],
    ['a phone number', '+63 917-123-4567'],
  ])('never holds %s typed in a form', (_, typed) => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const store = makeStore({ storage });
    store.dispatch(actions.forms.fieldChanged({ screen: 'pay', field: 'code', value: typed }));
    store.dispatch(actions.forms.fieldChanged({ screen: 'pay', field: 'note', value: 'call me at 5pm' }));
    vi.advanceTimersByTime(50);
    const text = storage.getItem(PERSIST_KEY) ?? '';
    expect(text).not.toContain(typed);
    expect(text).toContain('call me at 5pm');
    // a draft written by an older build is not read back either
    storage.setItem(PERSIST_KEY, JSON.stringify({ forms: { pay: { values: { code: typed } } } }));
    expect(makeStore({ storage }).getState().forms.pay?.values.code).toBeUndefined();
  });

  it('drops a corrupt slice on its own: the others come back', () => {
    const storage = memoryStorage();
    const keep = { flow: { draft: { text: 'kept' } }, screens: { bank: { state: { cardType: 2 } } } };
    for (const forms of [{ 'bind-bank': { values: null } }, { 'bind-bank': 'x' }, [], 'forms', null]) {
      storage.setItem(PERSIST_KEY, JSON.stringify({ ...keep, forms }));
      const state = makeStore({ storage }).getState();
      expect(state.forms).toEqual({});
      expect(state.flow).toEqual({ draft: { text: 'kept' } });
      expect(state.screens.bank?.state).toEqual({ cardType: 2 });
    }
    storage.setItem(
      PERSIST_KEY,
      JSON.stringify({
        forms: { bank: { values: { holder: 'Ana' } } },
        flow: [1],
        screens: { bank: { state: 7 } },
      }),
    );
    const state = makeStore({ storage }).getState();
    expect(state.forms.bank?.values.holder).toBe('Ana');
    expect(state.flow).toEqual({});
    expect(state.screens).toEqual({});
  });

  it('reads field names such as constructor and __proto__ back as fields, not as the prototype', () => {
    const storage = memoryStorage();
    storage.setItem(
      PERSIST_KEY,
      '{"forms":{"bank":{"values":{"__proto__":{"polluted":"yes"},"constructor":"Ana"}}},"flow":{"__proto__":{"polluted":"yes"}}}',
    );
    const state = makeStore({ storage }).getState();
    const values = state.forms.bank!.values;
    expect(Object.keys(values)).toEqual(['__proto__', 'constructor']);
    expect(values.constructor).toBe('Ana');
    expect(Object.getPrototypeOf(values)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((state.flow as Record<string, unknown>).polluted).toBeUndefined();
  });
});
