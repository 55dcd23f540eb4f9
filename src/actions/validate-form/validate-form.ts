import {
  actions,
  selectForm,
  validateFields,
  type ActionContext,
  type ActionOutcome,
} from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type ValidateFormAction = Static<typeof schema>;

/**
 * Moves focus to the first field that shows a message, once it shows it: the field scrolls into
 * view and a screen reader reads its name and message. Nothing happens where there is no page.
 */
function focusField(ctx: ActionContext, field: string): void {
  if (typeof document === 'undefined') return;
  ctx.timers.setTimeout(() => {
    const shown = document.querySelectorAll<HTMLElement>('[aria-invalid="true"][name]');
    const first = [...shown].find((element) => element.getAttribute('name') === field);
    if (first && first !== document.activeElement) first.focus();
  }, 0);
}

/**
 * Each field shows its own message under it: that is the one place a mistake is told. A toast
 * (opt-in) repeats the first message, for a form whose fields cannot show theirs.
 */
export default function validateForm(action: ValidateFormAction, ctx: ActionContext): ActionOutcome {
  // A rule's `when` is tested on the screen as it is, in the engine's language.
  const errors = validateFields(
    selectForm(ctx.getState(), ctx.screen),
    (condition) => ctx.test(condition),
    action.fields,
  );
  ctx.dispatch(actions.forms.errorsSet({ screen: ctx.screen, errors }));
  const [field, first] = Object.entries(errors)[0] ?? [];
  if (field === undefined || first === undefined) return { ok: true };
  if (action.toast === true) ctx.ui.toast(first, { duration: 2000 });
  else focusField(ctx, field);
  return { ok: false, error: { message: first, errors } };
}
