import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type IfAction = Static<typeof schema>;

export default async function ifAction(action: IfAction, ctx: ActionContext): Promise<ActionOutcome> {
  const branch = ctx.test(action.condition) ? action.then : action.else;
  return (await ctx.run(branch)) ? { ok: true } : { ok: false };
}
