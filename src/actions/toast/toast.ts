import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type ToastAction = Static<typeof schema>;

export default function toast(action: ToastAction, ctx: ActionContext): ActionOutcome {
  ctx.ui.toast(String(action.text ?? ''), { duration: action.duration ?? 2000, icon: action.icon });
  return { ok: true };
}
