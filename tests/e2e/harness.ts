import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startServer } from '../../scripts/serve/serve';

export const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const screenshotDir = join(rootDir, 'test-results', 'screenshots');
/** The production build under test: `dist/`, or `DIST_DIR`. */
export const distDir = resolve(rootDir, process.env.DIST_DIR ?? 'dist');

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The phone every e2e test runs on: a small Android handset. */
export const phoneViewport = { width: 360, height: 740 } as const;
const phoneUserAgent =
  'Mozilla/5.0 (Linux; Android 12; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** Starts Debian's Chromium, headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

export interface App {
  /** Origin of the running production build, without a trailing slash. */
  url: string;
  /** Switches the mock backend to a named scenario. */
  setScenario(name: string): Promise<void>;
  /** The requests the mock backend has seen so far. */
  requests(): Promise<unknown>;
  close(): Promise<void>;
}

/** A request the mock backend saw, as `App.requests()` lists it. */
export interface LoggedRequest {
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
  fields: Record<string, unknown>;
}

export interface StartAppOptions {
  scenario?: string;
}

/**
 * Serves the production build (`dist/`, built beforehand by `npm run build`) with the mock API,
 * in this process, on a free port.
 */
export async function startApp({ scenario }: StartAppOptions = {}): Promise<App> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: run \`npm run build\` before the e2e suite`);
  }
  const server = await startServer({ port: 0, dist: distDir, scenario });
  const mockUrl = (path: string) => `${server.url}/__mock/${path}`;
  return {
    url: server.url,
    async setScenario(name) {
      const response = await fetch(mockUrl('scenario'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      if (!response.ok) throw new Error(`scenario "${name}" was refused: HTTP ${response.status}`);
    },
    async requests() {
      const response = await fetch(mockUrl('requests'));
      if (!response.ok) throw new Error(`reading the mock requests failed: HTTP ${response.status}`);
      return response.json();
    },
    close: () => server.close(),
  };
}

export interface AppFixture {
  /** The production build with the mock API, started once for the describe block. */
  readonly app: App;
  /** Chromium, started once for the describe block. */
  readonly browser: Browser;
}

/**
 * Starts the app and Chromium before the tests of the calling describe block and closes both after
 * them; with `scenario`, the mock backend is switched to it before each test.
 */
export function useAppAndBrowser({ scenario }: { scenario?: string } = {}): AppFixture {
  const held: { app?: App; browser?: Browser } = {};
  beforeAll(async () => {
    held.app = await startApp();
    held.browser = await launchChromium();
  });
  if (scenario)
    beforeEach(async () => {
      await held.app!.setScenario(scenario);
    });
  afterAll(async () => {
    await held.browser?.close();
    await held.app?.close();
  });
  return {
    get app() {
      return held.app!;
    },
    get browser() {
      return held.browser!;
    },
  };
}

export interface CspViolation {
  /** `event`: a securitypolicyviolation event; `console`: Chromium's console report. */
  source: 'event' | 'console';
  directive?: string;
  blockedURI?: string;
  sourceFile?: string;
  text?: string;
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  /** The response to the first navigation. */
  response: Response | null;
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: CspViolation[];
  /** Messages the page posted through the Android bridge (only with `bridge: true`). */
  bridgeMessages(): Promise<unknown[]>;
  close(): Promise<void>;
}

export interface OpenPhoneOptions {
  /** Install a fake Android `window.AppBridge` that records what the page posts. */
  bridge?: boolean;
  /** Runs on the fresh context before the page opens (e.g. `context.route` to slow a response down). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

interface RecordingWindow {
  AppBridge?: { postMessage(json: string): void };
  __bridge?: unknown[];
  __e2eReportCsp?: (violation: Omit<CspViolation, 'source'>) => void;
}

/** Opens `url` on a fresh 360×740 touch phone that records console errors, page errors and CSP violations. */
export async function openPhone(
  browser: Browser,
  url: string,
  options: OpenPhoneOptions = {},
): Promise<Phone> {
  const context = await browser.newContext({
    viewport: phoneViewport,
    screen: phoneViewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: phoneUserAgent,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const cspViolations: CspViolation[] = [];

  await context.exposeBinding('__e2eReportCsp', (_source, violation: Omit<CspViolation, 'source'>) => {
    cspViolations.push({ source: 'event', ...violation });
  });
  await context.addInitScript(() => {
    const target = window as unknown as RecordingWindow;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        target.__e2eReportCsp?.({
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sourceFile: `${event.sourceFile}:${event.lineNumber}`,
        });
      },
      true,
    );
  });
  // Bridge messages are kept on this side, so that they survive the page replacing its location.
  const bridged: unknown[] = [];
  if (options.bridge) {
    await context.exposeBinding('__e2eBridge', (_source, message: unknown) => {
      bridged.push(message);
    });
    await context.addInitScript(() => {
      const target = window as unknown as RecordingWindow & { __e2eBridge?: (m: unknown) => void };
      target.AppBridge = {
        postMessage(json: string) {
          const message: unknown = JSON.parse(json);
          (target.__bridge ||= []).push(message);
          target.__e2eBridge?.(message);
        },
      };
    });
  }

  await options.prepare?.(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url: file, lineNumber } = message.location();
    const text = `${message.text()}${file ? ` (${file}:${lineNumber})` : ''}`;
    consoleErrors.push(text);
    if (/Content Security Policy/i.test(message.text())) cspViolations.push({ source: 'console', text });
  });
  page.on('pageerror', (error) => {
    pageErrors.push(error.stack ?? error.message);
  });

  const response = await page.goto(url, { waitUntil: 'load' });

  return {
    context,
    page,
    response,
    consoleErrors,
    pageErrors,
    cspViolations,
    bridgeMessages: async () => [...bridged],
    close: () => context.close(),
  };
}

/** The query the native app opens a borrower's order pages with: product, order, device and session. */
export const SESSION = 'productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1';

export interface WithPhoneOptions extends OpenPhoneOptions, ExpectNoErrorsOptions {
  /** Path and query on the app's origin, e.g. `/repayPeriod?${SESSION}`. */
  path: string;
}

/**
 * Opens a path of the fixture's app on a fresh phone and runs `body` on it; once the body has passed,
 * the page must have logged no console error, thrown no uncaught error and broken no CSP rule. The
 * phone is closed either way, so that a failing test does not leave its context open.
 */
export async function withPhone<T>(
  fixture: AppFixture,
  target: string | WithPhoneOptions,
  body: (phone: Phone) => Promise<T>,
): Promise<T> {
  const { path, ignore, ...options } = typeof target === 'string' ? { path: target } : target;
  const phone = await openPhone(fixture.browser, `${fixture.app.url}${path}`, options);
  try {
    const result = await body(phone);
    expectNoConsoleErrors(phone, { ignore });
    expectNoCspViolations(phone);
    return result;
  } finally {
    await phone.close();
  }
}

/** Saves a full-page screenshot to test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const file = join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface ExpectNoErrorsOptions {
  /** Console messages that a test provokes on purpose (e.g. a failed request in an error scenario). */
  ignore?: RegExp[];
}

/** Fails the test when the page logged a console error or threw an uncaught error. */
export function expectNoConsoleErrors(phone: Phone, { ignore = [] }: ExpectNoErrorsOptions = {}): void {
  const unexpected = phone.consoleErrors.filter((text) => !ignore.some((pattern) => pattern.test(text)));
  expect(unexpected, 'console errors').toEqual([]);
  expect(phone.pageErrors, 'uncaught page errors').toEqual([]);
}

/** Fails the test when the page broke its Content-Security-Policy. */
export function expectNoCspViolations(phone: Phone): void {
  expect(phone.cspViolations, 'CSP violations').toEqual([]);
}
