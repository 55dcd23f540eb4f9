import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../store';
import { fakePorts, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

describe('bridge', () => {
  it('posts its message to the native shell with its payload, bindings resolved', async () => {
    const post = vi.fn();
    const store = makeStore({
      preloadedState: { route: { path: '/bindBank', hash: '', query: { orderId: 'OD7' }, session: {} } },
    });
    const session = testSession(
      'bind-bank',
      fakePorts({ store, bridge: { post, onReceive: () => () => {} } }),
    );
    const done = await session.run([
      {
        type: 'bridge',
        message: 'startBank',
        payload: { orderId: '{{ query.orderId }}' },
      } as ActionDescriptor,
    ]);
    expect(done).toBe(true);
    expect(post).toHaveBeenCalledExactlyOnceWith('startBank', { orderId: 'OD7' });
  });
});
