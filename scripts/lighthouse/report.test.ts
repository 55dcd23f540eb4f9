import { describe, expect, it } from 'vitest';
import { median, printReport, SERVED_LCP_MS, WARM_LCP_MS, type LoadFigures, type Report } from './report';

const BUDGETS = { lcpMs: 1500, tbtMs: 100, cls: 0.02, inpMs: 200 };

const load = (lcpMs: number, tbtMs = 0, cls = 0): LoadFigures => ({
  lcpMs,
  tbtMs,
  cls,
  fcpMs: 500,
  score: 90,
  hostIndex: 1000,
  multiplier: 3.8,
});

const report = (pages: Report['pages'], flows: Report['flows'] = []): Report => ({
  date: '2026-12-02',
  protocol: 'HTTP/2 over TLS',
  throttling: 'applied',
  target: { name: 'low-tier phone', benchmarkIndex: 264 },
  budgets: BUDGETS,
  pages: [{ name: 'reference', runs: [load(9000, 900, 0.5)] }, ...pages],
  flows,
});

describe('median', () => {
  it('is the middle of an odd count, whatever the order', () => {
    expect(median([1300, 900, 1100])).toBe(1100);
  });

  it('is the lower middle of an even count: a figure that was measured', () => {
    expect(median([1300, 900, 1100, 1000])).toBe(1000);
  });

  it('leaves out a figure Lighthouse could not compute', () => {
    expect(median([Number.NaN, 300, 100])).toBe(100);
    expect(median([Number.NaN])).toBeNaN();
  });
});

describe('printReport', () => {
  it('judges the median, not the worst run, and never the reference', () => {
    const { failures } = printReport(
      report([{ name: '/aboutUs', route: '/aboutUs', runs: [load(1400), load(2900), load(1450)] }]),
      BUDGETS,
    );
    expect(failures).toEqual([]);
  });

  it('holds a served page to its own LCP budget, cold and warm', () => {
    const { failures } = printReport(
      report([
        { name: '/loanDetail', route: '/loanDetail', runs: [load(1400)] },
        {
          name: '/loanDetail (served)',
          route: '/loanDetail',
          served: 'cold',
          lcpBudgetMs: SERVED_LCP_MS,
          runs: [load(1250)],
        },
        {
          name: '/loanDetail (served, warm)',
          route: '/loanDetail',
          served: 'warm',
          lcpBudgetMs: WARM_LCP_MS,
          runs: [load(1000)],
        },
      ]),
      BUDGETS,
    );
    // 1.40 s meets a static page's 1.5 s; 1.25 s misses the served 1.2 s; 1.00 s meets the warm 1.0 s.
    expect(failures).toEqual([`/loanDetail (served): LCP 1250 ms > ${SERVED_LCP_MS} ms`]);
  });

  it('names every budget a page misses, and a flow whose INP is over', () => {
    const { failures, text } = printReport(
      report(
        [{ name: '/confirmUse', route: '/confirmUse', runs: [load(1600, 101, 0.021)] }],
        [
          {
            name: 'pay',
            servedBy: 'npm run serve (HTTP/1.1)',
            runs: [
              { inpMs: 250, tbtMs: 0, cls: 0, hostIndex: 900, multiplier: 3.4 },
              { inpMs: 180, tbtMs: 0, cls: 0, hostIndex: 1100, multiplier: 4.1 },
              { inpMs: 210, tbtMs: 0, cls: 0, hostIndex: 1000, multiplier: 3.8 },
            ],
          },
        ],
      ),
      BUDGETS,
    );
    expect(failures).toEqual([
      '/confirmUse: LCP 1600 ms > 1500 ms',
      '/confirmUse: TBT 101 ms > 100 ms',
      '/confirmUse: CLS 0.021 > 0.02',
      'pay: INP 210 ms > 200 ms',
    ]);
    // The flows' calibration is printed as the range of their runs.
    expect(text).toContain('host benchmark index 900–1100, applied CPU slowdown ×3.4–4.1');
    expect(text).toContain('MISSED:');
  });

  it('counts a TBT Lighthouse could not compute as missed, saying why', () => {
    const { failures } = printReport(
      report([{ name: '/payWay', route: '/payWay', runs: [load(1000, Number.NaN)] }]),
      BUDGETS,
    );
    expect(failures).toEqual(['/payWay: TBT not measured (no quiet 5 s) > 100 ms']);
  });

  it('sets each data route beside itself served, cold and warm', () => {
    const { text } = printReport(
      report([
        { name: '/repayPeriod', route: '/repayPeriod', runs: [load(2900, 120)] },
        { name: '/repayPeriod (served)', route: '/repayPeriod', served: 'cold', runs: [load(1100, 80)] },
        { name: '/repayPeriod (served, warm)', route: '/repayPeriod', served: 'warm', runs: [load(700, 40)] },
      ]),
      BUDGETS,
    );
    expect(text).toContain('| /repayPeriod | 2.90 s / 120 ms | 1.10 s / 80 ms | 0.70 s / 40 ms |');
  });
});
