import { describe, expect, it } from 'vitest';
import { fakePorts, fakeUi, testSession } from '../../../tests/session';
import type { DialogRequest } from '../../engine/session/action-context';
import type { ActionDescriptor } from '../../schema/base';

/** A screen whose borrower answers every dialog with `choice`; returns the dialogs shown. */
function answering(choice: 'confirm' | 'cancel') {
  const shown: DialogRequest[] = [];
  const ports = fakePorts({
    ui: fakeUi({
      dialog: async (d) => {
        shown.push(d);
        return choice;
      },
    }),
  });
  return { session: testSession('loan-detail', ports), shown };
}

const ask = {
  type: 'dialog',
  title: 'Cancel the loan?',
  content: 'Order {{ state.order }}',
  confirmText: 'Yes',
  cancelText: 'No',
  onConfirm: [{ type: 'set-state', target: 'state.answer', value: '{{ event.choice }}' }],
  onCancel: [{ type: 'set-state', target: 'state.answer', value: 'kept' }],
} as ActionDescriptor;

describe('dialog', () => {
  it('shows its texts, bindings resolved, and runs onConfirm when the borrower confirms', async () => {
    const t = answering('confirm');
    t.session.write('state.order', 'OD1');
    expect(await t.session.run([ask])).toBe(true);
    expect(t.shown).toEqual([
      expect.objectContaining({
        title: 'Cancel the loan?',
        content: 'Order OD1',
        confirmText: 'Yes',
        cancelText: 'No',
      }),
    ]);
    expect(t.session.resolve('{{ state.answer }}')).toBe('confirm');
  });

  it('runs onCancel when the borrower cancels', async () => {
    const t = answering('cancel');
    await t.session.run([ask]);
    expect(t.session.resolve('{{ state.answer }}')).toBe('kept');
  });
});
