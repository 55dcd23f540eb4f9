/**
 * Amounts in minor units (cents), end to end: the one parser every amount goes through, whether it
 * comes from the server, the address bar or a descriptor. An amount is a non-negative safe integer
 * no larger than the configured maximum, given as a number or as a string of digits; anything else
 * (fractions, exponents, hex, signs, padding, lists of values, anything above the maximum) is no
 * amount at all. What a screen shows is formatted from exactly the value it sends.
 */

/** The text shown where an amount fails the parser. */
export const UNAVAILABLE_AMOUNT = 'unavailable';

let limit = Number.MAX_SAFE_INTEGER;

/**
 * Sets the largest amount (minor units) any screen shows or sends; the app calls it once at start
 * with its configured maximum. A value that is not a positive safe integer leaves the limit as it is.
 */
export function setMaxMinorUnits(max: unknown): void {
  if (typeof max === 'number' && Number.isSafeInteger(max) && max > 0) limit = max;
}

/** The largest amount (minor units) accepted. */
export function maxMinorUnits(): number {
  return limit;
}

const DIGITS = /^\d+$/;

/**
 * The amount in minor units, or undefined when the value is not one: a safe integer from 0 to the
 * maximum, as a number or a string of ASCII digits and nothing else.
 */
export function parseMinorUnits(value: unknown, max: number = limit): number | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && DIGITS.test(value)) n = Number(value);
  else return undefined;
  return Number.isSafeInteger(n) && n >= 0 && n <= max ? n : undefined;
}

/** Whether a value is an amount that can be paid: it parses and is above zero. */
export function isPositiveMinorUnits(value: unknown): boolean {
  const n = parseMinorUnits(value);
  return n !== undefined && n > 0;
}

/** Minor units as a two-decimal amount with a sign (123456 with "$" -> "$1234.56"); "unavailable" when the value fails the parser. */
export function formatMinorUnits(value: unknown, sign = ''): string {
  const n = parseMinorUnits(value);
  if (n === undefined) return UNAVAILABLE_AMOUNT;
  return `${sign}${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
}
