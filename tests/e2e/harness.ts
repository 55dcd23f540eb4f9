import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
  type Response,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { startServer } from '../../scripts/serve/serve';
import { LISTEN_PORTS } from '../../src/app/listen-ports';

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
  const server = await startServer({ port: LISTEN_PORTS.anyFree, dist: distDir, scenario });
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
  /**
   * Opens a path of the app (e.g. `/repayPeriod?${SESSION}`) on the describe block's phone, as a
   * first visit: nothing is left from an earlier test (see `tidy`). The phone goes back to the block
   * when the test ends, or earlier with `phone.close()`. `intercept` adds routes and listeners to the
   * phone before the page opens (tidying removes them). With `prepare`, the test changes the phone's
   * context in other ways, so it gets a fresh phone of its own, closed the same way.
   */
  open(path: string, options?: OpenPhoneOptions): Promise<Phone>;
}

/** A phone a describe block keeps between its tests: opening a fresh one costs about a second here. */
interface KeptPhone extends PhoneParts {
  bridge: boolean;
  /** Held by the running test. */
  lent: boolean;
  devtools: CDPSession;
}

/**
 * Leaves the app for a blank page, so that what the app saves as it goes is saved now, then clears
 * the app origin's `storageTypes` (Chromium's names: `local_storage` is local and session storage,
 * `all` adds cookies, caches and the rest).
 */
export async function leaveAndClear(
  page: Page,
  devtools: CDPSession,
  { origin, storageTypes }: { origin: string; storageTypes: 'local_storage' | 'all' },
): Promise<void> {
  // A dev-server page may be reloading itself (a file just saved): that reload can cut the first
  // navigation short, so it is tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto('about:blank', { timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes });
}

/**
 * Makes a kept phone a first visit again: the page leaves the app and its origin loses everything
 * stored, cookies and HTTP cache included; the page and its context lose the listeners and routes a
 * test added, and the phone goes back online and to its size.
 */
async function tidy(kept: KeptPhone, origin: string): Promise<void> {
  const { page, context, devtools } = kept;
  await leaveAndClear(page, devtools, { origin, storageTypes: 'all' });
  await page.removeAllListeners();
  await context.removeAllListeners();
  record(page, kept.recording);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await page.setViewportSize(phoneViewport);
  await context.clearCookies();
  await devtools.send('Network.clearBrowserCache');
}

/**
 * Starts the app and Chromium before the tests of the calling describe block and closes both after
 * them; with `scenario`, the mock backend is switched to it before each test.
 */
export function useAppAndBrowser({ scenario }: { scenario?: string } = {}): AppFixture {
  const held: { app?: App; browser?: Browser } = {};
  const kept: KeptPhone[] = [];
  /** Fresh phones opened by the running test. */
  const fresh = new Set<Phone>();

  async function release(phone: KeptPhone): Promise<void> {
    if (!phone.lent) return;
    phone.lent = false;
    try {
      await tidy(phone, new URL(held.app!.url).origin);
    } catch {
      // A phone that cannot be tidied (a crashed page, a hung dialog) is not lent again.
      kept.splice(kept.indexOf(phone), 1);
      await phone.context.close().catch(() => undefined);
    }
  }

  beforeAll(async () => {
    held.app = await startApp();
    held.browser = await launchChromium();
  });
  if (scenario)
    beforeEach(async () => {
      await held.app!.setScenario(scenario);
    });
  afterEach(async () => {
    await Promise.all([...kept.map(release), ...[...fresh].map((phone) => phone.close())]);
    fresh.clear();
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
    async open(path, options = {}) {
      const url = `${held.app!.url}${path}`;
      if (options.prepare) {
        const phone = await openPhone(held.browser!, url, options);
        fresh.add(phone);
        return phone;
      }
      const bridge = options.bridge ?? false;
      let phone = kept.find((candidate) => candidate.bridge === bridge && !candidate.lent);
      if (!phone) {
        const parts = await setUpPhone(held.browser!, { bridge });
        phone = { ...parts, bridge, lent: false, devtools: await parts.context.newCDPSession(parts.page) };
        kept.push(phone);
      }
      phone.lent = true;
      const lent = phone;
      try {
        await options.intercept?.(lent.context);
      } catch (error) {
        await release(lent);
        throw error;
      }
      return visit(lent, url, () => release(lent));
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
  /** Closes a fresh phone; gives a fixture's phone back to its describe block. */
  close(): Promise<void>;
}

export interface OpenPhoneOptions {
  /** Install a fake Android `window.AppBridge` that records what the page posts. */
  bridge?: boolean;
  /**
   * Adds routes and listeners to the phone's context before the page opens (e.g. `context.route` to
   * slow a response down, `context.on('request')`): nothing else, so a describe block's phone serves.
   */
  intercept?: (context: BrowserContext) => Promise<unknown>;
  /** Runs on a fresh context before the page opens, for other changes (an init script, permissions). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

interface RecordingWindow {
  AppBridge?: { postMessage(json: string): void };
  __bridge?: unknown[];
  __e2eReportCsp?: (violation: Omit<CspViolation, 'source'>) => void;
}

/** What a phone has recorded since it last opened a page. */
interface Recording {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: CspViolation[];
  bridged: unknown[];
}

/** A phone's context and page, recording into `recording.current`. */
interface PhoneParts {
  context: BrowserContext;
  page: Page;
  recording: { current: Recording };
}

const emptyRecording = (): Recording => ({
  consoleErrors: [],
  pageErrors: [],
  cspViolations: [],
  bridged: [],
});

/** Records the page's console errors, uncaught errors and CSP reports of the console. */
function record(page: Page, recording: { current: Recording }): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url: file, lineNumber } = message.location();
    const text = `${message.text()}${file ? ` (${file}:${lineNumber})` : ''}`;
    recording.current.consoleErrors.push(text);
    if (/Content Security Policy/i.test(message.text()))
      recording.current.cspViolations.push({ source: 'console', text });
  });
  page.on('pageerror', (error) => {
    recording.current.pageErrors.push(error.stack ?? error.message);
  });
}

/** A 360×740 touch phone's context and page, recording what `Phone` reports. */
async function setUpPhone(browser: Browser, options: OpenPhoneOptions): Promise<PhoneParts> {
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
  const recording = { current: emptyRecording() };

  await context.exposeBinding('__e2eReportCsp', (_source, violation: Omit<CspViolation, 'source'>) => {
    recording.current.cspViolations.push({ source: 'event', ...violation });
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
  if (options.bridge) {
    await context.exposeBinding('__e2eBridge', (_source, message: unknown) => {
      recording.current.bridged.push(message);
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

  await options.intercept?.(context);
  await options.prepare?.(context);
  const page = await context.newPage();
  record(page, recording);
  return { context, page, recording };
}

/** Opens `url` on the phone, with a new recording. */
async function visit(parts: PhoneParts, url: string, close: () => Promise<void>): Promise<Phone> {
  const recorded = (parts.recording.current = emptyRecording());
  const response = await parts.page.goto(url, { waitUntil: 'load' });
  return {
    context: parts.context,
    page: parts.page,
    response,
    consoleErrors: recorded.consoleErrors,
    pageErrors: recorded.pageErrors,
    cspViolations: recorded.cspViolations,
    bridgeMessages: async () => [...recorded.bridged],
    close,
  };
}

/**
 * Opens `url` on a fresh 360×740 touch phone that records console errors, page errors and CSP
 * violations; `close()` closes its context.
 */
export async function openPhone(
  browser: Browser,
  url: string,
  options: OpenPhoneOptions = {},
): Promise<Phone> {
  const parts = await setUpPhone(browser, options);
  return visit(parts, url, () => parts.context.close());
}

/** The query the native app opens a borrower's order pages with: product, order, device and session. */
export const SESSION = 'productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1';

export interface WithPhoneOptions extends OpenPhoneOptions, ExpectNoErrorsOptions {
  /** Path and query on the app's origin, e.g. `/repayPeriod?${SESSION}`. */
  path: string;
}

/**
 * Opens a path of the fixture's app on its phone (`AppFixture.open`) and runs `body` on it; once the
 * body has passed, the page must have logged no console error, thrown no uncaught error and broken no
 * CSP rule. The phone is given back either way.
 */
export async function withPhone<T>(
  fixture: AppFixture,
  target: string | WithPhoneOptions,
  body: (phone: Phone) => Promise<T>,
): Promise<T> {
  const { path, ignore, ...options } = typeof target === 'string' ? { path: target } : target;
  const phone = await fixture.open(path, options);
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

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on what the page shows now, and any of `alsoRules`. */
export async function axeViolations(page: Page, alsoRules: string[] = []): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource);
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run(o: unknown): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || rules.includes(v.id))
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
  }, alsoRules);
}
