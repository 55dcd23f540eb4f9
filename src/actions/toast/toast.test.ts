import { describe, expect, it, vi } from 'vitest';
import { fakePorts, fakeUi, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

describe('toast', () => {
  it('shows its text, bindings resolved, for its duration (2 s unless told) with its icon', async () => {
    const toast = vi.fn();
    const session = testSession('pay-way', fakePorts({ ui: fakeUi({ toast }) }));
    session.write('state.amount', '₱500.00');
    await session.run([
      { type: 'toast', text: 'Paid {{ state.amount }}', icon: 'success' } as ActionDescriptor,
      { type: 'toast', text: 'Saved', duration: 3500 } as ActionDescriptor,
    ]);
    expect(toast.mock.calls).toEqual([
      ['Paid ₱500.00', { duration: 2000, icon: 'success' }],
      ['Saved', { duration: 3500, icon: undefined }],
    ]);
  });
});
