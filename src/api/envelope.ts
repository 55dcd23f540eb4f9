/**
 * Maps what came back from the lender's API to the engine's ApiResult: `{code, message, data}`
 * bodies by the endpoint's success code, everything else to a named failure. Never throws.
 */
import type { ApiResult } from '../engine/ports';
import type { EndpointDef } from './endpoints';

/** The message of a failure that has no server message (docs/spec.md §8: a network error shows 'error'). */
export const CLIENT_ERROR_MESSAGE = 'error';

type Failure = NonNullable<ApiResult['failure']>;

interface Envelope {
  code: string | number;
  message: string;
  data: unknown;
}

/** The envelope of a body, or null when the body is not one (HTML, truncated JSON, a bare value). */
export function readEnvelope(body: unknown): Envelope | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const code = record.code;
  if (typeof code !== 'string' && typeof code !== 'number') return null;
  const message =
    typeof record.message === 'string' ? record.message : typeof record.msg === 'string' ? record.msg : '';
  return { code, message, data: record.data };
}

/** '0' endpoints accept 0 and '0'; '00' endpoints accept only '00'. */
export function isSuccessCode(success: EndpointDef['success'], code: unknown): boolean {
  return success === '00' ? code === '00' : code === 0 || code === '0';
}

/** A result for a call that got no usable answer. */
export function failed(failure: Failure, extra: Partial<ApiResult> = {}): ApiResult {
  return { ok: false, code: undefined, message: CLIENT_ERROR_MESSAGE, data: undefined, failure, ...extra };
}

/**
 * Whether a code is the success code of the other style (0 or '0' from a '00' endpoint, '00' from a
 * '0' one): the server may well have done what was asked, so it is neither a success nor a refusal.
 */
export function isOtherSuccessCode(success: EndpointDef['success'], code: unknown): boolean {
  return isSuccessCode(success === '00' ? '0' : '00', code);
}

/**
 * The result of a 2xx answer. A non-success code keeps the server's message as it is (possibly
 * empty, so that a screen's fallback message can apply). A success code of the other style is an
 * unreadable answer (failure 'invalid', the client's own message, never the server's "success"):
 * whatever was asked may have been done, so a retry must be one the server can recognise.
 */
export function fromBody(def: Pick<EndpointDef, 'success'>, body: unknown, status?: number): ApiResult {
  const envelope = readEnvelope(body);
  if (!envelope) return failed('invalid', { status, body: typeof body === 'string' ? undefined : body });
  if (isOtherSuccessCode(def.success, envelope.code))
    return failed('invalid', { status, body, code: envelope.code, data: envelope.data });
  const ok = isSuccessCode(def.success, envelope.code);
  return { ok, code: envelope.code, message: envelope.message, data: envelope.data, body, status };
}

/** The HTTP status of the lender's API for a session that has ended (the borrower must log in again). */
export const SESSION_ENDED_STATUS = 401;

/**
 * The result of an HTTP error status: the server's envelope message if the body is one, else 'error'.
 * A 401 is marked `sessionEnded`, whatever its body.
 */
export function fromHttpError(status: number, body: unknown): ApiResult {
  const envelope = readEnvelope(body);
  const ended = status === SESSION_ENDED_STATUS ? { sessionEnded: true } : {};
  if (!envelope) return failed('http', { status, ...ended });
  return {
    ...ended,
    ok: false,
    code: envelope.code,
    message: envelope.message || CLIENT_ERROR_MESSAGE,
    data: envelope.data,
    body,
    failure: 'http',
    status,
  };
}

/** JSON when the text is JSON, the text itself otherwise (the envelope check then calls it invalid). */
export function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return raw;
  }
}
