import {
  readPath,
  selectFlow,
  selectForm,
  selectResult,
  visibleValues,
  type ActionContext,
  type ActionOutcome,
  type ApiResult,
} from '../../engine/action-api';
import type { Static } from '../../schema/base';
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

/** A short stable digest of a request (endpoint and params), to name its idempotency key. */
function digest(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where the idempotency key of one request is kept until the server has answered it. */
const IDEMPOTENCY_ROOT = 'flow.idempotency';

/**
 * Where the idempotency key of an intent is kept (flow state: it survives reloads and hash routes)
 * until a navigation leaves the route's path (the navigate action clears it).
 */
const INTENT_ROOT = 'flow.intents';

function hasIntent(action: CallAction): boolean {
  return action.intent !== undefined && action.intent !== null && action.intent !== '';
}

export default async function call(action: CallAction, ctx: ActionContext): Promise<ActionOutcome> {
  const params: Record<string, unknown> = {};
  if (action.form) Object.assign(params, visibleValues(selectForm(ctx.getState(), ctx.screen)));
  Object.assign(params, action.params ?? {});
  const key = `${ctx.screen}:${action.endpoint}:${JSON.stringify(params)}`;
  const byIntent = Boolean(action.idempotent) && hasIntent(action);
  const slot = byIntent
    ? `${INTENT_ROOT}.k${digest(`${action.endpoint}:${JSON.stringify(action.intent)}`)}`
    : `${IDEMPOTENCY_ROOT}.k${digest(`${action.endpoint}:${JSON.stringify(params)}:${JSON.stringify(action.query ?? {})}`)}`;
  const run = async () => {
    const stop = action.loading ? ctx.ui.loading(action.loading) : () => {};
    try {
      let headers: Record<string, string> | undefined;
      if (action.idempotent) {
        const kept = readPath(selectFlow(ctx.getState()), slot.split('.').slice(1));
        const idempotencyKey = typeof kept === 'string' && kept ? kept : newKey();
        if (idempotencyKey !== kept) ctx.write(slot, idempotencyKey);
        headers = { 'Idempotency-Key': idempotencyKey };
      }
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
  // Without an intent: once the server answered (accepted or refused), the next attempt is a new
  // request with a new key. A timeout, a network failure, a 5xx or an unreadable answer may hide an
  // accepted payment: keep the key. An intent's key is kept whatever the answer: the client never
  // makes a second key for the same payment.
  const answered =
    result.ok || result.failure === undefined || (result.failure === 'http' && (result.status ?? 500) < 500);
  if (action.idempotent && !byIntent && answered) ctx.write(slot, null);
  if (result.ok) {
    if (action.into) ctx.write(action.into, selectResult(result, action.select));
    return { ok: true, result };
  }
  if (result.failure === 'aborted') return { ok: false, error: result };
  const message = failureMessage(result, action);
  if (!action.onError?.length && !action.silent)
    ctx.ui.toast(message, { duration: action.toastDuration ?? 2000 });
  return { ok: false, error: { ...result, message } };
}
