/** Filters usable in bindings: `{{ data.amount | money }}`, `{{ data.date | date:'YYYY-MM-DD' }}`. */
import dayjs from 'dayjs';
import { formatMinorUnits, parseMinorUnits } from './minor-units';

export type Filter = (value: unknown, ...args: unknown[]) => unknown;

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'number' && !Number.isFinite(value))
  );
}

function groupDigits(digits: string, sizes: number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/**
 * Minor units to a two-decimal amount with a sign: 123456 -> "₱1234.56". A value that fails the
 * amount parser (minor-units.ts: fractions, exponents, padding, negatives, above the maximum)
 * shows "unavailable", never a rounded figure.
 */
export const money: Filter = (value, sign = '₱') => formatMinorUnits(value, String(sign ?? ''));

/** The amount in minor units exactly as it is sent (a number), or nothing when it fails the amount parser. */
export const amount: Filter = (value) => parseMinorUnits(value);

/** Whole numbers grouped with dots: 1234567 -> "1.234.567". */
export const thousands: Filter = (value) => {
  const n = toNumber(value);
  if (n === undefined) return '';
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
};

/** Dates as YYYY-MM-DD (or the format given); accepts ISO strings, YYYY-MM-DD HH:mm:ss, and epoch seconds or milliseconds. */
export const date: Filter = (value, format = 'YYYY-MM-DD') => {
  if (isBlank(value)) return '';
  let input: string | number | Date = value as string;
  const n = toNumber(value);
  if (n !== undefined) input = n < 1e11 ? n * 1000 : n;
  else if (typeof value === 'string') input = value.replace(' ', 'T');
  const d = dayjs(input);
  return d.isValid() ? d.format(String(format)) : '';
};

/** Keeps digits only. */
export const digits: Filter = (value) => (isBlank(value) ? '' : String(value).replace(/\D+/g, ''));

/** The fallback when the value is undefined, null, empty or not a number. */
export const defaultFilter: Filter = (value, fallback = '') => (isBlank(value) ? fallback : value);

/** Phone display grouping 3-4-4. */
export const phone: Filter = (value) => groupDigits(String(digits(value)), [3, 4, 4]);

/** Bank card display grouping in fours. */
export const bankCard: Filter = (value) => groupDigits(String(digits(value)), [4, 4, 4, 4, 4]);

/** Only the last four digits visible: "**** 1234". */
export const maskCard: Filter = (value) => {
  const d = String(digits(value));
  return d ? `**** ${d.slice(-4)}` : '';
};

export const filters: Record<string, Filter> = {
  money,
  amount,
  thousands,
  date,
  digits,
  default: defaultFilter,
  phone,
  bankCard,
  maskCard,
  upper: (v) => (isBlank(v) ? '' : String(v).toUpperCase()),
  lower: (v) => (isBlank(v) ? '' : String(v).toLowerCase()),
  trim: (v) => (isBlank(v) ? '' : String(v).trim()),
  length: (v) => (Array.isArray(v) || typeof v === 'string' ? v.length : 0),
  join: (v, sep = ',') =>
    Array.isArray(v) ? v.filter((x) => !isBlank(x)).join(String(sep)) : isBlank(v) ? '' : v,
  first: (v) => (Array.isArray(v) ? v[0] : v),
  slice: (v, start = 0, end) =>
    Array.isArray(v) || typeof v === 'string'
      ? v.slice(Number(start), end === undefined ? undefined : Number(end))
      : v,
  number: (v) => toNumber(v),
  string: (v) => (isBlank(v) ? '' : typeof v === 'object' ? '' : String(v)),
  not: (v) => !v,
  /** Product of two numbers (e.g. periods × days per period); '' when either is not a number. */
  times: (v, by) => {
    const a = toNumber(v);
    const b = toNumber(by);
    return a === undefined || b === undefined ? '' : a * b;
  },
  /** Sum of two numbers (e.g. a 1-based step number from an index); '' when either is not a number. */
  plus: (v, add) => {
    const a = toNumber(v);
    const b = toNumber(add);
    return a === undefined || b === undefined ? '' : a + b;
  },
  /** An object's entries as a list of {key, value}, in order (e.g. notices grouped by title). */
  entries: (v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v as Record<string, unknown>).map(([key, value]) => ({ key, value }))
      : [],
  /** Whether a value equals the argument (as text), e.g. for a check mark on the chosen item. */
  eq: (v, other) => !isBlank(v) && String(v) === String(other),
  /** Picks a value by key from a map argument is not expressible; `pick` chooses between two values by truthiness. */
  pick: (v, whenTrue, whenFalse) => (v ? whenTrue : whenFalse),
};

/** Names of the filters, for the validator and the reference docs. */
export const filterNames = Object.keys(filters);
