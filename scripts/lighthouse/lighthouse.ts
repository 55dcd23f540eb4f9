/**
 * `npm run lighthouse`: Lighthouse's mobile audit of the production build at **low-tier phone**
 * calibration, the same on any machine. Before every load the host's benchmark index is measured
 * (Lighthouse's own benchmark) and the CPU slowdown set so that the run emulates DevTools' low-tier
 * phone (index 264; calibrate.ts); a host slower than that phone gets no verdict (exit 2). The build is
 * served as the deployment serves it: HTTP/2 over TLS with gzip (scripts/serve/serve.ts with a
 * throwaway certificate; docs/deployment.md), in Debian's Chromium, over Lighthouse's slow 4G.
 *
 * Loads are throttled for real by default (`--throttling applied`: DevTools' network conditions and
 * the bisected CPU rate, as the flows are), so what is measured is what happened. Lighthouse's
 * simulation (`--throttling simulated`) computes the slow load from an unthrottled one, and on this
 * build its LCP depends on the host: whether the page's first paint came before or after the scripts
 * finished downloading on the unthrottled load decides whether their download counts (docs/performance.md).
 *
 * Measured in one run, interleaved round by round so a machine's changing load falls on all alike:
 * - every route the size model knows (scripts/size/route-model.ts), and the bench's hand-written bank screen
 *   (scripts/bench/page/reference.html) as a reference each route's figures are compared with;
 * - each route whose screen loads data, also served by the production server (`npm run serve`,
 *   dist-server/server.js on the embedded mock backend: the page arrives drawn with its data), on a
 *   first visit and on a warm one (the same address loaded just before in the same browser, its HTTP
 *   cache kept: the hashed files come from it, the page itself is `no-store`), unless `--no-server`;
 * - the money paths as user flows (flows.ts): INP and TBT of each interaction, CPU throttled at the
 *   applied calibration, on the production server when it runs (else on the static files), after the
 *   first round of loads.
 *
 * `--routes` names the routes measured `--runs` times; with `--once` every other route is measured
 * once, after them (a full run of every route three times takes hours on a shared two-core machine).
 *
 * Budgets: per route TBT ≤ 100 ms, LCP ≤ 1.5 s (served: 1.2 s, warm 1.0 s), CLS ≤ 0.02 (medians of
 * the runs); per flow INP ≤ 200 ms. The production server speaks HTTP/1.1 without TLS (a lender's
 * edge terminates TLS in front of it): its rows say so.
 * Prints tables with the host index and the multipliers beside them, writes
 * reports/lighthouse-results.json (git-ignored), exits 1 when a budget is missed.
 *
 * Usage: tsx scripts/lighthouse/lighthouse.ts [--dist dist] [--runs 3] [--routes /bindBank,/payWay]
 *        [--once] [--flow-runs 3] [--no-flows] [--no-server] [--http1] [--throttling applied|simulated] [--save]
 *        (run `npm run build` first; `--save` keeps every load's report in reports/lighthouse/)
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { build } from 'vite';
import { startServer } from '../serve/serve';
import { selfSignedCertificate } from '../serve/self-signed';
import { sizeModelRoutes } from '../size/route-model';
import { ROUTE_QUERY, routeAddress } from '../size/route-address';
import type { RoutesDescriptor } from '../../src/schema/screen';
import { LISTEN_PORTS } from '../../src/app/listen-ports';
import { appliedRate, LOW_TIER_INDEX, measureHost, simulatedMultiplier, tooWeak } from './calibrate';
import { emulateLighthousePhone, moneyFlows, runFlow } from './flows';
import { printReport, SERVED_LCP_MS, WARM_LCP_MS, type LoadFigures, type Report } from './report';

/** The budgets ("The borrower's numbers in the first paint"); served pages: report.ts. */
export const BUDGETS = { lcpMs: 1500, tbtMs: 100, cls: 0.02, inpMs: 200 } as const;

/** A load whose host index moved more than this during the run is measured again (up to twice). */
const DRIFT = 0.25;

const root = resolve(import.meta.dirname, '../..');

class NoVerdict extends Error {}

/** How often, and how long apart, a host too weak for the phone is measured again before giving up. */
const PATIENCE = { tries: 6, waitMs: 15_000 };

/**
 * The host's benchmark index, once it can emulate the phone. On a shared machine a busy minute can
 * make it slower than the phone: it is measured again a few times before the run gives no verdict.
 */
async function capableHost(browser: Browser): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const index = await measureHost(browser);
    const weak = tooWeak(index);
    if (!weak) return index;
    if (attempt === PATIENCE.tries)
      throw new NoVerdict(`${weak} (measured ${attempt} times, ${PATIENCE.waitMs / 1000} s apart)`);
    console.log(
      `host index ${Math.round(index)} is below ${LOW_TIER_INDEX}: measuring again in ${PATIENCE.waitMs / 1000} s`,
    );
    await new Promise((resolve) => setTimeout(resolve, PATIENCE.waitMs));
  }
}

/** Where `--save` keeps every load's full Lighthouse report (git-ignored), for a look at its long tasks. */
const SAVED = join(root, 'reports', 'lighthouse');

/**
 * How a load is throttled: `applied`, the browser slowed for real (DevTools' network conditions and
 * the CPU rate found by calibration, as the flows are), or `simulated`, Lighthouse's model of the
 * slow network and CPU computed from an unthrottled load.
 */
export type Throttling = 'applied' | 'simulated';

/**
 * The production server (`npm run serve`'s dist-server/server.js) on a free port, with the embedded
 * mock backend; `close()` stops it.
 */
async function productionServer(dist: string): Promise<{ url: string; close(): Promise<void> }> {
  const bundle = join(root, 'dist-server', 'server.js');
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build first`);
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: { ...process.env, DIST_DIR: dist, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (output.length < 8192) output += chunk.toString();
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Asks the production server for each address a few times before anything is measured, as a server
 * that has been serving borrowers has: its render path compiled and optimised. A first request to a
 * fresh process takes several times longer, which is a cost of starting it, not of drawing a page.
 */
async function warmUp(addresses: string[], times = 10): Promise<void> {
  for (let i = 0; i < times; i++)
    for (const address of addresses) {
      const response = await fetch(address);
      if (!response.ok) throw new Error(`the production server answered ${response.status} for ${address}`);
      await response.arrayBuffer();
    }
}

/** Whether a route's screen loads data as it opens (its descriptor has sources). */
function loadsData(screen: string): boolean {
  const file = join(root, 'screen-configs', `${screen}.json`);
  if (!existsSync(file)) return false;
  return Boolean((JSON.parse(readFileSync(file, 'utf8')) as { sources?: unknown[] }).sources?.length);
}

/**
 * Opens `url` once in a tab of the browser's own context, as the phone Lighthouse emulates (its
 * screen and user agent, so the page asks for what it asks for on the phone), and waits until the
 * network is quiet: the HTTP cache a warm visit meets.
 */
async function visitBefore(browser: Browser, url: string): Promise<void> {
  const tab = await browser.newPage();
  try {
    await emulateLighthousePhone(tab);
    await tab.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  } finally {
    await tab.close();
  }
}

async function loadOnce(
  url: string,
  browser: Browser,
  port: number,
  throttling: Throttling,
  saveAs?: string,
  warm = false,
): Promise<LoadFigures> {
  for (let attempt = 0; ; attempt++) {
    if (warm) await visitBefore(browser, url);
    const before = await capableHost(browser);
    const multiplier =
      throttling === 'applied' ? await appliedRate(browser, before) : simulatedMultiplier(before);
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      {
        extends: 'lighthouse:default',
        settings: {
          // A warm visit keeps the browser's HTTP cache (and storage) from the visit before it.
          disableStorageReset: warm,
          throttlingMethod: throttling === 'applied' ? 'devtools' : 'simulate',
          throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
        },
      },
    );
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const during = lhr.environment.benchmarkIndex;
    if (Math.abs(during - before) / before > DRIFT && attempt < 2) continue;
    if (saveAs) {
      await mkdir(SAVED, { recursive: true });
      await writeFile(join(SAVED, `${saveAs}.json`), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      fcpMs: Math.round(audit('first-contentful-paint')),
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      hostIndex: Math.round(during),
      multiplier,
    };
  }
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      dist: { type: 'string' },
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      once: { type: 'boolean', default: false },
      'flow-runs': { type: 'string', default: '3' },
      'no-flows': { type: 'boolean', default: false },
      'no-server': { type: 'boolean', default: false },
      http1: { type: 'boolean', default: false },
      save: { type: 'boolean', default: false },
      throttling: { type: 'string', default: 'applied' },
    },
  });
  const throttling = options.throttling as Throttling;
  if (throttling !== 'applied' && throttling !== 'simulated')
    throw new Error(`--throttling is applied or simulated, not ${String(options.throttling)}`);
  const runs = Number(options.runs);
  const flowRuns = Number(options['flow-runs']);
  for (const [name, value] of [
    ['--runs', runs],
    ['--flow-runs', flowRuns],
  ] as const)
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} is a whole number from 1, not ${value}`);
  const wanted = options.routes?.split(',');
  if (options.once && !wanted)
    throw new Error('--once measures the routes --routes does not name: name some');
  const dist = resolve(root, options.dist ?? process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no build in ${dist}: run npm run build first`);
  const known = sizeModelRoutes(
    JSON.parse(readFileSync(join(root, 'screen-configs', 'routes.json'), 'utf8')) as RoutesDescriptor,
  );
  for (const route of wanted ?? [])
    if (!known.some((r) => r.route === route))
      throw new Error(`--routes: ${route} is not a route of screen-configs/routes.json`);
  // The named routes `--runs` times; with `--once`, every other route once, after them.
  const routes = known
    .filter((r) => !wanted || options.once || wanted.includes(r.route))
    .map((r) => ({ ...r, repeated: !wanted || wanted.includes(r.route) }));
  const protocol = options.http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS';
  const tls = options.http1 ? undefined : selfSignedCertificate();
  const benchDist = join(root, 'dist-bench');
  await build({ configFile: join(root, 'scripts/bench/vite.bench.config.ts'), logLevel: 'warn' });

  const server = await startServer({ port: LISTEN_PORTS.anyFree, dist, tls });
  const reference = await startServer({ port: LISTEN_PORTS.anyFree, dist: benchDist, tls });
  const production = options['no-server'] ? null : await productionServer(dist);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      // The certificate is made for this run only; no other site is visited.
      ...(tls ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  console.log(
    `serving ${dist} over ${protocol} at ${server.url}` +
      (production ? ` and by npm run serve at ${production.url}` : '') +
      `; target: low-tier phone (index ${LOW_TIER_INDEX})`,
  );
  type Page = Report['pages'][number] & { url: string; warm?: boolean; repeated: boolean };
  const pages: Page[] = [
    {
      name: 'reference (hand-written bank screen)',
      url: `${reference.url}/reference.html`,
      repeated: true,
      runs: [],
    },
  ];
  for (const r of routes) {
    pages.push({
      name: r.route,
      route: r.route,
      url: `${server.url}${routeAddress(r)}`,
      repeated: r.repeated,
      runs: [],
    });
    // The server never sees a hash: a hash route is drawn in the browser on either side.
    if (production && !r.hash && loadsData(r.screen))
      pages.push(
        {
          name: `${r.route} (served, HTTP/1.1)`,
          route: r.route,
          url: `${production.url}${routeAddress(r)}`,
          served: 'cold',
          lcpBudgetMs: SERVED_LCP_MS,
          repeated: r.repeated,
          runs: [],
        },
        {
          name: `${r.route} (served, HTTP/1.1, warm)`,
          route: r.route,
          url: `${production.url}${routeAddress(r)}`,
          served: 'warm',
          warm: true,
          lcpBudgetMs: WARM_LCP_MS,
          repeated: r.repeated,
          runs: [],
        },
      );
  }
  if (production) await warmUp(pages.filter((p) => p.served === 'cold').map((p) => p.url));
  const flows: Report['flows'] = [];
  const report = (): Report => ({
    date: new Date().toISOString().slice(0, 10),
    protocol,
    throttling,
    target: { name: 'low-tier phone (DevTools calibration)', benchmarkIndex: LOW_TIER_INDEX },
    budgets: BUDGETS,
    pages: pages
      .filter((p) => p.runs.length)
      .map(({ name, route, runs, lcpBudgetMs, served }) => ({ name, route, runs, lcpBudgetMs, served })),
    flows: flows.filter((f) => f.runs.length),
  });
  // Written after every load, so that a run stopped part-way keeps what it measured.
  const save = async () => {
    await mkdir(join(root, 'reports'), { recursive: true });
    await writeFile(
      join(root, 'reports', 'lighthouse-results.json'),
      JSON.stringify(report(), null, 2) + '\n',
    );
  };
  const measure = async (page: Page, label: string) => {
    const saveAs = options.save ? `${page.name}-${label}`.replace(/\W+/g, '-') : undefined;
    const figures = await loadOnce(page.url, browser, chrome.port, throttling, saveAs, page.warm);
    page.runs.push(figures);
    await save();
    console.log(
      `${label} ${page.name}: LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, ` +
        `CLS ${figures.cls} (host ${figures.hostIndex}, ×${figures.multiplier})`,
    );
  };
  const runFlows = async () => {
    // On the production server when it runs (what a borrower's web view opens), else the static files.
    const servedBy = production ? 'npm run serve (HTTP/1.1)' : `static files (${protocol})`;
    for (const flow of moneyFlows(ROUTE_QUERY)) flows.push({ name: flow.name, servedBy, runs: [] });
    for (let round = 0; round < flowRuns; round++) {
      const hostIndex = await capableHost(browser);
      const multiplier = await appliedRate(browser, hostIndex);
      console.log(
        `flows round ${round + 1}: host index ${Math.round(hostIndex)}, applied CPU slowdown ×${multiplier}`,
      );
      for (const [i, flow] of moneyFlows(ROUTE_QUERY).entries()) {
        // A fresh backend and origin for every run: a payment changes the order it pays.
        const app = production
          ? await productionServer(dist)
          : await startServer({ port: LISTEN_PORTS.anyFree, dist, tls });
        const tab = await browser.newPage();
        try {
          const figures = await runFlow(tab, app.url, flow, multiplier);
          flows[i]!.runs.push({ ...figures, hostIndex: Math.round(hostIndex), multiplier });
          console.log(`round ${round + 1} ${flow.name}: INP ${figures.inpMs} ms, TBT ${figures.tbtMs} ms`);
        } finally {
          await tab.close();
          await app.close();
        }
      }
      await save();
    }
  };
  try {
    for (let round = 0; round < runs; round++) {
      for (const page of pages.filter((p) => p.repeated)) await measure(page, `round ${round + 1}/${runs}`);
      // The flows after the first round, so that a run stopped part-way has every kind of figure.
      if (round === 0 && !options['no-flows']) await runFlows();
    }
    for (const page of pages.filter((p) => !p.repeated)) await measure(page, 'once');
  } catch (error) {
    if (!(error instanceof NoVerdict)) throw error;
    console.error(`NO VERDICT: ${error.message}`);
    process.exitCode = 2;
    return;
  } finally {
    await browser.disconnect();
    await chrome.kill();
    await server.close();
    await reference.close();
    await production?.close();
  }

  await save();
  const { text, failures } = printReport(report(), BUDGETS);
  console.log(`\n${text}`);
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(`lighthouse failed: ${(error as Error).message}`);
  process.exit(1);
});
