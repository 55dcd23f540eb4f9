/**
 * A screen change shipped without an app release, in Chromium: `npm run configs:release` writes a
 * release signed with a throwaway release key into a folder that a local static server (a stand-in
 * CDN) serves, and the dev app reads it through VITE_CONFIG_BASE, verifying it with that key's public
 * half (VITE_RELEASE_KEY). A new release's copy shows in a new session; a broken release keeps the
 * bundled copy and sends exactly one report, which the mock backend records for the preview;
 * `npm run configs:rollback` brings the earlier copy back in the next session. (The production build's
 * refusals of unsigned, foreign and older releases: tests/e2e/signed-releases.e2e.ts.)
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDevApp, type DevApp } from './dev-server';
import { rootDir } from './harness';
import { copyConfigs } from '../config-copy';
import { generateSigningKey } from '../../scripts/descriptors/release-key';

const bundledTitle = 'Payment account information';
const firstTitle = 'Bank account for your loan';
const secondTitle = 'Where should we send your loan?';
// Session values a report must never carry.
const session = { deviceId: 'dev-7f3a9c', sessionId: 'sess-5521', mobilePhone: '09171234567' };
const route = `/bindBank?product_id=1&${new URLSearchParams(session).toString()}`;
const wait = 30_000;
/** A test's own limit: the first one also waits for the dev server's first compile on a busy machine. */
const testTimeout = 90_000;

describe('a release of screen configs (dev app, configs from a local static server)', () => {
  let work = '';
  let cdn: Server | undefined;
  let app: DevApp | undefined;
  let context: BrowserContext | undefined;
  /** Paths the static server was asked for. */
  const served: string[] = [];
  const screens = () => join(work, 'cdn', 'screens');
  let firstRelease = '';
  /** The throwaway release key's private half, in the work folder (never in the repository). */
  const keyFile = () => join(work, 'release-key.pem');

  beforeAll(async () => {
    ({ work } = copyConfigs('remote-release-e2e'));
    const key = await generateSigningKey();
    writeFileSync(keyFile(), key.pem, { mode: 0o600 });
    cdn = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname);
      served.push(path);
      // A CDN serves the app's origin cross-origin; the phone fetches without cookies.
      response.setHeader('access-control-allow-origin', '*');
      try {
        const body = readFileSync(join(work, 'cdn', normalize(path).replace(/^(\.\.[/\\])+/, '')));
        response.setHeader('content-type', 'application/json');
        response.end(body);
      } catch {
        response.statusCode = 404;
        response.end('not found');
      }
    });
    await new Promise<void>((done) => cdn!.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/screens`;
    // Vite reads VITE_* variables from the environment when the server starts (as `npm run dev` would).
    const env = { VITE_CONFIG_BASE: base, VITE_RELEASE_KEY: JSON.stringify(key.publicJwk) };
    const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
    Object.assign(process.env, env);
    try {
      // The first release is written while the dev server starts: both take a while on a busy machine.
      [app, firstRelease] = await Promise.all([startDevApp(), release(firstTitle)]);
    } finally {
      for (const [name, value] of Object.entries(before))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  }, 120_000);

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  afterAll(async () => {
    await app?.close();
    await new Promise<void>((done) => (cdn ? cdn.close(() => done()) : done()));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** Runs an npm script of the project, as an operator would, and returns what it printed. */
  const npm = async (...args: string[]) =>
    (await promisify(execFile)('npm', ['run', '--silent', ...args], { cwd: rootDir, encoding: 'utf8' }))
      .stdout;

  /** Sets the bind-bank screen's title in the folder being released, then releases it. */
  async function release(title: string): Promise<string> {
    const file = join(work, 'screen-configs', 'bind-bank.json');
    const screen = JSON.parse(readFileSync(file, 'utf8')) as { title: string };
    writeFileSync(file, `${JSON.stringify({ ...screen, title }, null, 2)}\n`);
    const out = await npm(
      'configs:release',
      '--',
      screens(),
      '--from',
      join(work, 'screen-configs'),
      '--key',
      keyFile(),
    );
    const id = /^release (r[\w-]+) \(number \d+\): \d+ descriptors/m.exec(out)?.[1];
    expect(id, out).toBeDefined();
    return id!;
  }

  /** The descriptor file the current manifest names for bind-bank. */
  function bindBankFile(): string {
    const manifest = JSON.parse(readFileSync(join(screens(), 'manifest.json'), 'utf8')) as {
      screens: Record<string, string>;
    };
    return join(screens(), 'descriptors', `${manifest.screens['bind-bank']}.json`);
  }

  /** A new session: a fresh 360×740 phone (no storage, nothing cached) opening the bind-bank route. */
  async function newSession(): Promise<{ page: Page; reports: Request[] }> {
    context = await app!.newContext();
    const page = await context.newPage();
    const reports: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/config-reports')
        reports.push(request);
    });
    await page.goto(`${app!.origin}${route}`, { waitUntil: 'load' });
    return { page, reports };
  }

  /** Waits until the screen shows `title` in its header with its body drawn. */
  async function expectTitle(page: Page, title: string): Promise<void> {
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText(), { timeout: wait }).toBe(title);
    await page.locator('main[data-screen="bind-bank"][aria-busy="false"]').waitFor({ timeout: wait });
    await page.getByLabel('Account number').waitFor({ timeout: wait });
  }

  it(
    "shows a release's copy in a new session, the descriptor read by its hash",
    async () => {
      expect(JSON.parse(readFileSync(join(screens(), 'manifest.json'), 'utf8'))).toMatchObject({
        releaseId: firstRelease,
        previous: null,
      });
      const { page, reports } = await newSession();
      await expectTitle(page, firstTitle);
      expect(served).toContain('/screens/manifest.json');
      expect(served).toContain(`/screens/descriptors/${bindBankFile().split('/').pop()}`);
      // Nothing was refused: no report within the batching delay.
      await page.waitForTimeout(1500);
      expect(reports).toHaveLength(0);
    },
    testTimeout,
  );

  it(
    'keeps the bundled copy of a broken release and sends exactly one report, which the mock backend keeps',
    async () => {
      const broken = await release(secondTitle);
      // The CDN serves other bytes than the manifest's hash names.
      const file = bindBankFile();
      writeFileSync(file, readFileSync(file, 'utf8').replace(secondTitle, 'Send your loan anywhere'));

      const { page, reports } = await newSession();
      await expectTitle(page, bundledTitle);
      await expect.poll(() => reports.length, { timeout: wait }).toBe(1);
      // Reports are batched for one second: a second one would have gone out by now.
      await page.waitForTimeout(2500);
      expect(reports).toHaveLength(1);

      const [report] = reports;
      expect(new URL(report!.url()).search).toBe('');
      const body = report!.postData() ?? '';
      expect(JSON.parse(body)).toEqual({
        releaseId: broken,
        appVersion: expect.any(String),
        rejections: [
          {
            screen: 'bind-bank',
            reason: expect.stringMatching(/does not match the hash its manifest names/),
          },
        ],
      });
      for (const value of Object.values(session)) expect(body).not.toContain(value);
      expect(body).not.toMatch(/deviceId|sessionId|mobilePhone/);

      // The mock backend kept it for the tab, past a full page load of another screen (which the
      // release serves fine): the list the preview's reports panel reads.
      await page.goto(`${app!.origin}/aboutUs`, { waitUntil: 'load' });
      await page.locator('main[data-screen="about-us"][aria-busy="false"]').waitFor({ timeout: wait });
      const kept = await page.evaluate(() =>
        fetch('/config-reports').then((r) => r.json() as Promise<unknown>),
      );
      expect(kept).toEqual({ reports: [{ ...JSON.parse(body), receivedAt: expect.any(String) }] });
      expect(reports).toHaveLength(1);
    },
    testTimeout,
  );

  it(
    "brings the earlier release's copy back in the next session after a rollback",
    async () => {
      const out = await npm('configs:rollback', '--', screens(), '--key', keyFile());
      expect(out).toMatch(
        new RegExp(`^release r[\\w-]+ \\(number 3\\) publishes release ${firstRelease} again$`, 'm'),
      );
      const { page, reports } = await newSession();
      await expectTitle(page, firstTitle);
      await page.waitForTimeout(1500);
      expect(reports).toHaveLength(0);
    },
    testTimeout,
  );
});
