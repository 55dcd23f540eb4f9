/**
 * The disclosure statement of an offer, worked out from the lender's numbers alone: what the borrower
 * gets, what it costs, and the effective rate computed from the cash flows (never a rate string). An
 * offer whose numbers do not add up, or a covered loan above the market's caps in force on the day it
 * is disbursed, is refused: the statement says why, and the screen keeps its button disabled.
 */
import { daysBetween, MONTH_DAYS, monthlyRateOfReturn, yearlyFromMonthly } from '../../engine/rate-of-return';

export interface Charge {
  name: string;
  amount: number;
  deducted: boolean;
}

export interface Instalment {
  dueDate: string;
  principal: number;
  interest: number;
  fees: number;
  total: number;
}

/** The statement, every amount in minor units and every rate a fraction (0.12 is 12 %). */
export interface Figures {
  principal: number;
  charges: Charge[];
  interest: number;
  /** Interest and every charge, deducted or not. */
  financeCharge: number;
  netProceeds: number;
  disbursedOn: string;
  schedule: Instalment[];
  totalPayable: number;
  termDays: number;
  eirMonthly: number;
  eirYearly: number;
  /** Interest over the principal, per 30-day month of the term. */
  nominalMonthly: number;
}

/** Why an offer is not shown (the telemetry report names it). */
export type Refusal =
  | 'unreadable'
  | 'amount-differs'
  | 'net-proceeds'
  | 'schedule-principal'
  | 'schedule-sums'
  | 'no-rate'
  | 'eir-cap'
  | 'nominal-cap'
  | 'total-cost-cap';

export type Statement = { ok: true; figures: Figures } | { ok: false; refusal: Refusal };

/** A period of a cap, as the market file writes it. */
interface CapPeriod {
  percent: number;
  from?: string;
  until?: string;
}

/** The part of the market file the statement reads (src/app/market-schema.ts). */
export interface MarketRules {
  coveredLoan?: {
    maxPrincipal?: number;
    maxTermDays?: number;
    caps?: Partial<Record<'nominalMonthly' | 'eirMonthly' | 'totalCost', CapPeriod[]>>;
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** The cap in force on `day` (YYYY-MM-DD compares as text), in per cent, or undefined when none is. */
export function capOn(periods: readonly CapPeriod[] | undefined, day: string): number | undefined {
  const found = periods?.find((p) => (!p.from || p.from <= day) && (!p.until || day <= p.until));
  return found?.percent;
}

/** A slack for comparing rates worked out in floating point with caps written to two decimals. */
const EPSILON = 1e-9;

/**
 * The statement of `raw` (the answer's `disclosure`) for an offer of `amount` (what the button sends),
 * with the market's caps; `parse` is the engine's amount parser (a non-amount gives undefined).
 */
export function workOut(
  raw: unknown,
  amount: unknown,
  market: MarketRules | undefined,
  parse: (value: unknown) => number | undefined,
): Statement {
  const refuse = (refusal: Refusal): Statement => ({ ok: false, refusal });
  if (!isObject(raw) || !Array.isArray(raw.charges) || !Array.isArray(raw.schedule) || !raw.schedule.length)
    return refuse('unreadable');
  const principal = parse(raw.principal);
  const interest = parse(raw.interest);
  const netProceeds = parse(raw.netProceeds);
  const disbursedOn = typeof raw.disbursedOn === 'string' ? raw.disbursedOn : '';
  if (principal === undefined || interest === undefined || netProceeds === undefined || !principal)
    return refuse('unreadable');
  const charges: Charge[] = [];
  for (const c of raw.charges) {
    const value = isObject(c) ? parse(c.amount) : undefined;
    if (!isObject(c) || value === undefined || typeof c.name !== 'string' || typeof c.deducted !== 'boolean')
      return refuse('unreadable');
    charges.push({ name: c.name, amount: value, deducted: c.deducted });
  }
  const schedule: Instalment[] = [];
  for (const row of raw.schedule) {
    if (!isObject(row)) return refuse('unreadable');
    const [p, i, f, t] = [row.principal, row.interest, row.fees, row.total].map(parse);
    const days = daysBetween(disbursedOn, row.dueDate);
    if (
      p === undefined ||
      i === undefined ||
      f === undefined ||
      t === undefined ||
      days === undefined ||
      days <= 0
    )
      return refuse('unreadable');
    schedule.push({ dueDate: String(row.dueDate), principal: p, interest: i, fees: f, total: t });
  }
  // The amount the borrower confirms is the amount this statement is worked out from.
  if (parse(amount) !== principal) return refuse('amount-differs');
  const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
  const deducted = sum(charges.filter((c) => c.deducted).map((c) => c.amount));
  const withInstalments = sum(charges.filter((c) => !c.deducted).map((c) => c.amount));
  if (principal - deducted !== netProceeds) return refuse('net-proceeds');
  if (sum(schedule.map((r) => r.principal)) !== principal) return refuse('schedule-principal');
  if (
    schedule.some((r) => r.principal + r.interest + r.fees !== r.total) ||
    sum(schedule.map((r) => r.interest)) !== interest ||
    sum(schedule.map((r) => r.fees)) !== withInstalments
  )
    return refuse('schedule-sums');
  const eirMonthly = monthlyRateOfReturn([
    { amount: -netProceeds, date: disbursedOn },
    ...schedule.map((r) => ({ amount: r.total, date: r.dueDate })),
  ]);
  if (eirMonthly === undefined) return refuse('no-rate');
  const termDays = Math.max(...schedule.map((r) => daysBetween(disbursedOn, r.dueDate) ?? 0));
  const financeCharge = interest + sum(charges.map((c) => c.amount));
  const nominalMonthly = interest / principal / (termDays / MONTH_DAYS);
  const covered = market?.coveredLoan;
  if (
    covered &&
    principal <= (covered.maxPrincipal ?? Number.MAX_SAFE_INTEGER) &&
    termDays <= (covered.maxTermDays ?? Number.MAX_SAFE_INTEGER)
  ) {
    const above = (rate: number, periods: CapPeriod[] | undefined) => {
      const cap = capOn(periods, disbursedOn);
      return cap !== undefined && rate * 100 > cap + EPSILON;
    };
    if (above(eirMonthly, covered.caps?.eirMonthly)) return refuse('eir-cap');
    if (above(nominalMonthly, covered.caps?.nominalMonthly)) return refuse('nominal-cap');
    if (above(financeCharge / principal, covered.caps?.totalCost)) return refuse('total-cost-cap');
  }
  return {
    ok: true,
    figures: {
      principal,
      charges,
      interest,
      financeCharge,
      netProceeds,
      disbursedOn,
      schedule,
      totalPayable: sum(schedule.map((r) => r.total)),
      termDays,
      eirMonthly,
      eirYearly: yearlyFromMonthly(eirMonthly),
      nominalMonthly,
    },
  };
}
