import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayNumber, daysBetween, monthlyRateOfReturn, yearlyFromMonthly } from './rate-of-return';

describe('rate of return', () => {
  it('of one payment a month later is what it adds', () => {
    expect(
      monthlyRateOfReturn([
        { amount: -1000, date: '2026-01-01' },
        { amount: 1100, date: '2026-01-31' },
      ]),
    ).toBeCloseTo(0.1, 12);
  });

  it('of one payment two months later compounds per 30-day month', () => {
    // 1000 × 1.1² = 1210 after 60 days.
    expect(
      monthlyRateOfReturn([
        { amount: -1000, date: '2026-03-01' },
        { amount: 1210, date: '2026-04-30' },
      ]),
    ).toBeCloseTo(0.1, 12);
  });

  it('of an annuity is the rate its instalments were worked out at', () => {
    // Three monthly instalments of a ₱1,000 loan at 5 % a month: A = P·r / (1 − (1 + r)^−3).
    const r = 0.05;
    const a = (1000 * r) / (1 - Math.pow(1 + r, -3));
    const rate = monthlyRateOfReturn([
      { amount: -1000, date: '2026-01-01' },
      { amount: a, date: '2026-01-31' },
      { amount: a, date: '2026-03-02' },
      { amount: a, date: '2026-04-01' },
    ]);
    expect(rate).toBeCloseTo(0.05, 10);
    expect(yearlyFromMonthly(rate!)).toBeCloseTo(Math.pow(1.05, 12) - 1, 10);
  });

  it('is higher when a fee is taken from the loan than when it is paid with the instalment', () => {
    // ₱10,000 principal, ₱1,000 fee, no interest, repaid in one payment after 30 days.
    const deducted = monthlyRateOfReturn([
      { amount: -9000, date: '2026-05-01' },
      { amount: 10000, date: '2026-05-31' },
    ]);
    const withPayment = monthlyRateOfReturn([
      { amount: -10000, date: '2026-05-01' },
      { amount: 11000, date: '2026-05-31' },
    ]);
    expect(deducted).toBeCloseTo(10000 / 9000 - 1, 12);
    expect(withPayment).toBeCloseTo(0.1, 12);
  });

  it('is none for flows it cannot price', () => {
    expect(monthlyRateOfReturn([{ amount: -1, date: '2026-01-01' }])).toBeUndefined();
    expect(
      monthlyRateOfReturn([
        { amount: 100, date: '2026-01-01' },
        { amount: 100, date: '2026-02-01' },
      ]),
    ).toBeUndefined();
    expect(
      monthlyRateOfReturn([
        { amount: -100, date: '2026-02-30' },
        { amount: 110, date: '2026-03-30' },
      ]),
    ).toBeUndefined();
    expect(
      monthlyRateOfReturn([
        { amount: -100, date: '2026-03-01' },
        { amount: 110, date: '2026-02-01' },
      ]),
    ).toBeUndefined();
  });

  it('counts days between calendar dates, leap days included', () => {
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2025-06-02', '2025-07-02')).toBe(30);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2025-13-01')).toBeUndefined();
  });

  it('is exactly zero whenever the money comes back as it went out (property)', () => {
    const day0 = dayNumber('2026-01-01')!;
    const date = (n: number) => new Date((day0 + n) * 86_400_000).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gap: fc.integer({ min: 1, max: 62 }),
            amount: fc.integer({ min: 1, max: 10_000_000 }),
          }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        (instalments) => {
          let day = 0;
          const back = instalments.map(({ gap, amount }) => ({ amount, date: date((day += gap)) }));
          const out = back.reduce((s, f) => s + f.amount, 0);
          expect(monthlyRateOfReturn([{ amount: -out, date: date(0) }, ...back])).toBe(0);
        },
      ),
      { seed: 68, numRuns: 300 },
    );
  });
});
