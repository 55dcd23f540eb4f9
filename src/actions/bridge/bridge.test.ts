import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../store';
import { fakePorts, testSession } from '../../../tests/session';
import { appLanguage } from '../../../tests/language';
import type { ActionDescriptor } from '../../schema/base';
import { pack as filipino } from '../../app/language/packs/fil';

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

  it('posts nothing when the bridge refuses the message, and tells the borrower why', async () => {
    const post = vi.fn();
    const accepts = vi.fn(() => false);
    const toast = vi.fn();
    const session = testSession(
      'customer-service',
      fakePorts({
        bridge: { post, accepts, onReceive: () => () => {} },
        ui: {
          toast,
          loading: () => () => {},
          dialog: async () => 'confirm',
          modal: vi.fn(),
          openDocument: vi.fn(),
        },
      }),
    );
    const done = await session.run([
      { type: 'bridge', message: 'callTelephone', payload: { phone: 'tel:*123*1*1#' } } as ActionDescriptor,
    ]);
    expect(done).toBe(false);
    expect(accepts).toHaveBeenCalledWith('callTelephone', { phone: 'tel:*123*1*1#' });
    expect(post).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('This number cannot be called.');
  });

  it("tells the borrower in the visit's language when the descriptor gives no message", async () => {
    const toast = vi.fn();
    const session = testSession(
      'customer-service',
      fakePorts({
        bridge: { post: vi.fn(), accepts: () => false, onReceive: () => () => {} },
        language: appLanguage({ writing: filipino.language }),
        ui: {
          toast,
          loading: () => () => {},
          dialog: async () => 'confirm',
          modal: vi.fn(),
          openDocument: vi.fn(),
        },
      }),
    );
    await session.run([
      { type: 'bridge', message: 'callTelephone', payload: { phone: '*#06#' } } as ActionDescriptor,
    ]);
    expect(toast).toHaveBeenCalledWith('Hindi matawagan ang numerong ito.');
  });
});
