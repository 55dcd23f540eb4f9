/** The dev app as `npm start` serves it (Vite with the mock backend in the browser), for e2e tests. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
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
