/**
 * Signed releases in Chromium on a production build: the build reads its releases from /screens on
 * its own origin and verifies them with the public half of a throwaway release key made for this run
 * (VITE_RELEASE_KEY; the real private key never enters the repository). A signed release shows its
 * copy; an unsigned manifest, one signed with another key, one older than the newest the phone
 * has used and one past its expiry are refused, the bundled screen shown and the refusal reported. A release whose pay screen
 * would commit a payment when it opens is refused by `configs:release`, and, signed anyway, by the
 * phone, which sends no payment.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/serve/serve';
import { release, sha256 } from '../../scripts/descriptors/configs-release';
import { generateSigningKey, type SigningKey } from '../../scripts/descriptors/release-key';
import { signManifest, type ReleaseManifest } from '../../src/app/remote-release';
import { copyConfigs } from '../config-copy';
import { launchChromium, openPhone, rootDir, type LoggedRequest, type Phone } from './harness';

const run = promisify(execFile);
const bundledTitle = 'Payment account information';
const route = '/bindBank?product_id=1&deviceId=d-7';
/** A build, a release and a test each take a while on a busy two-core machine. */
const slow = 120_000;
/** The start of the hour before the run: each release is made `minute` minutes after it, and is fresh. */
const hourAgo = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;
const madeAt = (minute: number) => new Date(hourAgo + minute * 60_000);

describe('signed releases on a production build', () => {
  let work = '';
  let dist = '';
  let configs = '';
  let key: SigningKey & { pem: string };
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser | undefined;
  const phones: Phone[] = [];
  const screens = () => join(dist, 'screens');
  const manifestFile = () => join(screens(), 'manifest.json');
  const readManifest = () => JSON.parse(readFileSync(manifestFile(), 'utf8')) as ReleaseManifest;

  beforeAll(async () => {
    ({ work, configs } = copyConfigs('signed-releases-e2e', { filledIn: true }));
    key = await generateSigningKey();
    dist = mkdtempSync(join(tmpdir(), 'signed-releases-dist-'));
    // The production build, reading releases from its own origin, verifying them with this run's key.
    await run('npm', ['run', '--silent', 'bundle'], {
      cwd: rootDir,
      env: {
        ...process.env,
        // The test runner's NODE_ENV=test would make a development build (with the mock worker in it).
        NODE_ENV: 'production',
        DIST_DIR: dist,
        VITE_CONFIG_BASE: '/screens',
        VITE_RELEASE_KEY: JSON.stringify(key.publicJwk),
      },
    });
    server = await startServer({ port: 0, dist, scenario: 'default' });
    browser = await launchChromium();
  }, 240_000);

  afterEach(async () => {
    await Promise.all(phones.splice(0).map((phone) => phone.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    for (const folder of [work, dist]) if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** Releases the copied configs with bind-bank's title set to `title`. */
  async function releaseTitle(title: string, now: Date): Promise<ReleaseManifest> {
    const file = join(configs, 'bind-bank.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), title }, null, 2));
    const outcome = await release(screens(), { key, from: configs, now });
    if (!outcome.ok) throw new Error(outcome.problems);
    return outcome.manifest;
  }

  /**
   * A phone (a new web view, no storage) opening `path`; what it reports to app.json's collector
   * (OpenTelemetry logs at `/v1/logs`) is what the server received from then on.
   */
  async function newPhone(path = route): Promise<{ page: Page }> {
    server!.telemetry.clear();
    const phone = await openPhone(browser!, `${server!.url}${path}`);
    phones.push(phone);
    return { page: phone.page };
  }

  async function expectTitle(page: Page, title: string): Promise<void> {
    await page.locator('main[data-screen="bind-bank"][aria-busy="false"]').waitFor();
    await page.getByLabel('Account number').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
  }

  /** The refusals phones reported, each a `config.release.refused` log record. */
  const refusals = () => server!.telemetry.records().filter((r) => r.event === 'config.release.refused');

  /** The one refusal reported, and its reason. */
  async function reported(page: Page): Promise<string> {
    await expect.poll(() => refusals().length, { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(1500);
    expect(refusals()).toHaveLength(1);
    return String(refusals()[0]!.attributes['config.reason']);
  }

  it(
    'a signed release shows its copy',
    async () => {
      const manifest = await releaseTitle('Bank account for your loan', madeAt(0));
      const { page } = await newPhone();
      await expectTitle(page, 'Bank account for your loan');
      await page.getByRole('tab', { name: 'E-wallet' }).tap();
      await page.getByLabel('E-wallet number').waitFor();
      // The phone reports the release it runs (its reports start at that first tap), and no refusal.
      await expect
        .poll(() => server!.telemetry.releases().map((r) => r.release), { timeout: 15_000 })
        .toEqual([manifest.releaseId]);
      expect(refusals()).toEqual([]);
    },
    slow,
  );

  it(
    'an unsigned manifest is refused: the bundled screen, one report',
    async () => {
      await releaseTitle('Unsigned copy', madeAt(1));
      const { signature: _signature, ...unsigned } = readManifest();
      writeFileSync(manifestFile(), JSON.stringify(unsigned));
      const { page } = await newPhone();
      await expectTitle(page, bundledTitle);
      expect(await reported(page)).toMatch(/is not a signed, numbered release manifest/);
    },
    slow,
  );

  it(
    'a manifest signed with another key, or changed after it was signed, is refused',
    async () => {
      const manifest = await releaseTitle('Foreign copy', madeAt(2));
      const other = await generateSigningKey();
      writeFileSync(
        manifestFile(),
        JSON.stringify({ ...manifest, signature: await signManifest(manifest, other.privateKey) }),
      );
      const signedElsewhere = await newPhone();
      await expectTitle(signedElsewhere.page, bundledTitle);
      expect(await reported(signedElsewhere.page)).toMatch(/is not signed with this app's release key/);

      writeFileSync(manifestFile(), JSON.stringify({ ...manifest, rollout: { percent: 100 } }));
      const changed = await newPhone();
      await expectTitle(changed.page, bundledTitle);
      expect(await reported(changed.page)).toMatch(/is not signed with this app's release key/);
    },
    slow,
  );

  it(
    'an older release served again after the phone used a newer one is refused',
    async () => {
      const older = await releaseTitle('Older copy', madeAt(3));
      await releaseTitle('Newer copy', madeAt(4));
      const { page } = await newPhone();
      await expectTitle(page, 'Newer copy');
      // Whoever can write to the config host serves the older signed manifest again.
      cpSync(join(screens(), 'releases', `${older.releaseId}.json`), manifestFile());
      await page.reload();
      await expectTitle(page, bundledTitle);
      expect(await reported(page)).toMatch(/is older than release number \d+, which this phone has used/);
    },
    slow,
  );

  it(
    'a manifest past its expiry is refused: a config host frozen on an old release',
    async () => {
      // Made twenty days ago with the default expiry (14 days), and never signed again.
      const frozen = await releaseTitle('Frozen copy', new Date(Date.now() - 20 * 86_400_000));
      expect(Date.parse(frozen.expiresAt)).toBeLessThan(Date.now());
      const { page } = await newPhone();
      await expectTitle(page, bundledTitle);
      expect(await reported(page)).toBe(
        `manifest.json not used: release ${frozen.releaseId} expired at ${frozen.expiresAt}: a config host that serves it no longer gets a newer release seen`,
      );
    },
    slow,
  );

  it(
    'a pay screen that commits a payment when it opens: refused by configs:release, and on the phone',
    async () => {
      const file = join(configs, 'pay-way.json');
      const payWay = JSON.parse(readFileSync(file, 'utf8')) as { title: string; onEnter: unknown[] };
      const commit = {
        type: 'call',
        endpoint: 'repaymentCommit',
        params: { orderId: '{{ query.orderId }}', amount: 545000, cardId: 'card-1', sendMsg: 0 },
      };
      writeFileSync(
        file,
        JSON.stringify({ ...payWay, title: 'Pay now', onEnter: [...payWay.onEnter, commit] }),
      );
      const keyFile = join(work, 'release-key.pem');
      writeFileSync(keyFile, key.pem, { mode: 0o600 });
      const refused = await run(
        'npm',
        ['run', '--silent', 'configs:release', '--', screens(), '--from', configs, '--key', keyFile],
        { cwd: rootDir },
      ).catch((error: { stdout: string; stderr: string; code: number }) => error);
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr).toMatch(
        /pay-way\.json:\d+: The call action to repaymentCommit changes state on the server \("repaymentCommit", .* runs when the screen opens.* — at \/onEnter\/1\/endpoint/,
      );

      // Signed anyway, past the release gate: the phone's own check refuses it.
      const manifest = readManifest();
      const bytes = readFileSync(file);
      const hash = sha256(bytes);
      writeFileSync(join(screens(), 'descriptors', `${hash}.json`), bytes);
      const { signature: _signature, ...signed } = manifest;
      const forged = {
        ...signed,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        screens: { ...manifest.screens, 'pay-way': hash },
      };
      writeFileSync(
        manifestFile(),
        JSON.stringify({ ...forged, signature: await signManifest(forged, key.privateKey) }),
      );
      const commits = async () =>
        ((await (await fetch(`${server!.url}/__mock/requests`)).json()) as LoggedRequest[]).filter((r) =>
          r.path.endsWith('/repayment-commit'),
        );
      const before = (await commits()).length;
      const { page } = await newPhone('/payWay?productId=1&orderId=OD1001&deviceId=d-7&amount=545000');
      await page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
      expect(await page.getByText('Pay now').count()).toBe(0);
      expect(await reported(page)).toMatch(
        /The call action to repaymentCommit changes state on the server \("repaymentCommit"/,
      );
      expect(await commits()).toHaveLength(before);
    },
    slow,
  );
});
