import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../store';
import { fakePorts, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

describe('track', () => {
  it('sends its event with its params, and a failed send does not stop the list', async () => {
    const call = vi.fn(async () => {
      throw new Error('offline');
    });
    const store = makeStore({
      preloadedState: { route: { path: '/', hash: '', query: { id: '7' }, session: {} } },
    });
    const session = testSession(
      'official-site',
      fakePorts({ store, api: { call, url: () => '', has: () => true } }),
    );
    const done = await session.run([
      {
        type: 'track',
        endpoint: 'trackClick',
        params: { id: '{{ query.id }}', button: 'apply' },
      } as ActionDescriptor,
      { type: 'set-state', target: 'state.after', value: true } as ActionDescriptor,
    ]);
    expect(done).toBe(true);
    expect(call).toHaveBeenCalledExactlyOnceWith('trackClick', { id: '7', button: 'apply' });
    expect(session.resolve('{{ state.after }}')).toBe(true);
  });
});
