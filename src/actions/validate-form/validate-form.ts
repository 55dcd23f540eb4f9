import type { ActionContext, ActionOutcome } from '../../engine/action-context';
import { validateFields } from '../../engine/form-validation';
import type { Static } from '../../engine/schema/base';
import { actions } from '../../store';
import type { schema } from './schema';

type ValidateFormAction = Static<typeof schema>;

export default function validateForm(action: ValidateFormAction, ctx: ActionContext): ActionOutcome {
  const errors = validateFields(ctx.getState().forms[ctx.screen], ctx.scope, action.fields);
  ctx.dispatch(actions.forms.errorsSet({ screen: ctx.screen, errors }));
  const first = Object.values(errors)[0];
  if (first === undefined) return { ok: true };
  if (action.toast !== false) ctx.ui.toast(first, { duration: 2000 });
  return { ok: false, error: { message: first, errors } };
}
