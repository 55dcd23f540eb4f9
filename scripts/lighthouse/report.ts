/** The tables `npm run lighthouse` prints, each with the calibration it was measured at, and its verdict. */
import type { FlowFigures } from './flows';

export interface LoadFigures {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  score: number;
  /** The host's benchmark index Lighthouse measured during this load. */
  hostIndex: number;
  /**
   * The CPU slowdown of this load, found from the host's index measured just before it: applied for
   * real (bisected as DevTools calibrates) or simulated (host ÷ 264).
   */
  multiplier: number;
}

/** LCP budgets of a data route served by `npm run serve`, on a first visit and on a warm one (ms). */
export const SERVED_LCP_MS = 1200;
export const WARM_LCP_MS = 1000;

export interface Report {
  date: string;
  protocol: string;
  /** How the loads were throttled: for real ('applied') or by Lighthouse's model ('simulated'). */
  throttling: 'applied' | 'simulated';
  target: { name: string; benchmarkIndex: number };
  budgets: { lcpMs: number; tbtMs: number; cls: number; inpMs: number };
  /**
   * The reference screen first, then every route (and, served by `npm run serve`, each data route
   * cold and warm, `served`); a page's own LCP budget when it has one.
   */
  pages: {
    name: string;
    /** The route a page shows (none for the reference). */
    route?: string;
    runs: LoadFigures[];
    lcpBudgetMs?: number;
    /** Drawn by the production server: a first visit, or a warm one (the HTTP cache kept). */
    served?: 'cold' | 'warm';
  }[];
  /** The money paths, each run with the calibration it was measured at. */
  flows: { name: string; servedBy: string; runs: FlowRun[] }[];
}

export type FlowRun = FlowFigures & { hostIndex: number; multiplier: number };

/**
 * The middle value (of an even count, the lower of the two middle ones: a figure that was measured),
 * of the values that were measured: NaN (Lighthouse could not compute a metric) when none was.
 */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Number.NaN;
}

const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (value: number, reference: number) => (reference > 0 ? (value / reference).toFixed(2) : '-');

/** The tables, and one line per missed budget (the reference screen is not judged). */
export function printReport(
  report: Report,
  budgets: Report['budgets'],
): { text: string; failures: string[] } {
  const out: string[] = [];
  const failures: string[] = [];
  const all = report.pages.flatMap((p) => p.runs);
  const reference = report.pages[0];
  const refLcp = median(reference!.runs.map((r) => r.lcpMs));
  const refTbt = median(reference!.runs.map((r) => r.tbtMs));
  out.push(
    `Page loads (${report.protocol}, ${report.throttling === 'applied' ? 'slow 4G and CPU throttled for real' : 'simulated slow 4G'}), at ${report.target.name}, index ${report.target.benchmarkIndex}:`,
    `host benchmark index ${median(all.map((r) => r.hostIndex))} (loads ${range(all.map((r) => r.hostIndex))}), ` +
      `${report.throttling} CPU slowdown ×${median(all.map((r) => r.multiplier))} (${range(all.map((r) => r.multiplier))}), ` +
      `medians of ${reference!.runs.length} runs`,
    '',
    '| Page | LCP | TBT | CLS | FCP | Score | LCP ÷ reference | TBT ÷ reference | Runs: LCP / TBT |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const page of report.pages) {
    const m = (pick: (r: LoadFigures) => number) => median(page.runs.map(pick));
    const lcp = m((r) => r.lcpMs);
    const tbt = m((r) => r.tbtMs);
    const cls = m((r) => r.cls);
    out.push(
      `| ${page.name} | ${seconds(lcp)} | ${tbt} ms | ${cls} | ${seconds(m((r) => r.fcpMs))} | ${m((r) => r.score)} | ` +
        `${ratio(lcp, refLcp)} | ${ratio(tbt, refTbt)} | ${page.runs.map((r) => `${(r.lcpMs / 1000).toFixed(2)}/${r.tbtMs}`).join(', ')} |`,
    );
    if (page === reference) continue;
    const lcpBudget = page.lcpBudgetMs ?? budgets.lcpMs;
    if (lcp > lcpBudget) failures.push(`${page.name}: LCP ${lcp} ms > ${lcpBudget} ms`);
    // Lighthouse gives no TBT when the page's main thread never went quiet for 5 s (no TTI).
    if (!(tbt <= budgets.tbtMs))
      failures.push(
        `${page.name}: TBT ${Number.isNaN(tbt) ? 'not measured (no quiet 5 s)' : `${tbt} ms`} > ${budgets.tbtMs} ms`,
      );
    if (cls > budgets.cls) failures.push(`${page.name}: CLS ${cls} > ${budgets.cls}`);
  }
  const served = report.pages.filter((p) => p.served === 'cold');
  if (served.length) {
    const pick = (route: string | undefined, kind?: 'cold' | 'warm') =>
      report.pages.find((p) => p.route === route && p.served === kind);
    const cell = (page: Report['pages'][number] | undefined) =>
      page
        ? `${seconds(median(page.runs.map((r) => r.lcpMs)))} / ${median(page.runs.map((r) => r.tbtMs))} ms`
        : '-';
    out.push(
      '',
      'Data routes both ways (LCP / TBT, medians): static files, then drawn by npm run serve, cold and warm',
      '',
      '| Route | Static | Served | Served, warm |',
      '|---|---:|---:|---:|',
      ...served.map(
        (p) => `| ${p.route} | ${cell(pick(p.route))} | ${cell(p)} | ${cell(pick(p.route, 'warm'))} |`,
      ),
    );
  }
  if (report.flows.length) {
    const flowRuns = report.flows.flatMap((f) => f.runs);
    out.push(
      '',
      `User flows (timespans, DevTools throttling) on ${report.flows[0]!.servedBy}, at ${report.target.name}: ` +
        `host benchmark index ${range(flowRuns.map((r) => r.hostIndex))}, applied CPU slowdown ` +
        `×${range(flowRuns.map((r) => r.multiplier))} (bisected to index ${report.target.benchmarkIndex})`,
      '',
      '| Flow | INP | TBT | CLS | Runs: INP / TBT |',
      '|---|---:|---:|---:|---|',
    );
    for (const flow of report.flows) {
      const inp = median(flow.runs.map((r) => r.inpMs));
      out.push(
        `| ${flow.name} | ${inp} ms | ${median(flow.runs.map((r) => r.tbtMs))} ms | ${median(flow.runs.map((r) => r.cls))} | ` +
          `${flow.runs.map((r) => `${r.inpMs}/${r.tbtMs}`).join(', ')} |`,
      );
      if (!(inp <= budgets.inpMs)) failures.push(`${flow.name}: INP ${inp} ms > ${budgets.inpMs} ms`);
    }
  }
  out.push(
    '',
    `Budgets: LCP ≤ ${budgets.lcpMs} ms (a data route served by npm run serve: ${SERVED_LCP_MS} ms, warm ${WARM_LCP_MS} ms), ` +
      `TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls} per route; INP ≤ ${budgets.inpMs} ms per flow.`,
    failures.length ? `MISSED:\n  ${failures.join('\n  ')}` : 'Every budget holds.',
  );
  return { text: out.join('\n'), failures };
}
