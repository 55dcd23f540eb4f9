/** Helpers the app's filters and input formats share: what counts as blank, numbers from text, digit groups. */

/** A number from a number or a numeric string; undefined for anything else (NaN and infinities too). */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** Undefined, null, empty text or a number that is not finite: what a filter shows as nothing. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'number' && !Number.isFinite(value))
  );
}

/** The digits of a value, nothing else ("" for a blank value). */
export function onlyDigits(value: unknown): string {
  return isBlank(value) ? '' : String(value).replace(/\D+/g, '');
}

/**
 * Digits split into groups of the given sizes, joined by spaces ("13812345678", [3, 4, 4] →
 * "138 1234 5678"). What is left after the sizes is one more group, or with `repeatLast` more
 * groups of the last size.
 */
export function groupDigits(digits: string, sizes: readonly number[], repeatLast = false): string {
  if (sizes.length === 0) return digits;
  const parts: string[] = [];
  let at = 0;
  let i = 0;
  while (at < digits.length) {
    if (i >= sizes.length && !repeatLast) {
      parts.push(digits.slice(at));
      break;
    }
    const size = sizes[Math.min(i, sizes.length - 1)]!;
    parts.push(digits.slice(at, at + size));
    at += size;
    i++;
  }
  return parts.join(' ');
}
