/**
 * Amounts in minor units (cents), end to end: the one parser every amount goes through, whether it
 * comes from the server, the address bar or a descriptor. An amount is a non-negative safe integer
 * no larger than the configured maximum, given as a number or as a string of digits; anything else
 * (fractions, exponents, hex, signs, padding, lists of values, anything above the maximum) is no
 * amount at all. What a screen shows is formatted from exactly the value it sends.
 */

/** The text shown where an amount fails the parser. */
export const UNAVAILABLE_AMOUNT = 'unavailable';

const DIGITS = /^\d+$/;

/**
 * The amount in minor units, or undefined when the value is not one: a safe integer from 0 to `max`,
 * as a number or a string of ASCII digits and nothing else.
 */
export function parseMinorUnits(value: unknown, max: number = Number.MAX_SAFE_INTEGER): number | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && DIGITS.test(value)) n = Number(value);
  else return undefined;
  return Number.isSafeInteger(n) && n >= 0 && n <= max ? n : undefined;
}

/**
 * Minor units as a two-decimal amount with a sign (123456 with "$" -> "$1234.56"); "unavailable" when
 * the value fails the parser with that maximum.
 */
export function formatMinorUnits(value: unknown, sign = '', max?: number): string {
  const n = parseMinorUnits(value, max);
  if (n === undefined) return UNAVAILABLE_AMOUNT;
  return `${sign}${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
}

/** The amount parser of one engine: its maximum, set once when the engine is made. */
export interface Amounts {
  /** The largest amount (minor units) accepted. */
  readonly max: number;
  /** The amount, or undefined when the value is not one (see parseMinorUnits). */
  parse(value: unknown): number | undefined;
  /** Whether a value is an amount that can be paid: it parses and is above zero. */
  isPositive(value: unknown): boolean;
  /** The amount as shown, or "unavailable" (see formatMinorUnits). */
  format(value: unknown, sign?: string): string;
}

/**
 * The amount parser with a maximum (app.json's `maxAmount`); one that is not a positive safe integer
 * sets none but the safe integers' own.
 */
export function createAmounts(maxAmount?: unknown): Amounts {
  const max =
    typeof maxAmount === 'number' && Number.isSafeInteger(maxAmount) && maxAmount > 0
      ? maxAmount
      : Number.MAX_SAFE_INTEGER;
  const parse = (value: unknown) => parseMinorUnits(value, max);
  return {
    max,
    parse,
    isPositive: (value) => (parse(value) ?? 0) > 0,
    format: (value, sign = '') => formatMinorUnits(value, sign, max),
  };
}
