import type { ActionContext, ActionOutcome } from '../../engine/action-context';
import type { Static } from '../../engine/schema/base';
import type { schema } from './schema';

type NavigateAction = Static<typeof schema>;

export default function navigate(action: NavigateAction, ctx: ActionContext): ActionOutcome {
  if (action.back) {
    ctx.navigator.back();
    return { ok: true };
  }
  const path = action.to ?? ctx.getState().route.path;
  ctx.navigator.go({ path, hash: action.hash, query: action.query, replace: action.replace });
  return { ok: true };
}
