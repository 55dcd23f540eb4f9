import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../store';
import { fakePorts, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

/** A screen at /payWay, with a navigator that records where it is sent. */
function atPayWay() {
  const store = makeStore({
    preloadedState: { route: { path: '/payWay', hash: '', query: { orderId: 'OD1' }, session: {} } },
  });
  const ports = fakePorts({ store });
  return { session: testSession('pay-way', ports), navigator: vi.mocked(ports.navigator) };
}

describe('navigate', () => {
  it('goes to its path, hash and query, bindings resolved', async () => {
    const t = atPayWay();
    await t.session.run([
      {
        type: 'navigate',
        to: '/loanDetail',
        query: { orderId: '{{ query.orderId }}' },
        replace: true,
      } as ActionDescriptor,
    ]);
    expect(t.navigator.go).toHaveBeenCalledExactlyOnceWith({
      path: '/loanDetail',
      hash: undefined,
      query: { orderId: 'OD1' },
      replace: true,
    });
  });

  it("keeps the current address's query when asked, its own query on top", async () => {
    const t = atPayWay();
    await t.session.run([{ type: 'navigate', query: { lang: 'fil' }, keepQuery: true } as ActionDescriptor]);
    expect(t.navigator.go).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/payWay', query: { orderId: 'OD1', lang: 'fil' } }),
    );
  });

  it('stays on its path when it names only a hash', async () => {
    const t = atPayWay();
    await t.session.run([{ type: 'navigate', hash: '/borrowDetail/' } as ActionDescriptor]);
    expect(t.navigator.go).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/payWay', hash: '/borrowDetail/' }),
    );
  });

  it('goes back instead when asked to', async () => {
    const t = atPayWay();
    await t.session.run([{ type: 'navigate', back: true } as ActionDescriptor]);
    expect(t.navigator.back).toHaveBeenCalledOnce();
    expect(t.navigator.go).not.toHaveBeenCalled();
  });
});
