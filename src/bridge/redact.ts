/**
 * The borrower's session travels in the query string (docs/contracts.md §4). Bridge payloads often carry
 * it too (a `to` URL, a tracking event), so anything the bridge writes to the console goes
 * through `redactSession` first.
 */
import { COMMON_PARAMS } from '../api/session';

const sessionKeys = COMMON_PARAMS;

const sessionKeySet: ReadonlySet<string> = new Set(sessionKeys);
const queryPairPattern = new RegExp(`([?&#](?:${sessionKeys.join('|')})=)[^&#]*`, 'g');

export const redactedValue = '[redacted]';

const maxDepth = 6;

function redactString(text: string): string {
  return text.replace(queryPairPattern, `$1${redactedValue}`);
}

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactString(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= maxDepth) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = sessionKeySet.has(key) ? redactedValue : redactValue(item, depth + 1, seen);
  }
  return copy;
}

/** A copy of `value` with every session parameter masked, in object keys and in URL query strings. */
export function redactSession(value: unknown): unknown {
  return redactValue(value, 0, new WeakSet());
}
