import { actions, type ActionContext, type ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type ResetFormAction = Static<typeof schema>;

export default function resetForm(action: ResetFormAction, ctx: ActionContext): ActionOutcome {
  ctx.dispatch(actions.forms.formReset({ screen: ctx.screen }));
  for (const key of action.flow ?? []) ctx.dispatch(actions.flow.flowCleared({ path: key.split('.') }));
  return { ok: true };
}
