import { describe, expect, it, vi } from 'vitest';
import { fakePorts, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

/** A screen whose URL gate lets https through only, recording where the page is sent and the toasts. */
function screen() {
  const ports = fakePorts({
    safeUrl: (raw) => (typeof raw === 'string' && raw.startsWith('https://') ? raw : null),
  });
  const navigator = vi.mocked(ports.navigator);
  return { session: testSession('official-site', ports), navigator, toast: vi.mocked(ports.ui.toast) };
}

describe('open-url', () => {
  it('opens a safe server URL with its query added, in a new history entry or in place', async () => {
    const t = screen();
    await t.session.run([
      {
        type: 'open-url',
        url: 'https://lender.example/agreement?v=2',
        query: { orderId: 'OD1' },
      } as ActionDescriptor,
    ]);
    await t.session.run([
      { type: 'open-url', url: 'https://lender.example/help', replace: true } as ActionDescriptor,
    ]);
    expect(t.navigator.assign.mock.calls).toEqual([
      ['https://lender.example/agreement?v=2&orderId=OD1', false],
      ['https://lender.example/help', true],
    ]);
  });

  it("adds the session through the context only when asked, the action's own query winning", async () => {
    const ports = fakePorts({
      safeUrl: (raw) => (typeof raw === 'string' && raw.startsWith('https://') ? raw : null),
      // The app's port: here it adds a session id and an order of its own to any link.
      withSession: (href) => `${href}${href.includes('?') ? '&' : '?'}sessionId=s-1&orderId=OD-SESSION`,
    });
    const session = testSession('official-site', ports);
    await session.run([
      {
        type: 'open-url',
        url: 'https://lender.example/pay',
        withSession: true,
        query: { orderId: 'OD1' },
      } as ActionDescriptor,
      { type: 'open-url', url: 'https://lender.example/help' } as ActionDescriptor,
    ]);
    expect(vi.mocked(ports.navigator.assign).mock.calls).toEqual([
      ['https://lender.example/pay?sessionId=s-1&orderId=OD1', false],
      ['https://lender.example/help', false],
    ]);
  });

  it('refuses a URL the gate refuses, telling the borrower, and the list stops', async () => {
    const t = screen();
    const after = { type: 'set-state', target: 'state.after', value: true } as ActionDescriptor;
    const done = await t.session.run([
      { type: 'open-url', url: 'javascript:alert(1)' } as ActionDescriptor,
      after,
    ]);
    expect(done).toBe(false);
    expect(t.navigator.assign).not.toHaveBeenCalled();
    expect(t.toast).toHaveBeenCalledWith('This link cannot be opened.');
    expect(t.session.resolve('{{ state.after }}')).toBeUndefined();
  });
});
