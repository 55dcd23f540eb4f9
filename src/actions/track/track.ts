import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type TrackAction = Static<typeof schema>;

export default function track(action: TrackAction, ctx: ActionContext): ActionOutcome {
  void ctx.api.call(action.endpoint, action.params ?? {}).catch(() => undefined);
  return { ok: true };
}
