import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type SetStateAction = Static<typeof schema>;

export default function setState(action: SetStateAction, ctx: ActionContext): ActionOutcome {
  if (action.target) ctx.write(action.target, action.value);
  for (const [target, value] of Object.entries(action.values ?? {})) ctx.write(target, value);
  return { ok: true };
}
