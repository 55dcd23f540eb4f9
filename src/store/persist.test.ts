import { afterEach, describe, expect, it, vi } from 'vitest';
import { actions, makeStore, PERSIST_KEY } from '.';
import { memoryStorage } from '../../tests/memory-storage';

const saved = (storage: Storage) =>
  JSON.parse(storage.getItem(PERSIST_KEY) ?? 'null') as {
    forms: Record<string, { values: Record<string, unknown> }>;
  } | null;

afterEach(() => vi.useRealTimers());

describe('what survives a reload of the web view', () => {
  it('is saved a moment after a change, and restored by the next page load', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const store = makeStore({ storage });
    store.dispatch(actions.forms.fieldChanged({ screen: 'bank', field: 'cardNo', value: '1234' }));
    expect(saved(storage)).toBeNull();
    vi.advanceTimersByTime(50);
    expect(saved(storage)?.forms.bank?.values.cardNo).toBe('1234');
    expect(makeStore({ storage }).getState().forms.bank?.values.cardNo).toBe('1234');
  });

  it('is saved at once when the page is hidden, by every store that persists', () => {
    vi.useFakeTimers();
    const first = memoryStorage();
    const second = memoryStorage();
    const one = makeStore({ storage: first });
    const two = makeStore({ storage: second });
    one.dispatch(actions.forms.fieldChanged({ screen: 'bank', field: 'cardNo', value: '1111' }));
    two.dispatch(actions.forms.fieldChanged({ screen: 'bank', field: 'cardNo', value: '2222' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(saved(first)?.forms.bank?.values.cardNo).toBe('1111');
    expect(saved(second)?.forms.bank?.values.cardNo).toBe('2222');
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
});
