import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '../../store';
import { fakePorts, testSession } from '../../../tests/session';
import type { ScreenSession } from '../../engine/session/screen-session';
import type { ActionDescriptor } from '../../schema/base';

/** A runner on screen `otp`; a new runner on the same store is the screen entered again (a reload, a Back). */
function enter(store: AppStore): ScreenSession {
  return testSession('otp', fakePorts({ store }));
}

const start = (key?: string) =>
  ({ type: 'countdown', timer: 'sms', target: 'state.left', seconds: 60, key }) as ActionDescriptor;
const resume = (key?: string) =>
  ({ type: 'countdown', timer: 'sms', target: 'state.left', resume: true, key }) as ActionDescriptor;

describe('countdown: an end time, not a ticking number', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  function left(store: AppStore): unknown {
    return store.getState().screens.otp!.state.left;
  }

  it('resume picks it up where it stands after the screen was left, and it ends on time', async () => {
    const store = makeStore();
    const first = enter(store);
    await first.run([start('OD1')]);
    vi.advanceTimersByTime(3000);
    expect(left(store)).toBe(57);
    for (const handle of first.named.values()) clearInterval(handle as never); // the screen is left
    vi.advanceTimersByTime(10_000);
    expect(left(store)).toBe(57); // what the old screen showed, frozen
    await enter(store).run([resume('OD1')]);
    expect(left(store)).toBe(47);
    vi.advanceTimersByTime(47_000);
    expect(left(store)).toBe(0);
    await enter(store).run([resume('OD1')]);
    expect(left(store)).toBe(0);
  });

  it('resume for another key, or after a stop, writes 0', async () => {
    const store = makeStore();
    await enter(store).run([start('OD1')]);
    await enter(store).run([resume('OD2')]);
    expect(left(store)).toBe(0);
    await enter(store).run([resume('OD1')]);
    expect(left(store)).toBe(60);
    await enter(store).run([start('OD1')]);
    await enter(store).run([
      { type: 'countdown', timer: 'sms', target: 'state.left', stop: true } as ActionDescriptor,
    ]);
    await enter(store).run([resume('OD1')]);
    expect(left(store)).toBe(0);
  });

  it('stores its end in whole seconds with its length: no millisecond clock value in web storage', async () => {
    const store = makeStore();
    await enter(store).run([start('OD1')]);
    const kept = JSON.stringify(store.getState().flow);
    expect(kept).toMatch(/"seconds":60/);
    expect(kept).not.toMatch(/\d{13,}/);
  });

  it('a tampered end (1e15) never shows more than its own length, and still ends on time', async () => {
    const store = makeStore();
    await enter(store).run([start('OD1')]);
    const slot = Object.keys(store.getState().flow.countdowns as object)[0]!;
    for (const endsAt of [1e15, Number.MAX_SAFE_INTEGER]) {
      store.dispatch({
        type: 'flow/flowChanged',
        payload: { path: ['countdowns', slot], value: { endsAt, seconds: 60, key: 'OD1' } },
      });
      const again = enter(store);
      await again.run([resume('OD1')]);
      expect(left(store)).toBe(60);
      vi.advanceTimersByTime(60_000);
      expect(left(store)).toBe(0);
      for (const handle of again.named.values()) clearInterval(handle as never);
    }
  });

  it('a stored length beyond any countdown, or an end that is not a number, counts as none', async () => {
    const store = makeStore();
    await enter(store).run([start('OD1')]);
    const slot = Object.keys(store.getState().flow.countdowns as object)[0]!;
    for (const value of [
      { endsAt: 1e15, seconds: 1e15, key: 'OD1' },
      { endsAt: '9999999999', seconds: 60, key: 'OD1' },
      { until: 1e15, key: 'OD1' },
    ]) {
      store.dispatch({ type: 'flow/flowChanged', payload: { path: ['countdowns', slot], value } });
      await enter(store).run([resume('OD1')]);
      expect(left(store)).toBe(0);
    }
  });

  it('a clock set back an hour does not lengthen it, on screen or after a reload', async () => {
    const store = makeStore();
    const first = enter(store);
    await first.run([start('OD1')]);
    vi.advanceTimersByTime(10_000);
    expect(left(store)).toBe(50);
    vi.setSystemTime(Date.now() - 3_600_000);
    vi.advanceTimersByTime(5_000);
    expect(left(store)).toBe(45);
    for (const handle of first.named.values()) clearInterval(handle as never); // a reload
    await enter(store).run([resume('OD1')]);
    expect(left(store)).toBeLessThanOrEqual(60);
    vi.advanceTimersByTime(60_000);
    expect(left(store)).toBe(0);
  });
});
