import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePorts, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

const waitThenMark = [
  { type: 'wait', ms: 1500 },
  { type: 'set-state', target: 'state.after', value: true },
] as ActionDescriptor[];

describe('wait', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('holds the next action back for its time', async () => {
    const session = testSession('repayment-of-code', fakePorts());
    const run = session.run(waitThenMark);
    await vi.advanceTimersByTimeAsync(1499);
    expect(session.resolve('{{ state.after }}')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await run).toBe(true);
    expect(session.resolve('{{ state.after }}')).toBe(true);
  });

  it('ends the list when the borrower leaves the screen while it waits', async () => {
    const session = testSession('repayment-of-code', fakePorts());
    session.enter();
    const run = session.run(waitThenMark);
    session.dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await run).toBe(false);
    expect(session.resolve('{{ state.after }}')).toBeUndefined();
  });
});
