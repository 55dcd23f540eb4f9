import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type SequenceAction = Static<typeof schema>;

export default async function sequence(action: SequenceAction, ctx: ActionContext): Promise<ActionOutcome> {
  return (await ctx.run(action.actions)) ? { ok: true } : { ok: false };
}
