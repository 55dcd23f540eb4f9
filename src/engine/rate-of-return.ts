/**
 * The internal rate of return of dated cash flows, per 30-day month: the rate `m` at which
 * Σ amount × (1 + m)^(−days / 30) is zero. Pure arithmetic on numbers and `YYYY-MM-DD` dates; it
 * knows nothing of loans, so a widget can show what a stream of payments really costs instead of
 * trusting a rate someone wrote down.
 */

/** One cash flow: an amount (negative out, positive in) on a calendar day. */
export interface DatedFlow {
  amount: number;
  /** `YYYY-MM-DD`. */
  date: string;
}

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a `YYYY-MM-DD` date (days since 1970-01-01, UTC), or undefined if it is none. */
export function dayNumber(date: unknown): number | undefined {
  if (typeof date !== 'string') return undefined;
  const m = DATE.exec(date);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const time = Date.UTC(y, mo - 1, d);
  const back = new Date(time);
  // 2026-02-30 is no date: Date.UTC would roll it into March.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    return undefined;
  return Math.round(time / DAY_MS);
}

/** Days from `from` to `to` (both `YYYY-MM-DD`), or undefined when either is no date. */
export function daysBetween(from: unknown, to: unknown): number | undefined {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === undefined || b === undefined ? undefined : b - a;
}

/** The length of the month the rate is given per. */
export const MONTH_DAYS = 30;

/**
 * The rate of return per 30-day month of `flows`, measured from the first flow's date: the flows must
 * start with money going out (negative) and bring more or as much back later. Undefined when there is
 * no such rate (no flow out, nothing back, a date that is none, or a flow before the first).
 * Money that comes back exactly as it went out gives 0, not a rounding error.
 */
export function monthlyRateOfReturn(flows: readonly DatedFlow[]): number | undefined {
  if (flows.length < 2) return undefined;
  const start = dayNumber(flows[0]!.date);
  if (start === undefined || !(flows[0]!.amount < 0)) return undefined;
  const timed: { amount: number; months: number }[] = [];
  for (const flow of flows) {
    const day = dayNumber(flow.date);
    if (day === undefined || day < start || !Number.isFinite(flow.amount)) return undefined;
    timed.push({ amount: flow.amount, months: (day - start) / MONTH_DAYS });
  }
  const out = -timed.filter((f) => f.amount < 0).reduce((s, f) => s + f.amount, 0);
  const back = timed.filter((f) => f.amount > 0).reduce((s, f) => s + f.amount, 0);
  // Only money out on the first day and money back later has one rate (the value falls as it rises).
  if (timed.some((f, i) => i > 0 && f.amount < 0) || back <= 0) return undefined;
  if (back === out) return 0;
  const value = (m: number) => timed.reduce((s, f) => s + f.amount * Math.pow(1 + m, -f.months), 0);
  if (timed.every((f) => f.months === 0)) return undefined;
  let low = -0.999_999;
  let high = 1;
  while (value(high) > 0) {
    high *= 2;
    if (high > 1e9) return undefined;
  }
  // Bisection: the value falls as the rate rises, so this always closes in on the one root.
  for (let i = 0; i < 200 && high - low > 1e-15; i++) {
    const mid = (low + high) / 2;
    if (value(mid) > 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** A monthly rate as a yearly one, compounded over twelve 30-day months: (1 + m)^12 − 1. */
export function yearlyFromMonthly(monthly: number): number {
  return Math.pow(1 + monthly, 12) - 1;
}
