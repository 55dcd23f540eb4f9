import { describe, expect, it, vi } from 'vitest';
import { fakePorts, testSession } from '../../../tests/session';
import type { ApiResult } from '../../engine/ports';

/** A runner whose UI records, for each dialog, the loading labels still shown when it opened. */
function env(answer: ApiResult) {
  const shown = new Set<number>();
  let next = 0;
  const underDialogs: number[] = [];
  const e = testSession(
    'demo',
    fakePorts({
      api: { call: async () => answer, url: () => '', has: () => true },
      ui: {
        toast: vi.fn(),
        loading: () => {
          const id = next++;
          shown.add(id);
          return () => void shown.delete(id);
        },
        dialog: async () => {
          underDialogs.push(shown.size);
          return 'confirm';
        },
        modal: vi.fn(),
        openDocument: vi.fn(),
      },
    }),
  );
  return { e, underDialogs, shown };
}

const dialog = { type: 'dialog', title: 'Kind tips', content: 'Saved', confirmText: 'Confirm' };

describe("call's loading label", () => {
  it('has ended when onSuccess opens a dialog', async () => {
    const t = env({ ok: true, code: 0, message: '', data: {} });
    await t.e.run([{ type: 'call', endpoint: 'problemSave', loading: 'loading...', onSuccess: [dialog] }]);
    expect(t.underDialogs).toEqual([0]);
    expect(t.shown.size).toBe(0);
  });

  it('has ended when onError opens a dialog', async () => {
    const t = env({ ok: false, code: 1, message: 'Too many complaints today', data: null });
    await t.e.run([{ type: 'call', endpoint: 'problemSave', loading: 'loading...', onError: [dialog] }]);
    expect(t.underDialogs).toEqual([0]);
    expect(t.shown.size).toBe(0);
  });
});
