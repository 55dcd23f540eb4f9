/**
 * `npm run first-load`: a deep link's first load under real throttling, for what Lighthouse's
 * simulation does not see (when a data call really leaves, work that waits on the browser).
 *
 * Serves one or more production builds as the deployment does (HTTP/2 over TLS, gzip, the mock API)
 * and loads the page in Debian's Chromium with the CPU four times slower and the network throttled
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up: Lighthouse's mobile preset, applied for real), one
 * fresh browser context per load, the builds taking turns. Prints, per build, the medians of: the
 * first paint, when the first data call left, when the screen was drawn (its body, not the skeleton),
 * and the largest paint, with every load's figure.
 *
 * Playwright switches on DevTools' Runtime domain, under which V8 records where each `Error` is
 * created; the page removes `Error.stackTraceLimit` before anything runs so that React DOM's start-up
 * is not slowed by it (docs/performance.md).
 *
 * Usage: tsx scripts/first-load/first-load.ts [--dist dist[,other-build]] [--path /confirmUse?…] [--runs 8]
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { API_PATH } from '../../mocks/handlers';
import { startServer } from '../serve/serve';
import { selfSignedCertificate } from '../serve/self-signed';

const SESSION = 'productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1';
/** Lighthouse's mobile preset, applied for real rather than simulated. */
const THROTTLING = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750 };

interface LoadFigures {
  firstPaintMs: number;
  firstCallMs: number | null;
  drawnMs: number | null;
  largestPaintMs: number;
}

/** One load of `url` in a fresh context, throttled; the figures are milliseconds after navigation. */
async function loadOnce(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
      uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
    });
    await page.addInitScript(() => {
      delete (Error as { stackTraceLimit?: number }).stackTraceLimit;
      const marks = window as unknown as { largestPaint: number; drawn: number | null };
      marks.largestPaint = 0;
      marks.drawn = null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.largestPaint = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // The screen is drawn when its body replaces the skeleton (main loses aria-busy), at the next frame.
      new MutationObserver(() => {
        if (marks.drawn === null && document.querySelector('main[aria-busy="false"]')) {
          marks.drawn = -1;
          requestAnimationFrame(() => (marks.drawn = performance.now()));
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => {
      const marks = window as unknown as { largestPaint: number; drawn: number | null };
      return {
        firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        largestPaintMs: marks.largestPaint,
        drawnMs: marks.drawn !== null && marks.drawn > 0 ? marks.drawn : null,
        resources: performance
          .getEntriesByType('resource')
          .map((entry) => [entry.name, entry.startTime] as const),
      };
    });
    const calls = seen.resources
      .filter(([name]) => API_PATH.test(new URL(name).pathname))
      .map(([, start]) => start);
    return {
      firstPaintMs: Math.round(seen.firstPaintMs),
      firstCallMs: calls.length ? Math.round(Math.min(...calls)) : null,
      drawnMs: seen.drawnMs === null ? null : Math.round(seen.drawnMs),
      largestPaintMs: Math.round(seen.largestPaintMs),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/** What is printed of each load, in order. */
const FIGURES: readonly (readonly [string, keyof LoadFigures])[] = [
  ['first paint', 'firstPaintMs'],
  ['first data call left', 'firstCallMs'],
  ['screen drawn', 'drawnMs'],
  ['largest paint', 'largestPaintMs'],
];

function describe(label: string, values: (number | null)[]): string {
  const known = values.filter((value): value is number => value !== null);
  const shown = values.map((value) => (value === null ? '–' : String(value))).join(' ');
  return `${label} ${median(known) ?? '–'} ms (${shown})`;
}

async function main() {
  const root = resolve(import.meta.dirname, '../..');
  const { values: options } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      path: { type: 'string', default: `/confirmUse?${SESSION}` },
      runs: { type: 'string', default: '8' },
    },
  });
  const dists = options.dist.split(',').map((dist) => resolve(root, dist));
  const path = options.path;
  const runs = Number(options.runs);
  for (const dist of dists)
    if (!existsSync(join(dist, 'index.html')))
      throw new Error(`no build in ${dist}: run npm run build first`);
  const certificate = selfSignedCertificate();
  const servers = await Promise.all(dists.map((dist) => startServer({ port: 0, dist, tls: certificate })));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // The certificate is made for this run only; no other site is visited.
    args: ['--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  const figures = dists.map(() => [] as LoadFigures[]);
  try {
    for (let run = 0; run < runs; run++)
      for (const [index, server] of servers.entries())
        figures[index]!.push(await loadOnce(browser, `${server.url}${path}`));
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
  console.log(
    `${path}, ${runs} loads per build, CPU ×${THROTTLING.cpuSlowdown}, ${THROTTLING.latencyMs} ms RTT:`,
  );
  for (const [index, dist] of dists.entries()) {
    const loads = figures[index]!;
    console.log(`\n${dist}`);
    for (const [label, figure] of FIGURES) {
      const line = describe(
        label,
        loads.map((load) => load[figure]),
      );
      console.log(`  ${line}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(`first-load failed: ${(error as Error).message}`);
  process.exit(1);
});
