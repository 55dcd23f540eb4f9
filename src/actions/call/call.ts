import type { ActionContext, ActionOutcome } from '../../engine/action-context';
import { visibleValues } from '../../engine/form-validation';
import { readPath } from '../../engine/expressions';
import type { ApiResult } from '../../engine/ports';
import type { Static } from '../../engine/schema/base';
import type { schema } from './schema';

type CallAction = Static<typeof schema>;

function pick(result: ApiResult, select: string | undefined): unknown {
  if (!select || select === 'data') return result.data;
  const path = select.split('.').filter(Boolean);
  if (path[0] === 'body') return readPath(result.body, path.slice(1));
  if (path[0] === 'data') return readPath(result.data, path.slice(1));
  return readPath(result.data, path);
}

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

export default async function call(action: CallAction, ctx: ActionContext): Promise<ActionOutcome> {
  const params: Record<string, unknown> = {};
  if (action.form) Object.assign(params, visibleValues(ctx.getState().forms[ctx.screen]));
  Object.assign(params, action.params ?? {});
  const key = `${ctx.screen}:${action.endpoint}:${JSON.stringify(params)}`;
  const run = async () => {
    const stop = action.loading ? ctx.ui.loading(action.loading) : () => {};
    try {
      return await ctx.api.call(action.endpoint, params, { signal: ctx.signal, query: action.query });
    } finally {
      stop();
    }
  };
  const result = await ctx.exclusive(key, run);
  if (!result) return { ok: false, error: { failure: 'duplicate', message: '' } };
  if (result.ok) {
    if (action.into) ctx.write(action.into, pick(result, action.select));
    return { ok: true, result };
  }
  if (result.failure === 'aborted') return { ok: false, error: result };
  const message = failureMessage(result, action);
  if (!action.onError?.length && !action.silent)
    ctx.ui.toast(message, { duration: action.toastDuration ?? 2000 });
  return { ok: false, error: { ...result, message } };
}
