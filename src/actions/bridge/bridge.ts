import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type BridgeAction = Static<typeof schema>;

export default function bridge(action: BridgeAction, ctx: ActionContext): ActionOutcome {
  ctx.bridge.post(action.message, action.payload);
  return { ok: true };
}
