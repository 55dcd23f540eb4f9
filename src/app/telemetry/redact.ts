/**
 * Nothing of the borrower's session leaves in a record: an attribute named after a common parameter
 * or a header secret (src/api/session.ts) is dropped, a URL's session query pairs are masked, and any
 * value of the current session found in a text is replaced, wherever it stands.
 */
import { COMMON_PARAMS } from '../../api/session';
import { redactedValue, redactSession } from '../../bridge/redact';
import type { TelemetryRecord, TelemetryValue } from './telemetry';

const sessionNames = new Set<string>(COMMON_PARAMS.map((name) => name.toLowerCase()));

/** Shorter values (a product id "1") would mask ordinary words and numbers without hiding anything. */
const MIN_MASKED_LENGTH = 3;

/** Whether an attribute's name is a session parameter's: `userId`, `user.deviceId`, `http.swift`. */
function namesSession(key: string): boolean {
  return key
    .toLowerCase()
    .split(/[.:/]/)
    .some((part) => sessionNames.has(part));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A masker of the session's values in texts (longest first, so a value inside another goes too). */
export function sessionMasker(session: Readonly<Record<string, string>>): (text: string) => string {
  const values = [...new Set(Object.values(session))]
    .filter((v) => typeof v === 'string' && v.length >= MIN_MASKED_LENGTH)
    .sort((a, b) => b.length - a.length);
  if (!values.length) return (text) => redactSession(text) as string;
  const pattern = new RegExp(values.map(escape).join('|'), 'g');
  return (text) => (redactSession(text) as string).replace(pattern, redactedValue);
}

/** The record without the session: session-named attributes dropped, session values masked. */
export function redactRecord(record: TelemetryRecord, mask: (text: string) => string): TelemetryRecord {
  const attributes: Record<string, TelemetryValue> = {};
  for (const [key, value] of Object.entries(record.attributes)) {
    if (namesSession(key)) continue;
    const kept = typeof value === 'string' ? mask(value) : value;
    // A number that is a session value (a numeric user id) is masked like a text.
    attributes[key] = typeof kept === 'number' && mask(String(kept)) !== String(kept) ? redactedValue : kept;
  }
  return { ...record, name: mask(record.name), attributes };
}
