import { selectRoutePath, type ActionContext, type ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

/** Where the call action keeps the idempotency keys of payment intents (src/actions/call/call.ts). */
const INTENT_ROOT = 'flow.intents';

type NavigateAction = Static<typeof schema>;

export default function navigate(action: NavigateAction, ctx: ActionContext): ActionOutcome {
  if (action.back) {
    ctx.navigator.back();
    return { ok: true };
  }
  const path = action.to ?? selectRoutePath(ctx.getState());
  // Leaving the route's path ends its flow: the idempotency keys of its payment intents go with it.
  if (path !== selectRoutePath(ctx.getState())) ctx.write(INTENT_ROOT, null);
  ctx.navigator.go({ path, hash: action.hash, query: action.query, replace: action.replace });
  return { ok: true };
}
