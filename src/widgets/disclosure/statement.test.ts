import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import market from '../../../screen-configs/market/ph.json';
import { capOn, workOut } from './statement';

const parse = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : undefined);

/** The mock's offer: ₱5,000 over four 30-day months, ₱450 service fee deducted, ₱250 interest. */
const offer = () => ({
  principal: 500000,
  charges: [{ name: 'Service fee', amount: 45000, deducted: true }],
  interest: 25000,
  netProceeds: 455000,
  disbursedOn: '2025-06-02',
  schedule: ['2025-07-02', '2025-08-01', '2025-08-31', '2025-09-30'].map((dueDate) => ({
    dueDate,
    principal: 125000,
    interest: 6250,
    fees: 0,
    total: 131250,
  })),
});

describe('disclosure statement', () => {
  it('adds up the offer and prices it from its cash flows', () => {
    const s = workOut(offer(), 500000, market, parse);
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    expect(s.figures.financeCharge).toBe(70000);
    expect(s.figures.totalPayable).toBe(525000);
    expect(s.figures.termDays).toBe(120);
    expect(s.figures.nominalMonthly).toBeCloseTo(0.0125, 12);
    // Independently: the rate m at which 4 550 = Σ 1 312.50 / (1 + m)^k, k = 1…4.
    const npv = (m: number) => -4550 + [1, 2, 3, 4].reduce((a, k) => a + 1312.5 / Math.pow(1 + m, k), 0);
    expect(Math.abs(npv(s.figures.eirMonthly))).toBeLessThan(1e-6);
    expect(s.figures.eirYearly).toBeCloseTo(Math.pow(1 + s.figures.eirMonthly, 12) - 1, 12);
  });

  it('costs less when the fee is paid with the instalments than when it is taken from the loan', () => {
    const paidLater = offer();
    paidLater.charges[0]!.deducted = false;
    paidLater.netProceeds = 500000;
    for (const row of paidLater.schedule) {
      row.fees = 11250;
      row.total += 11250;
    }
    const deducted = workOut(offer(), 500000, market, parse);
    const later = workOut(paidLater, 500000, market, parse);
    expect(deducted.ok && later.ok).toBe(true);
    if (!deducted.ok || !later.ok) return;
    expect(later.figures.financeCharge).toBe(deducted.figures.financeCharge);
    expect(later.figures.eirMonthly).toBeLessThan(deducted.figures.eirMonthly);
  });

  it('refuses numbers that do not add up', () => {
    const short = { ...offer(), netProceeds: 435000 };
    expect(workOut(short, 500000, market, parse)).toEqual({ ok: false, refusal: 'net-proceeds' });
    const schedule = offer();
    schedule.schedule[3]!.principal = 120000;
    schedule.schedule[3]!.total = 126250;
    expect(workOut(schedule, 500000, market, parse)).toEqual({ ok: false, refusal: 'schedule-principal' });
    expect(workOut(offer(), 400000, market, parse)).toEqual({ ok: false, refusal: 'amount-differs' });
    expect(workOut({ ...offer(), interest: 25000.5 }, 500000, market, parse)).toEqual({
      ok: false,
      refusal: 'unreadable',
    });
    expect(workOut(undefined, 500000, market, parse)).toEqual({ ok: false, refusal: 'unreadable' });
  });

  it('refuses a covered loan above the EIR cap in force on the day it is disbursed', () => {
    // ₱10,000 for 30 days, ₱1,300 interest: 13 % a month, under 15 % before April 2026, over 12 % from then.
    const loan = (disbursedOn: string, dueDate: string) => ({
      principal: 1000000,
      charges: [],
      interest: 130000,
      netProceeds: 1000000,
      disbursedOn,
      schedule: [{ dueDate, principal: 1000000, interest: 130000, fees: 0, total: 1130000 }],
    });
    // The nominal cap (6 %) is passed too, so the market's EIR cap is asked first.
    expect(workOut(loan('2026-03-01', '2026-03-31'), 1000000, market, parse)).toEqual({
      ok: false,
      refusal: 'nominal-cap',
    });
    const noNominal = {
      coveredLoan: { ...market.coveredLoan, caps: { ...market.coveredLoan.caps, nominalMonthly: [] } },
    };
    expect(workOut(loan('2026-03-01', '2026-03-31'), 1000000, noNominal, parse).ok).toBe(true);
    expect(workOut(loan('2026-04-01', '2026-05-01'), 1000000, noNominal, parse)).toEqual({
      ok: false,
      refusal: 'eir-cap',
    });
    // Not a covered loan (over ₱10,000): the caps do not apply.
    const big = { ...loan('2026-04-01', '2026-05-01'), principal: 1000100, netProceeds: 1000100 };
    big.schedule[0] = { ...big.schedule[0]!, principal: 1000100, total: 1130100 };
    expect(workOut(big, 1000100, noNominal, parse).ok).toBe(true);
  });

  it('reads the cap in force on a day', () => {
    const eir = market.coveredLoan.caps.eirMonthly;
    expect(capOn(eir, '2026-03-31')).toBe(15);
    expect(capOn(eir, '2026-04-01')).toBe(12);
  });

  it('prices a schedule that costs nothing at 0 % (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 250_000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 30 }),
        (parts, gap) => {
          const principal = parts.reduce((a, b) => a + b, 0);
          const schedule = parts.map((p, i) => ({
            dueDate: new Date(Date.UTC(2026, 4, 1 + gap * (i + 1))).toISOString().slice(0, 10),
            principal: p,
            interest: 0,
            fees: 0,
            total: p,
          }));
          const s = workOut(
            {
              principal,
              charges: [],
              interest: 0,
              netProceeds: principal,
              disbursedOn: '2026-05-01',
              schedule,
            },
            principal,
            market,
            parse,
          );
          expect(s.ok && s.figures.eirMonthly).toBe(0);
          expect(s.ok && s.figures.eirYearly).toBe(0);
        },
      ),
      { seed: 68, numRuns: 200 },
    );
  });
});
