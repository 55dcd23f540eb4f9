/** The dev mock's guard for a page the worker does not control: one reload, never a loop. */
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../tests/memory-storage';
import { ensureWorkerControl, RELOADED_KEY } from './worker-control';

function page(controlled: boolean, store = memoryStorage()) {
  const events: string[] = [];
  return {
    events,
    store,
    port: {
      controlled,
      store,
      reload: () => events.push('reload'),
      warn: (message: string) => events.push(`warn: ${message}`),
    },
  };
}

describe('ensureWorkerControl', () => {
  it('loads a page the worker does not control again, once, and remembers that it did', () => {
    const first = page(false);
    expect(ensureWorkerControl(first.port)).toBe('reloading');
    expect(first.events).toEqual(['reload']);
    expect(first.store.getItem(RELOADED_KEY)).toBe('1');
  });

  it('does not reload a second time when the reloaded page is still uncontrolled: it warns', () => {
    const store = memoryStorage();
    ensureWorkerControl(page(false, store).port);
    const again = page(false, store);
    expect(ensureWorkerControl(again.port)).toBe('uncontrolled');
    expect(again.events).toEqual([
      'warn: [mock] the mock worker does not control this page: its calls go to the dev server',
    ]);
  });

  it('leaves a controlled page alone and clears the flag, so a later miss may reload again', () => {
    const store = memoryStorage();
    ensureWorkerControl(page(false, store).port);
    const controlled = page(true, store);
    expect(ensureWorkerControl(controlled.port)).toBe('controlled');
    expect(controlled.events).toEqual([]);
    expect(store.getItem(RELOADED_KEY)).toBeNull();
    const later = page(false, store);
    expect(ensureWorkerControl(later.port)).toBe('reloading');
  });

  it('warns without reloading when there is no storage to remember the reload in', () => {
    const noStorage = { ...page(false).port, store: undefined };
    const events: string[] = [];
    noStorage.reload = () => events.push('reload');
    noStorage.warn = () => events.push('warn');
    expect(ensureWorkerControl(noStorage)).toBe('uncontrolled');
    expect(events).toEqual(['warn']);
  });
});
