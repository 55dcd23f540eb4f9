/**
 * A screen change shipped without an app release, in Chromium: `npm run configs:release` writes a
 * release signed with a throwaway release key into a folder that a local static server (a stand-in
 * CDN) serves, and the dev app reads it through VITE_CONFIG_BASE, verifying it with that key's public
 * half (VITE_RELEASE_KEY). A new release's copy shows in a new session, and the phone reports that it
 * runs it; a broken release keeps the bundled copy and the phone reports the refusal once, to the dev
 * server's collector (app.json's `/v1/logs`) the workbench reads; `npm run configs:rollback` publishes
 * the earlier copy again as a newer release, shown in the next session. (The production build's
 * refusals of unsigned, foreign and older releases: tests/e2e/signed-releases.e2e.ts.)
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDevApp, type DevApp } from './dev-server';
import { rootDir } from './harness';
import { forgetTelemetry, telemetryConnected, watchReports } from './telemetry';
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
    ({ work } = copyConfigs('remote-release-e2e', { filledIn: true }));
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

  let reports: Awaited<ReturnType<typeof watchReports>> | undefined;
  /** A new session: a fresh 360×740 phone (no storage, nothing cached) opening the bind-bank route. */
  async function newSession(): Promise<Page> {
    context = await app!.newContext();
    const page = await context.newPage();
    reports = await watchReports(page);
    await page.goto(`${app!.origin}${route}`, { waitUntil: 'load' });
    return page;
  }

  /**
   * Leaves the app, as a borrower closing the web view does, once what the phone has sent so far has
   * its answer: what is still waiting goes out then.
   */
  async function leave(page: Page): Promise<void> {
    await telemetryConnected(page);
    await reports!.answered();
    await page.goto('about:blank');
  }

  interface Counted {
    releases: {
      release: string;
      phones: number;
      refusals: { screen: string | null; reason: string; phones: number }[];
    }[];
    records: unknown[];
  }
  /** What the dev server's collector counted (the workbench's Releases panel reads the same). */
  const counted = async (): Promise<Counted> =>
    (await (await fetch(`${app!.origin}/__workbench/telemetry`)).json()) as Counted;
  const countOf = async (release: string) => (await counted()).releases.find((r) => r.release === release);

  /** Waits until the screen shows `title` in its header with its body drawn. */
  async function expectTitle(page: Page, title: string): Promise<void> {
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText(), { timeout: wait }).toBe(title);
    await page.locator('main[data-screen="bind-bank"][aria-busy="false"]').waitFor({ timeout: wait });
    await page.getByLabel('Account number').waitFor({ timeout: wait });
  }

  it(
    "shows a release's copy in a new session, the descriptor read by its hash, and reports running it",
    async () => {
      await fetch(`${app!.origin}/__workbench/telemetry`, { method: 'DELETE' });
      expect(JSON.parse(readFileSync(join(screens(), 'manifest.json'), 'utf8'))).toMatchObject({
        releaseId: firstRelease,
        previous: null,
      });
      const page = await newSession();
      await expectTitle(page, firstTitle);
      expect(served).toContain('/screens/manifest.json');
      expect(served).toContain(`/screens/descriptors/${bindBankFile().split('/').pop()}`);
      await leave(page);
      await expect.poll(async () => (await countOf(firstRelease))?.phones, { timeout: wait }).toBe(1);
      expect((await countOf(firstRelease))?.refusals).toEqual([]);
    },
    testTimeout,
  );

  it(
    'keeps the bundled copy of a broken release and reports the refusal once, with no session value',
    async () => {
      await fetch(`${app!.origin}/__workbench/telemetry`, { method: 'DELETE' });
      const broken = await release(secondTitle);
      // The CDN serves other bytes than the manifest's hash names.
      const file = bindBankFile();
      writeFileSync(file, readFileSync(file, 'utf8').replace(secondTitle, 'Send your loan anywhere'));

      const page = await newSession();
      await expectTitle(page, bundledTitle);
      // A reload of the same session: the refusal is still reported once.
      await telemetryConnected(page);
      await reports!.answered();
      await forgetTelemetry(page);
      await page.reload({ waitUntil: 'load' });
      await expectTitle(page, bundledTitle);
      await leave(page);
      await expect.poll(async () => (await countOf(broken))?.refusals.length, { timeout: wait }).toBe(1);
      const count = (await countOf(broken))!;
      expect(count.phones).toBe(1);
      expect(count.refusals).toEqual([
        {
          screen: 'bind-bank',
          reason: expect.stringMatching(/does not match the hash its manifest names/),
          phones: 1,
        },
      ]);
      const records = JSON.stringify((await counted()).records);
      for (const value of Object.values(session)) expect(records).not.toContain(value);
      expect(records).not.toMatch(/deviceId|sessionId|mobilePhone/);
    },
    testTimeout,
  );

  it(
    "brings the earlier release's copy back in the next session after a rollback",
    async () => {
      await fetch(`${app!.origin}/__workbench/telemetry`, { method: 'DELETE' });
      const out = await npm('configs:rollback', '--', screens(), '--key', keyFile());
      const rollback = new RegExp(
        `^release (r[\\w-]+) \\(number 3\\) publishes release ${firstRelease} again, expires \\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z$`,
        'm',
      );
      expect(out).toMatch(rollback);
      const newest = rollback.exec(out)![1]!;
      const page = await newSession();
      await expectTitle(page, firstTitle);
      await leave(page);
      // The phone runs the newest release, which holds the first one's content.
      await expect.poll(async () => (await countOf(newest))?.phones, { timeout: wait }).toBe(1);
    },
    testTimeout,
  );
});
