/**
 * The Idempotency-Key of a state-changing call, kept in flow state (it survives a reload, a hash
 * route and a detour through other screens) for as long as the server may still hold the request.
 */
import { readPath, selectFlow, type ActionContext, type ApiResult } from '../../engine/action-api';

/** Where the key of one request is kept until the server has answered it. */
const REQUEST_ROOT = 'flow.idempotency';
/**
 * Where the key of a payment intent (what `intent` names: the order and the amount) is kept: until
 * the server refuses the payment, whatever screens the borrower visits in between.
 */
const INTENT_ROOT = 'flow.intents';

/** A short stable digest of a request or an intent, to name the slot of its key. */
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

/** The server holds another request under this key (HTTP 409 in flight, 422 other parameters). */
export function isKeyConflict(result: ApiResult): boolean {
  return result.failure === 'http' && (result.status === 409 || result.status === 422);
}

/**
 * Whether the server answered and so took a position on the request: a success, a business code, or
 * a 4xx. A timeout, a network failure, a 5xx or an unreadable answer may hide an accepted payment.
 */
function answered(result: ApiResult): boolean {
  return (
    result.ok || result.failure === undefined || (result.failure === 'http' && (result.status ?? 500) < 500)
  );
}

/** One call's key: where it is kept, and what becomes of it once the server's answer is in. */
export interface IdempotencySlot {
  /** The key to send: the kept one, or a new one kept from now on. */
  take(ctx: ActionContext): string;
  /** Forgets the key when the answer ends what it was kept for. */
  settle(ctx: ActionContext, result: ApiResult): void;
}

/**
 * The slot of a call's key. With an intent, the key is the intent's: kept while the outcome is unknown
 * or the payment was accepted (a repeat then gets the first answer again, never a second payment), and
 * while the server says another request holds it; forgotten when the server refuses the payment, so the
 * next tap is a new attempt. Without one, it is the request's, kept only until the server answers.
 */
export function idempotencySlot(
  call: { endpoint: string; intent?: unknown; query?: unknown },
  params: Record<string, unknown>,
): IdempotencySlot {
  const byIntent = call.intent !== undefined && call.intent !== null && call.intent !== '';
  const path = byIntent
    ? `${INTENT_ROOT}.k${digest(`${call.endpoint}:${JSON.stringify(call.intent)}`)}`
    : `${REQUEST_ROOT}.k${digest(`${call.endpoint}:${JSON.stringify(params)}:${JSON.stringify(call.query ?? {})}`)}`;
  return {
    take(ctx) {
      const kept = readPath(selectFlow(ctx.getState()), path.split('.').slice(1));
      if (typeof kept === 'string' && kept) return kept;
      const key = newKey();
      ctx.write(path, key);
      return key;
    },
    settle(ctx, result) {
      if (!answered(result)) return;
      const ends = byIntent ? !result.ok && !isKeyConflict(result) : true;
      if (ends) ctx.write(path, null);
    },
  };
}
