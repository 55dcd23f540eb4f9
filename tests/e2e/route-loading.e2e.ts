/**
 * What a deep link loads in Chromium: the route's own page preloads its code, and nothing the
 * screen needs before it renders is missing from the model `npm run size` measures.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeFiles } from '../../scripts/size';
import { distDir, launchChromium, openPhone, startApp, type App } from './harness';

const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Parameters<
  typeof routeFiles
>[0];
/** The chunks of the parts fetched when the browser is idle (dialogs, popups, wheels, the viewer) and their imports. */
function idleFiles(): Set<string> {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) add(i);
  };
  for (const key of Object.keys(manifest))
    if (/(dialog-view|modal-shell|picker-popup|image\/viewer)\.tsx$/.test(key)) add(key);
  return files;
}

const SESSION = 'productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1';

const CASES = [
  { path: `/bindBank?product_id=1&${SESSION}`, screen: 'bind-bank', ready: 'Account number' },
  { path: `/loanDetail?${SESSION}`, screen: 'loan-detail', ready: null },
  { path: `/repayPeriod?${SESSION}`, screen: 'repay-period', ready: null },
  { path: `/complainPage?${SESSION}`, screen: 'complain-page', ready: null },
];

describe('route loading', () => {
  let app: App | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  for (const c of CASES) {
    it(`${c.screen}: the page preloads the route's code, and the screen needs nothing else to render`, async () => {
      const expected = await routeFiles(manifest, c.screen);
      const phone = await openPhone(browser!, `${app!.url}${c.path}`);
      try {
        const { page } = phone;
        const fetched: string[] = [];
        page.on('request', (r) => {
          const path = new URL(r.url()).pathname;
          if (path.startsWith('/assets/') && path.endsWith('.js')) fetched.push(path.slice(1));
        });
        const html = (await phone.response?.text()) ?? '';
        for (const file of expected.filter((f) => f.endsWith('.js')))
          expect(html, `${file} is in the page or preloaded`).toContain(`/${file}"`);
        await page.locator(`main[data-screen="${c.screen}"][aria-busy="false"]`).waitFor();
        if (c.ready) await page.getByText(c.ready).first().waitFor();
        // Whatever was still fetched after the document (dynamic imports) belongs to the route, or is a
        // part warmed up when idle (dialogs, popups, wheels), which is not needed to render.
        const idle = idleFiles();
        expect(idle.size).toBeGreaterThan(0);
        const unexpected = fetched.filter((f) => !expected.includes(f) && !idle.has(f));
        expect(unexpected).toEqual([]);
      } finally {
        await phone.close();
      }
    });
  }

  it('a route page paints its header and skeleton before any script runs, and the app takes over without a shift', async () => {
    const still = await browser!.newContext({
      viewport: { width: 360, height: 740 },
      javaScriptEnabled: false,
    });
    try {
      const page = await still.newPage();
      await page.goto(`${app!.url}/bindBank?product_id=1&${SESSION}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Payment account information');
      expect(await page.locator('main[aria-busy="true"] .screen-skeleton').count()).toBe(1);
      expect(await page.title()).toBe('Payment account information');
    } finally {
      await still.close();
    }
    const phone = await openPhone(browser!, `${app!.url}/bindBank?product_id=1&${SESSION}`);
    try {
      const { page } = phone;
      await page.getByText('Account number').first().waitFor();
      expect(await page.locator('header h1').count()).toBe(1);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) total += e.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => done(total), 300);
          }),
      );
      expect(shift).toBeLessThanOrEqual(0.02);
    } finally {
      await phone.close();
    }
  });
});
