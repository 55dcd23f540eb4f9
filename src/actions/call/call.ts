import {
  selectForm,
  selectResult,
  visibleValues,
  type ActionContext,
  type ActionOutcome,
  type ApiResult,
} from '../../engine/action-api';
import type { Static } from '../../schema/base';
import { idempotencySlot, isKeyConflict } from './idempotency';
import type { schema } from './schema';

type CallAction = Static<typeof schema>;

/** The message a borrower sees for a failed call. */
export function failureMessage(
  result: ApiResult,
  action: Pick<CallAction, 'messages' | 'fallbackMessage'>,
): string {
  const byCode = result.code !== undefined ? action.messages?.[String(result.code)] : undefined;
  if (byCode) return byCode;
  if (result.failure && result.failure !== 'http') return result.message || 'error';
  return result.message || action.fallbackMessage || 'error';
}

/** The shell's message that takes the borrower to its login (docs/contracts.md §6). */
const LOG_IN_MESSAGE = 'offToLogin';

/**
 * The session has ended: a toast cannot help, so the borrower is offered to log in again (the native
 * shell's login), in the engine's words. Not awaited: the tap's control is free again at once.
 */
function offerLogIn(ctx: ActionContext): void {
  void ctx.ui
    .dialog({
      content: ctx.words.sessionEnded,
      confirmText: ctx.words.logInAgain,
      cancelText: ctx.words.close,
    })
    .then((choice) => {
      if (choice === 'confirm') ctx.bridge.post(LOG_IN_MESSAGE);
    });
}

export default async function call(action: CallAction, ctx: ActionContext): Promise<ActionOutcome> {
  // No prototype: a form field the server named `__proto__` is sent like any other.
  const params = Object.create(null) as Record<string, unknown>;
  if (action.form) Object.assign(params, visibleValues(selectForm(ctx.getState(), ctx.screen)));
  Object.assign(params, action.params ?? {});
  const key = `${ctx.screen}:${action.endpoint}:${JSON.stringify(params)}`;
  const slot = action.idempotent ? idempotencySlot(action, params) : undefined;
  const run = async () => {
    const stop = action.loading ? ctx.ui.loading(action.loading) : () => {};
    try {
      const headers = slot ? { 'Idempotency-Key': slot.take(ctx) } : undefined;
      return await ctx.api.call(action.endpoint, params, {
        signal: ctx.signal,
        query: action.query,
        headers,
      });
    } finally {
      stop();
    }
  };
  const result = await ctx.exclusive(key, run);
  if (!result) return { ok: false, error: { failure: 'duplicate', message: '' } };
  slot?.settle(ctx, result);
  if (result.ok) {
    if (action.into) ctx.write(action.into, selectResult(result, action.select));
    return { ok: true, result };
  }
  if (result.failure === 'aborted') return { ok: false, error: result };
  const message =
    action.conflictMessage && isKeyConflict(result) ? action.conflictMessage : failureMessage(result, action);
  if (result.sessionEnded && !action.silent) offerLogIn(ctx);
  else if (!action.onError?.length && !action.silent)
    ctx.ui.toast(message, { duration: action.toastDuration ?? 2000 });
  return { ok: false, error: { ...result, message } };
}
