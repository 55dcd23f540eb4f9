/**
 * The scripts a route's page really fetches in Chromium, as a borrower's phone loads it and the
 * borrower reads it without touching it: every script asked for from the navigation until the screen
 * is drawn, the browser has had its idle time (warm-ups would start then) and the network is quiet,
 * except what it asks for once the phone's reports have started (`REPORTS_START_MARK`: a few seconds
 * after the first screen, for a borrower who only reads, so on a slow or busy machine only sometimes
 * before the network is quiet). The build is served with the mock API (scripts/serve/serve.ts) at 360×740 with touch.
 */
import { chromium } from 'playwright-core';
import { startServer } from '../serve/serve';
import { routeAddress } from './route-address';
import { REPORTS_START_MARK } from '../../src/app/start-marks';

export interface LoadedRoute {
  route: string;
  path: string;
  hash?: string;
}

/**
 * The files first asked for at or after `started` (the page's clock), of the page's resource entries:
 * none when the mark never came. A file asked for before and again after counts as before.
 */
export function firstAskedAfter(
  entries: readonly { file: string; at: number }[],
  started: number | undefined,
): Set<string> {
  if (started === undefined) return new Set();
  const first = new Map<string, number>();
  for (const { file, at } of entries) first.set(file, Math.min(first.get(file) ?? Infinity, at));
  return new Set([...first].filter(([, at]) => at >= started).map(([file]) => file));
}

/**
 * For each route, the build's files (`assets/…`, paths as in `dist`) its page fetched as scripts, on a
 * visit in `lang` (the native shell's `lang` parameter).
 */
export async function scriptsLoaded(
  dist: string,
  routes: LoadedRoute[],
  lang = 'en',
): Promise<Map<string, string[]>> {
  const server = await startServer({ port: 0, dist });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const loaded = new Map<string, string[]>();
  try {
    for (const r of routes) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1));
      });
      let afterReports = new Set<string>();
      try {
        await page.goto(`${server.url}${routeAddress(r, lang)}`, {
          waitUntil: 'networkidle',
        });
        // The screen drawn (or its error screen), then two idle periods: a warm-up that waits for
        // the browser to be idle after the first screen has started by then.
        await page
          .locator('main[aria-busy="false"], .screen-error')
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(() => undefined);
        await page.evaluate(
          () =>
            new Promise<void>((done) =>
              requestIdleCallback(() => requestIdleCallback(() => setTimeout(done, 300))),
            ),
        );
        await page.waitForLoadState('networkidle');
        // The files first asked for once the reports had started, as the page's own clock tells.
        const asked = await page.evaluate(
          (mark) => ({
            started: performance.getEntriesByName(mark)[0]?.startTime,
            entries: performance
              .getEntriesByType('resource')
              .map((entry) => ({ file: new URL(entry.name).pathname.slice(1), at: entry.startTime })),
          }),
          REPORTS_START_MARK,
        );
        afterReports = firstAskedAfter(asked.entries, asked.started);
      } finally {
        await context.close();
      }
      loaded.set(
        r.route,
        [...scripts].filter((file) => !afterReports.has(file)),
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return loaded;
}
