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
});
