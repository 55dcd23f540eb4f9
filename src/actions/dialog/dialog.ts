import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type DialogAction = Static<typeof schema>;

export default async function dialog(action: DialogAction, ctx: ActionContext): Promise<ActionOutcome> {
  const text = (v: unknown) =>
    v === undefined || v === null || typeof v === 'object' ? undefined : String(v);
  const choice = await ctx.ui.dialog({
    title: text(action.title),
    content: text(action.content),
    confirmText: String(action.confirmText),
    cancelText: text(action.cancelText),
    closeOnMaskClick: action.closeOnMaskClick,
  });
  const next = choice === 'confirm' ? action.onConfirm : action.onCancel;
  const ok = next ? await ctx.run(next, { event: { choice } }) : true;
  return ok ? { ok: true, result: { choice } } : { ok: false };
}
