import { describe, expect, it, vi } from 'vitest';
import { fakePorts, fakeUi, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

describe('modal', () => {
  it('opens and closes the modal node with its id', async () => {
    const modal = vi.fn();
    const session = testSession('loan-detail', fakePorts({ ui: fakeUi({ modal }) }));
    await session.run([{ type: 'modal', modalId: 'tips', open: true } as ActionDescriptor]);
    await session.run([{ type: 'modal', modalId: 'tips', open: false } as ActionDescriptor]);
    expect(modal.mock.calls).toEqual([
      ['tips', true],
      ['tips', false],
    ]);
  });
});
