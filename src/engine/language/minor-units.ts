/**
 * Amounts in minor units (cents), end to end: the one parser every amount goes through, whether it
 * comes from the server, the address bar or a descriptor. An amount is a non-negative safe integer
 * no larger than the configured maximum, given as a number or as a string of digits; anything else
 * (fractions, exponents, hex, signs, padding, lists of values, anything above the maximum) is no
 * amount at all. What a screen shows is formatted from exactly the value it sends.
 */

import { DEFAULT_FILTER_LANGUAGE, type FilterLanguage } from '../words';

/** The text shown where an amount fails the parser (in English; a language gives its own word). */
export const UNAVAILABLE_AMOUNT = DEFAULT_FILTER_LANGUAGE.unavailable;

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

interface AmountFormat {
  whole: Intl.NumberFormat;
  decimal: string;
}

const amountFormats = new Map<string, AmountFormat>();

/** The locale's grouping of whole numbers and its decimal sign, made once per locale. */
function amountFormat(locale: string): AmountFormat {
  let format = amountFormats.get(locale);
  if (!format) {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true });
    const decimal =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    amountFormats.set(locale, (format = { whole, decimal }));
  }
  return format;
}

/** How an amount is written: the language's locale and its word for no amount, the engine's maximum. */
export interface AmountWriting extends Pick<FilterLanguage, 'locale' | 'unavailable'> {
  max?: number;
}

/**
 * Minor units as a two-decimal amount with a sign, grouped as the language writes numbers (123456
 * with "₱" in English or Filipino: "₱1,234.56"); the language's "unavailable" when the value fails the
 * parser with that maximum. Pesos and centavos are formatted apart, so no amount up to the largest
 * safe integer is rounded on its way through a floating-point division.
 */
export function formatMinorUnits(
  value: unknown,
  sign = '',
  { locale, unavailable, max }: AmountWriting = DEFAULT_FILTER_LANGUAGE,
): string {
  const n = parseMinorUnits(value, max);
  if (n === undefined) return unavailable;
  const { whole, decimal } = amountFormat(locale);
  return `${sign}${whole.format(Math.floor(n / 100))}${decimal}${String(n % 100).padStart(2, '0')}`;
}

/** A whole number grouped as the language writes numbers (1234567 in English: "1,234,567"). */
export function formatWholeNumber(
  n: number,
  { locale }: Pick<FilterLanguage, 'locale'> = DEFAULT_FILTER_LANGUAGE,
): string {
  // `|| 0`: a fraction of a negative number is -0, which Intl writes "-0".
  return amountFormat(locale).whole.format(Math.trunc(n) || 0);
}

/** The amount parser of one engine: its maximum and its language, set once when the engine is made. */
export interface Amounts {
  /** The largest amount (minor units) accepted. */
  readonly max: number;
  /** The sign amounts are shown with where a screen names none (app.json's `currency`; '' if none). */
  readonly currency: string;
  /** The amount, or undefined when the value is not one (see parseMinorUnits). */
  parse(value: unknown): number | undefined;
  /** Whether a value is an amount that can be paid: it parses and is above zero. */
  isPositive(value: unknown): boolean;
  /** The amount as the language writes it, or its "unavailable" (see formatMinorUnits). */
  format(value: unknown, sign?: string): string;
}

/**
 * The amount parser with a maximum (app.json's `maxAmount`), writing in `language`, with `currency` as
 * its default sign; a maximum that is not a positive safe integer sets none but the safe integers' own.
 */
export function createAmounts(
  maxAmount?: unknown,
  language: Pick<FilterLanguage, 'locale' | 'unavailable'> = DEFAULT_FILTER_LANGUAGE,
  currency = '',
): Amounts {
  const max =
    typeof maxAmount === 'number' && Number.isSafeInteger(maxAmount) && maxAmount > 0
      ? maxAmount
      : Number.MAX_SAFE_INTEGER;
  const parse = (value: unknown) => parseMinorUnits(value, max);
  return {
    max,
    currency,
    parse,
    isPositive: (value) => (parse(value) ?? 0) > 0,
    format: (value, sign = '') => formatMinorUnits(value, sign, { ...language, max }),
  };
}
