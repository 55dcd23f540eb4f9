import { describe, expect, it, vi } from 'vitest';
import { fakePorts, fakeUi, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

/** A screen whose clipboard does what `clipboard` does; returns what was copied and the toasts shown. */
function screenWith(clipboard: (text: string) => Promise<void>) {
  const copied: string[] = [];
  const toast = vi.fn();
  const ports = fakePorts({
    clipboard: async (text) => {
      copied.push(text);
      await clipboard(text);
    },
    ui: fakeUi({ toast }),
  });
  return { session: testSession('repayment-of-code', ports), copied, toast };
}

const copy = (extra: Record<string, unknown> = {}) =>
  ({ type: 'copy', text: '{{ state.code }}', ...extra }) as ActionDescriptor;

describe('copy', () => {
  it('copies its text and says so', async () => {
    const t = screenWith(async () => {});
    t.session.write('state.code', 'PAY-1234');
    expect(await t.session.run([copy({ successText: 'Copied' })])).toBe(true);
    expect(t.copied).toEqual(['PAY-1234']);
    expect(t.toast).toHaveBeenCalledWith('Copied');
  });

  it('asks the borrower to copy by hand when the clipboard refuses, and the list stops', async () => {
    const t = screenWith(async () => {
      throw new Error('denied');
    });
    t.session.write('state.code', 'PAY-1234');
    const after = { type: 'set-state', target: 'state.after', value: true } as ActionDescriptor;
    expect(await t.session.run([copy(), after])).toBe(false);
    expect(t.toast).toHaveBeenCalledWith('Copy failed, please copy it by hand');
    expect(t.session.resolve('{{ state.after }}')).toBeUndefined();
  });

  it('copies nothing and says nothing when there is nothing to copy', async () => {
    const t = screenWith(async () => {});
    expect(await t.session.run([copy()])).toBe(false);
    expect(t.copied).toEqual([]);
    expect(t.toast).not.toHaveBeenCalled();
  });
});
