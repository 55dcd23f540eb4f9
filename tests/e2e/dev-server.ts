/** The dev app as `npm start` serves it (Vite with the mock backend in the browser), for e2e tests. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createServer } from 'vite';
import { inject } from 'vitest';
import { launchChromium, phoneViewport, rootDir } from './harness';

export interface DevApp {
  origin: string;
  browser: Browser;
  /** A context for pages of the dev app (service workers allowed: the mock backend runs in one). */
  newContext(options?: { viewport?: { width: number; height: number } }): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * Starts Vite's dev server on a free port, and Chromium. The dependency cache is the one this e2e run
 * shares between its dev-server files (tests/e2e/global-setup.ts): only the first pre-bundles.
 */
export async function startDevApp(): Promise<DevApp> {
  // `npm start` generates the widget and action registries before starting Vite.
  if (!existsSync(join(rootDir, 'src', 'generated', 'widgets.ts')))
    execFileSync('npm', ['run', 'generate'], { cwd: rootDir, stdio: 'pipe' });
  const cacheDir = inject('devCacheDir');
  const server = await createServer({
    configFile: join(rootDir, 'vite.config.ts'),
    root: rootDir,
    cacheDir,
    logLevel: 'error',
    clearScreen: false,
    server: { host: '127.0.0.1', port: 0, strictPort: true },
  });
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  const browser = await launchChromium();
  return {
    origin: `http://127.0.0.1:${port}`,
    browser,
    newContext: ({ viewport = phoneViewport } = {}) =>
      browser.newContext({
        viewport,
        screen: viewport,
        deviceScaleFactor: 1,
        hasTouch: true,
        locale: 'en-US',
      }),
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Opens a dev-app page and waits until `ready` shows. A file a test saves or puts back makes the dev
 * server reload its pages (and regenerate the registries when a fragment changes); a navigation that
 * meets that moment may be cut short or left waiting on a module. Then the page is opened again, as
 * an operator presses reload, and the requests that were still open are named in the test's output.
 */
export async function openDevPage(page: Page, url: string, ready: Locator, tries = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const open = new Set<string>();
    const started = (request: { url(): string }) => open.add(request.url());
    const ended = (request: { url(): string }) => open.delete(request.url());
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
      await ready.waitFor({ timeout: 60_000 });
      return;
    } catch (error) {
      if (attempt === tries) throw error;
      console.warn(
        `opening ${url} again (try ${attempt + 1} of ${tries}): ${String(error).split('\n')[0]}` +
          (open.size ? `; still open: ${[...open].join(', ')}` : ''),
      );
    } finally {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    }
  }
}
