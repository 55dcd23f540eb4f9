/**
 * The one gate for what leaves for the native shell: a message's payload is checked before it is
 * posted. A number to call passes the dial-string gate (src/api/url-gate.ts) and goes as digits
 * only; a server string that is a USSD code, a scheme or holds a line break never reaches the dialler.
 */
import { safeDialNumber } from '../api/url-gate';

export type OutgoingVerdict = { ok: true; payload: unknown } | { ok: false; message: string };

/** What the borrower is told when a number is refused. */
export const REFUSED_NUMBER = 'This number cannot be called.';

const phoneOf = (payload: unknown): unknown =>
  payload && typeof payload === 'object' && Object.prototype.hasOwnProperty.call(payload, 'phone')
    ? (payload as { phone: unknown }).phone
    : undefined;

/** The payload a message may carry to the native shell, or why it is refused. */
export function checkOutgoing(type: string, payload: unknown): OutgoingVerdict {
  if (type !== 'callTelephone') return { ok: true, payload };
  const phone = safeDialNumber(phoneOf(payload));
  return phone ? { ok: true, payload: { phone } } : { ok: false, message: REFUSED_NUMBER };
}
