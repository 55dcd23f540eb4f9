import { describe, expect, it } from 'vitest';
import { actions, makeStore, selectScreenMessage, selectScreenStatus } from '.';

function storeWithSlot() {
  return makeStore({
    preloadedState: {
      screens: {
        bank: { state: { cardType: 2 }, data: { bank: { items: [1] } }, status: 'error', message: 'timeout' },
        other: { state: { tab: 1 }, data: {}, status: 'ready' },
      },
    },
  });
}

describe('a screen opened', () => {
  it('starts its state from the defaults, keeps values that survived a reload, and forgets its last failure', () => {
    const store = storeWithSlot();
    const other = store.getState().screens.other;
    store.dispatch(actions.screens.entered({ screen: 'bank', defaults: { cardType: 1, channelNumber: 9 } }));
    const slot = store.getState().screens.bank;
    expect(slot).toEqual({
      state: { cardType: 2, channelNumber: 9 },
      data: { bank: { items: [1] } },
      status: 'loading',
    });
    expect(store.getState().screens.other).toBe(other);
  });

  it('takes its data as it comes, frozen and merged with what it had, and is ready', () => {
    const store = storeWithSlot();
    const items = [{ code: 'a' }];
    store.dispatch(actions.screens.loaded({ screen: 'bank', data: { cards: { items } } }));
    const slot = store.getState().screens.bank!;
    expect(slot.status).toBe('ready');
    expect(slot.message).toBeUndefined();
    expect(slot.data).toEqual({ bank: { items: [1] }, cards: { items } });
    expect(Object.isFrozen(slot.data)).toBe(true);
    expect((slot.data.cards as { items: unknown }).items).toBe(items);
  });

  it('is made when a screen never seen before is entered or loaded', () => {
    const store = makeStore();
    store.dispatch(actions.screens.loaded({ screen: 'fresh', data: { x: 1 } }));
    expect(store.getState().screens.fresh).toEqual({ state: {}, data: { x: 1 }, status: 'ready' });
    store.dispatch(actions.screens.entered({ screen: 'new', defaults: { a: 1 } }));
    expect(store.getState().screens.new).toEqual({ state: { a: 1 }, data: {}, status: 'loading' });
  });
});

describe('the screens selectors', () => {
  it('give a screen not entered yet as loading, and a failed one with its message until it is entered again', () => {
    const store = storeWithSlot();
    expect(selectScreenStatus(store.getState(), 'never-opened')).toBe('loading');
    expect(selectScreenStatus(store.getState(), 'bank')).toBe('error');
    expect(selectScreenMessage(store.getState(), 'bank')).toBe('timeout');
    store.dispatch(actions.screens.entered({ screen: 'bank', defaults: {} }));
    expect(selectScreenStatus(store.getState(), 'bank')).toBe('loading');
    expect(selectScreenMessage(store.getState(), 'bank')).toBeUndefined();
  });
});
