/**
 * `npm run lighthouse`: Lighthouse's mobile audit (simulated slow 4G and a mid-range phone) of the
 * production build, served locally with the mock API as the deployment serves it: HTTP/2 over TLS
 * with gzip (scripts/serve/serve.ts with a throwaway certificate; docs/deployment.md), in Debian's
 * Chromium. Five runs per page (TBT moves several-fold between runs on a small machine), the median by
 * score is kept. `--http1` serves plain HTTP/1.1 instead
 * (Lighthouse's simulation then opens a connection per parallel download, each with its own handshake
 * and slow start).
 *
 * Targets: performance score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.02. Prints a table, writes
 * reports/lighthouse-results.json (git-ignored), exits 1 when a target is missed.
 *
 * Usage: tsx scripts/lighthouse/lighthouse.ts [--dist dist] [--runs 5] [--http1]   (run `npm run build` first)
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../serve/serve';
import { selfSignedCertificate } from '../serve/self-signed';

export const TARGETS = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02 } as const;

const SESSION = 'productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1';
const PAGES = [
  { name: '/bindBank', path: `/bindBank?product_id=1&${SESSION}` },
  { name: '/confirmUse', path: `/confirmUse?${SESSION}` },
  { name: '/loanDetail', path: `/loanDetail?${SESSION}` },
  { name: '/repayPeriod', path: `/repayPeriod?${SESSION}` },
];

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

async function main() {
  const root = resolve(import.meta.dirname, '../..');
  const { values: options } = parseArgs({
    options: {
      dist: { type: 'string' },
      runs: { type: 'string', default: '5' },
      http1: { type: 'boolean', default: false },
    },
  });
  const dist = resolve(root, options.dist ?? process.env.DIST_DIR ?? 'dist');
  const runs = Number(options.runs);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no build in ${dist}: run npm run build first`);
  const http1 = options.http1;
  const protocol = http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS';
  const server = await startServer({ port: 0, dist, tls: http1 ? undefined : selfSignedCertificate() });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      // The certificate is made for this run only; no other site is visited.
      ...(http1 ? [] : ['--ignore-certificate-errors']),
    ],
  });
  console.log(`serving ${dist} over ${protocol} at ${server.url}`);
  const rows: { page: string; url: string; figures: Figures; runs: Figures[] }[] = [];
  try {
    for (const page of PAGES) {
      const all: Figures[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${server.url}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`lighthouse gave no result for ${page.name}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        all.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
          fcpMs: Math.round(audit('first-contentful-paint')),
        });
      }
      const sorted = [...all].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
      const figures = sorted[Math.floor(sorted.length / 2)]!;
      rows.push({ page: page.name, url: page.path, figures, runs: all });
      console.log(
        `${page.name}: score ${figures.score}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}`,
      );
    }
  } finally {
    await chrome.kill();
    await server.close();
  }

  const failures: string[] = [];
  for (const { page, figures: f } of rows) {
    if (f.score < TARGETS.score) failures.push(`${page}: score ${f.score} < ${TARGETS.score}`);
    if (f.lcpMs > TARGETS.lcpMs) failures.push(`${page}: LCP ${f.lcpMs} ms > ${TARGETS.lcpMs} ms`);
    if (f.tbtMs > TARGETS.tbtMs) failures.push(`${page}: TBT ${f.tbtMs} ms > ${TARGETS.tbtMs} ms`);
    if (f.cls > TARGETS.cls) failures.push(`${page}: CLS ${f.cls} > ${TARGETS.cls}`);
  }
  await mkdir(join(root, 'reports'), { recursive: true });
  await writeFile(
    join(root, 'reports', 'lighthouse-results.json'),
    JSON.stringify(
      {
        date: new Date().toISOString().slice(0, 10),
        preset: 'mobile (Lighthouse default: simulated slow 4G, 4× CPU slowdown)',
        protocol,
        targets: TARGETS,
        pages: rows,
      },
      null,
      2,
    ) + '\n',
  );
  console.log('');
  console.log('| Page | Score | LCP | TBT | CLS | FCP |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const { page, figures: f } of rows)
    console.log(
      `| ${page} | ${f.score} | ${(f.lcpMs / 1000).toFixed(2)} s | ${f.tbtMs} ms | ${f.cls} | ${(f.fcpMs / 1000).toFixed(2)} s |`,
    );
  console.log('');
  console.log(failures.length ? `MISSED TARGETS:\n  ${failures.join('\n  ')}` : 'All targets met.');
  process.exit(failures.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`lighthouse failed: ${(error as Error).message}`);
  process.exit(1);
});
