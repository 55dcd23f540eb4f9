import {
  selectRoutePath,
  selectRouteQuery,
  type ActionContext,
  type ActionOutcome,
} from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type NavigateAction = Static<typeof schema>;

export default function navigate(action: NavigateAction, ctx: ActionContext): ActionOutcome {
  if (action.back) {
    ctx.navigator.back();
    return { ok: true };
  }
  // A payment intent's key outlives the screens the borrower passes through (src/actions/call/idempotency.ts).
  const query = action.keepQuery ? { ...selectRouteQuery(ctx.getState()), ...action.query } : action.query;
  ctx.navigator.go({
    path: action.to ?? selectRoutePath(ctx.getState()),
    hash: action.hash,
    query,
    replace: action.replace,
  });
  return { ok: true };
}
