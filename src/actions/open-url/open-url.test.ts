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

  it("shows a page a link's tap opens inside the app, titled with the link's text; elsewhere it leaves", async () => {
    const ports = fakePorts({
      safeUrl: (raw) => (typeof raw === 'string' && raw.startsWith('https://') ? raw : null),
    });
    const session = testSession('confirm-use', ports);
    const fromLink = { event: { link: { text: 'Privacy Policy' } } };
    // A call's answer in between, as the confirmation screens have it: the link's tap still counts.
    await session.run(
      [
        {
          type: 'sequence',
          actions: [{ type: 'open-url', url: 'https://lender.example/agreement/2', query: { v: 1 } }],
        } as ActionDescriptor,
      ],
      fromLink,
    );
    await session.run(
      [{ type: 'open-url', url: 'https://lender.example/terms', title: 'Loan terms' } as ActionDescriptor],
      fromLink,
    );
    await session.run(
      [{ type: 'open-url', url: 'https://lender.example/pay', in: 'page' } as ActionDescriptor],
      fromLink,
    );
    await session.run([{ type: 'open-url', url: 'https://lender.example/product' } as ActionDescriptor]);
    await session.run([
      { type: 'open-url', url: 'https://lender.example/doc', in: 'app' } as ActionDescriptor,
    ]);
    expect(vi.mocked(ports.ui.openDocument).mock.calls).toEqual([
      ['https://lender.example/agreement/2?v=1', 'Privacy Policy'],
      ['https://lender.example/terms', 'Loan terms'],
      ['https://lender.example/doc', ''],
    ]);
    expect(vi.mocked(ports.navigator.assign).mock.calls).toEqual([
      ['https://lender.example/pay', false],
      ['https://lender.example/product', false],
    ]);
  });

  it('refuses a URL from a link the gate refuses, as any other: nothing opens', async () => {
    const ports = fakePorts({ safeUrl: () => null });
    const session = testSession('confirm-use', ports);
    const done = await session.run([{ type: 'open-url', url: 'javascript:alert(1)' } as ActionDescriptor], {
      event: { link: { text: 'Terms' } },
    });
    expect(done).toBe(false);
    expect(ports.ui.openDocument).not.toHaveBeenCalled();
    expect(ports.navigator.assign).not.toHaveBeenCalled();
    expect(ports.ui.toast).toHaveBeenCalledWith('This link cannot be opened.');
  });
});
