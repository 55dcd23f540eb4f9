import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type CopyAction = Static<typeof schema>;

export default async function copy(action: CopyAction, ctx: ActionContext): Promise<ActionOutcome> {
  const text = action.text === undefined || action.text === null ? '' : String(action.text);
  if (!text) return { ok: false, error: { message: 'nothing to copy' } };
  try {
    await ctx.clipboard(text);
  } catch {
    ctx.ui.toast(action.failureText ?? ctx.words.copyFailed);
    return { ok: false, error: { message: 'copy failed' } };
  }
  ctx.ui.toast(action.successText ?? ctx.words.copied);
  return { ok: true };
}
