import { describe, expect, it } from 'vitest';
import { fakePorts, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

const set = (target: string, value: unknown) => ({ type: 'set-state', target, value });

describe('sequence', () => {
  it('runs its actions in order, each seeing what the one before wrote', async () => {
    const session = testSession('pay-way', fakePorts());
    const done = await session.run([
      {
        type: 'sequence',
        actions: [set('state.step', 1), set('state.seen', '{{ state.step }}')],
      } as ActionDescriptor,
    ]);
    expect(done).toBe(true);
    expect(session.resolve('{{ state.seen }}')).toBe(1);
  });

  it('stops at the first action that fails, and so does the list around it', async () => {
    const session = testSession('pay-way', fakePorts());
    const done = await session.run([
      {
        type: 'sequence',
        actions: [set('state.a', 1), { type: 'copy', text: '' }, set('state.b', 1)],
      } as ActionDescriptor,
      set('state.c', 1) as ActionDescriptor,
    ]);
    expect(done).toBe(false);
    expect(session.resolve('{{ state.a }}')).toBe(1);
    expect(session.resolve('{{ state.b }}')).toBeUndefined();
    expect(session.resolve('{{ state.c }}')).toBeUndefined();
  });
});
