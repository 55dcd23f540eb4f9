/**
 * An operator ships a change from the workbench (`/__preview` on the dev server) without a developer,
 * in Chromium: an amount inserted from the Data panel comes with its money filter and the phone shows
 * it as money; a fragment edited and saved changes both screens that use it; the saved files are
 * released, the Releases panel shows the live release with what it changed, and a rollback from the
 * panel brings the earlier one back; phones opened on the dev app (which reads the workbench's
 * releases, VITE_CONFIG_BASE=/__releases) report which release they run and what they refused, and
 * the panel shows it; a Filipino label changed in the catalogue's side-by-side view shows in the
 * Filipino phone, ships in a release, reaches a phone opened in Filipino and goes back with a rollback.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { filter as money } from '../../src/filters/money/money';
import { appLanguage } from '../language';
import { generateSigningKey } from '../../scripts/descriptors/release-key';
import { openDevPage, startDevApp, type DevApp } from './dev-server';
import { leaveAndClear, rootDir, screenshot } from './harness';
import { fillInLender } from '../config-copy';
import { lineNumber, retype } from './monaco';
import { telemetryConnected } from './telemetry';

const wide = { width: 1400, height: 900 };
const wait = 30_000;
/** A release checks every config and catalogue first: on a busy machine, longer than a click's answer. */
const releasing = 120_000;
const configFile = (name: string) => join(rootDir, 'screen-configs', name);
/** Files the tests save, put back as they were after each test. */
const touched = [
  'fragments/payment-method.json',
  'about-us.json',
  'languages/fil/fragments/about-us-text.json',
];

describe('the workbench ships a change', () => {
  let app: DevApp | undefined;
  let page: Page | undefined;
  let devtools: CDPSession | undefined;
  let releases = '';
  let keyDir = '';
  const originals = new Map<string, Buffer>();

  let appOriginal: Buffer | undefined;

  beforeAll(async () => {
    for (const name of touched) originals.set(name, readFileSync(configFile(name)));
    // The lender's details filled in for the whole file, as an operator does before a first
    // release: a release refuses app.json's shipped placeholders. Put back after the last test.
    appOriginal = readFileSync(configFile('app.json'));
    fillInLender(join(rootDir, 'screen-configs'));
    releases = mkdtempSync(join(tmpdir(), 'workbench-releases-'));
    // A throwaway release key (the real one never enters the repository), outside the release folder.
    const key = await generateSigningKey();
    keyDir = mkdtempSync(join(tmpdir(), 'workbench-key-'));
    writeFileSync(join(keyDir, 'release-key.pem'), key.pem, { mode: 0o600 });
    // The dev server's release folder and key, and the dev app reading its releases and verifying
    // them with that key (as `npm start` would with these variables set).
    const env = {
      VITE_CONFIG_BASE: '/__releases',
      VITE_RELEASE_KEY: JSON.stringify(key.publicJwk),
      CONFIGS_RELEASE_DIR: releases,
      CONFIGS_RELEASE_KEY: join(keyDir, 'release-key.pem'),
    };
    const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
    Object.assign(process.env, env);
    try {
      app = await startDevApp();
    } finally {
      for (const [name, value] of Object.entries(before))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
    const context = await app.newContext({ viewport: wide });
    page = await context.newPage();
    devtools = await context.newCDPSession(page);
  }, 120_000);
  afterEach(async () => {
    // The page goes first: a file put back under an open page makes the dev server reload it.
    if (page && devtools)
      await leaveAndClear(page, devtools, { origin: app!.origin, storageTypes: 'local_storage' });
    for (const [name, bytes] of originals)
      if (!readFileSync(configFile(name)).equals(bytes)) writeFileSync(configFile(name), bytes);
  });
  afterAll(async () => {
    await app?.close();
    if (appOriginal) writeFileSync(configFile('app.json'), appOriginal);
    for (const dir of [releases, keyDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function open(screen: string, file?: string): Promise<Page> {
    const tab = page!;
    const url = `${app!.origin}/__preview?screen=${screen}${file ? `&file=${file}` : ''}`;
    await openDevPage(tab, url, tab.locator('.view-line').first());
    return tab;
  }
  const phone = (p: Page) => p.getByTestId('phone');
  const lineOf = (p: Page, text: string) => p.locator('.view-line', { hasText: text }).first();
  const panel = (p: Page) => p.getByRole('region', { name: 'Releases' });

  it('inserts an amount from the Data panel with its money filter, and the phone shows it as money', async () => {
    const p = await open('repay-period');
    await lineOf(p, '"id": "repay-period"').waitFor({ timeout: wait });
    const leaf = p
      .getByRole('region', { name: 'Screen data' })
      .locator('button[title="Insert {{ data.repay.repayAmount | money }}"]');
    await leaf.waitFor({ timeout: wait });
    const raw = JSON.parse(/: (.*?)₱?$/.exec(await leaf.innerText())![1]!) as number;
    // A line of copy becomes "Due: " with the cursor before its closing quote.
    const text = readFileSync(configFile('repay-period.json'), 'utf8');
    await retype(p, lineNumber(text, '"text": "Repayment date"'), '"text": "Due: ",');
    await p.keyboard.press('ArrowLeft');
    await p.keyboard.press('ArrowLeft');
    await leaf.click();
    await lineOf(p, '"text": "Due: {{ data.repay.repayAmount | money }}"').waitFor({ timeout: wait });
    const shown = `Due: ${String(money.runIn(appLanguage(), raw))}`;
    await phone(p).getByText(shown, { exact: true }).waitFor({ timeout: wait });
    expect(await phone(p).innerText()).not.toContain(`Due: ${raw}`);
    // Nothing was written: the change is a draft until Save.
    expect(readFileSync(configFile('repay-period.json'), 'utf8')).toBe(text);
  }, 120_000);

  it('edits a fragment, shows it in both screens that use it, and saves it as that one line', async () => {
    const name = 'fragments/payment-method.json';
    const p = await open('repay-period', name);
    await lineOf(p, '"id": "payment-method"').waitFor({ timeout: wait });
    const usedBy = p.getByLabel('Used by');
    await expect
      .poll(() => usedBy.innerText(), { timeout: wait })
      .toMatch(/repay-delay.*repay-period|repay-period.*repay-delay/s);
    const text = readFileSync(configFile(name), 'utf8');
    await retype(p, lineNumber(text, '"text": "Payment method"'), '"text": "Pay with",');
    for (const screen of ['repay-delay', 'repay-period']) {
      await usedBy.getByRole('button', { name: screen }).click();
      await expect
        .poll(() => p.getByLabel('Screen', { exact: true }).inputValue(), { timeout: wait })
        .toBe(screen);
      await phone(p).getByText('Pay with', { exact: true }).waitFor({ timeout: wait });
    }
    await screenshot(p, 'workbench-fragment');
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await p.getByText(`Saved to screen-configs/${name}`).waitFor({ timeout: wait });
    const diff = execFileSync('git', ['diff', '--unified=0', '--', `screen-configs/${name}`], {
      cwd: rootDir,
      encoding: 'utf8',
    });
    expect(diff.split('\n').filter((l) => /^[-+]\s/.test(l))).toEqual([
      '-          "text": "Payment method",',
      '+          "text": "Pay with",',
    ]);
  }, 120_000);

  it('releases the saved files, shows the live release with its diff, and rolls back from the panel', async () => {
    let p = await open('about-us');
    await panel(p).getByRole('button', { name: 'Release the saved files' }).click();
    const first = /Release (r[\w-]+) is live/.exec(
      await panel(p).getByRole('status').innerText({ timeout: wait }),
    )?.[1];
    expect(first).toBeDefined();
    await expect
      .poll(() => panel(p).getByLabel('Live release').innerText(), { timeout: wait })
      .toContain(first!);
    // Its number, and its signature checked with the key the dev app verifies releases with.
    expect(await panel(p).getByLabel('Live release').innerText()).toMatch(
      /number 1[\s\S]*signed with the release key/,
    );

    // An operator changes a title and saves it (the page reloads), then releases again.
    const text = readFileSync(configFile('about-us.json'), 'utf8');
    await retype(p, lineNumber(text, '"title"'), '"title": "About the lender",');
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await p.getByText('Saved to screen-configs/about-us.json').waitFor({ timeout: wait });
    p = await open('about-us');
    await panel(p).getByRole('button', { name: 'Release the saved files' }).click();
    await panel(p)
      .getByRole('status')
      .filter({ hasText: /is live/ })
      .waitFor({ timeout: wait });
    const second = /Release (r[\w-]+) is live/.exec(await panel(p).getByRole('status').innerText())![1]!;
    expect(second).not.toBe(first);
    const changed = panel(p).getByRole('region', { name: 'What it changed' });
    await expect
      .poll(() => changed.innerText(), { timeout: wait })
      .toContain(`What it changed against ${first}`);
    expect(await changed.innerText()).toContain('screen about-us: changed');
    expect(await changed.innerText()).toContain('The screen, title: “About us” → “About the lender”');
    await screenshot(p, 'workbench-releases');

    // A rollback publishes the first release's content again as a newer release (phones refuse an
    // older number), as `npm run configs:rollback` does.
    await panel(p).getByRole('button', { name: 'Roll back', exact: true }).click();
    await expect
      .poll(() => panel(p).getByLabel('Live release').innerText(), { timeout: wait })
      .toContain(`(number 3), a rollback to the content of ${first!}`);
    expect(await panel(p).getByLabel('Live release').innerText()).toContain('signed with the release key');
    const manifest = JSON.parse(readFileSync(join(releases, 'manifest.json'), 'utf8')) as {
      screens: Record<string, string>;
    };
    const live = readFileSync(join(releases, 'descriptors', `${manifest.screens['about-us']}.json`), 'utf8');
    expect(live).toContain('"title": "About us"');
  }, 180_000);

  it('shows what phones report: the release they run, and a screen they refused', async () => {
    const p = await open('about-us');
    await panel(p).getByRole('button', { name: 'Release the saved files' }).click();
    await panel(p)
      .getByRole('status')
      .filter({ hasText: /is live|Nothing changed/ })
      .waitFor({ timeout: wait });
    const live = JSON.parse(readFileSync(join(releases, 'manifest.json'), 'utf8')) as {
      releaseId: string;
      screens: Record<string, string>;
    };
    await fetch(`${app!.origin}/__workbench/telemetry`, { method: 'DELETE' });

    /**
     * A borrower's phone: a fresh session of the dev app on a route, open until `reported` holds (its
     * telemetry goes out a moment after the screen is drawn, while the borrower is still there).
     */
    const session = async (route: string, screen: string, reported: () => Promise<void>) => {
      const context = await app!.newContext();
      try {
        const tab = await context.newPage();
        await tab.goto(`${app!.origin}${route}`, { waitUntil: 'load', timeout: 90_000 });
        await tab.locator(`main[data-screen="${screen}"][aria-busy="false"]`).waitFor({ timeout: 60_000 });
        await telemetryConnected(tab);
        await reported();
      } finally {
        await context.close();
      }
    };
    const row = panel(p)
      .getByRole('table', { name: 'Release history' })
      .getByRole('row', { name: new RegExp(live.releaseId) });
    await session('/aboutUs?deviceId=dev-1&sessionId=sess-1', 'about-us', () =>
      expect.poll(() => row.innerText(), { timeout: wait }).toContain('1 phone run it'),
    );

    // The release's copy of about-us no longer matches its hash: the next phone refuses it.
    const descriptor = join(releases, 'descriptors', `${live.screens['about-us']}.json`);
    writeFileSync(descriptor, readFileSync(descriptor, 'utf8').replace('"About us"', '"Tampered"'));
    await session('/aboutUs?deviceId=dev-2&sessionId=sess-2', 'about-us', () =>
      expect.poll(() => row.innerText(), { timeout: wait }).toContain('2 phones run it, 1 refusal'),
    );
    expect(await row.innerText()).toMatch(
      /about-us: remote descriptor of release r[\w-]+ not used: its content does not match the hash its manifest names \(1\)/,
    );
    // The phone showed the screen built into the app, and nothing of its session reached the panel.
    expect(await panel(p).innerText()).not.toMatch(/dev-[12]|sess-[12]/);
    await screenshot(p, 'workbench-phone-reports');
  }, 180_000);
  it('ships a Filipino label: edited beside its English, seen in the Filipino phone, released and rolled back', async () => {
    const name = 'languages/fil/fragments/about-us-text.json';
    // A descriptor an earlier test tampered with is put out of the way: the next release writes it again.
    const stored = join(releases, 'descriptors');
    for (const file of existsSync(stored) ? readdirSync(stored) : [])
      if (
        createHash('sha256')
          .update(readFileSync(join(stored, file)))
          .digest('hex') !== file.replace('.json', '')
      )
        rmSync(join(stored, file));
    let p = await open('about-us', name);
    const table = p.getByRole('region', { name: 'Translations' });
    const label = table.getByLabel('Filipino of "Who we are"');
    await label.waitFor({ timeout: wait });
    // The phone speaks the catalogue's language, and nothing of the workbench's source shows in it.
    await expect.poll(() => p.getByLabel('Language').inputValue(), { timeout: wait }).toBe('fil');
    await phone(p).getByText('Sino kami', { exact: true }).waitFor({ timeout: wait });
    expect(await phone(p).innerText()).not.toMatch(/A new edit|mounts a fresh screen/);
    expect(await table.getByRole('row', { name: /Who we are/ }).innerText()).toContain('current');

    // The release phones run before the change.
    await panel(p).getByRole('button', { name: 'Release the saved files' }).click();
    await panel(p)
      .getByRole('status')
      .filter({ hasText: /is live|Nothing changed/ })
      .waitFor({ timeout: releasing });

    // The label changed beside its English: the catalogue's JSON and the phone follow at once.
    await label.fill('Sino ang nagpapautang');
    await phone(p).getByText('Sino ang nagpapautang', { exact: true }).waitFor({ timeout: wait });
    await lineOf(p, '"fil": "Sino ang nagpapautang"').waitFor({ timeout: wait });
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await p.getByText(`Saved to screen-configs/${name}`).waitFor({ timeout: releasing });
    const diff = execFileSync('git', ['diff', '--unified=0', '--', `screen-configs/${name}`], {
      cwd: rootDir,
      encoding: 'utf8',
    });
    expect(diff.split('\n').filter((l) => /^[-+]\s/.test(l))).toEqual([
      '-      "fil": "Sino kami"',
      '+      "fil": "Sino ang nagpapautang"',
    ]);

    p = await open('about-us', name);
    await panel(p).getByRole('button', { name: 'Release the saved files' }).click();
    await panel(p)
      .getByRole('status')
      .filter({ hasText: /is live/ })
      .waitFor({ timeout: releasing });
    const changed = panel(p).getByRole('region', { name: 'What it changed' });
    await expect
      .poll(() => changed.innerText(), { timeout: wait })
      .toContain('catalogue fil/fragments/about-us-text: changed');
    expect(await changed.innerText()).toContain('“Sino kami” → “Sino ang nagpapautang”');

    // The file goes back as it was: what a phone shows from now on comes from the release alone.
    writeFileSync(configFile(name), originals.get(name)!);
    const borrower = async (device: string) => {
      const context = await app!.newContext();
      try {
        const tab = await context.newPage();
        await tab.goto(`${app!.origin}/aboutUs?lang=fil&deviceId=${device}&sessionId=s-${device}`, {
          waitUntil: 'load',
          timeout: 90_000,
        });
        const main = tab.locator('main[data-screen="about-us"][aria-busy="false"]');
        await main.waitFor({ timeout: 60_000 });
        return await main.innerText();
      } finally {
        await context.close();
      }
    };
    expect(await borrower('fil-1')).toContain('Sino ang nagpapautang');

    p = await open('about-us', name);
    await panel(p).getByRole('button', { name: 'Roll back', exact: true }).click();
    await expect
      .poll(() => panel(p).getByLabel('Live release').innerText(), { timeout: releasing })
      .toContain('a rollback to the content of');
    const back = await borrower('fil-2');
    expect(back).toContain('Sino kami');
    expect(back).not.toContain('Sino ang nagpapautang');
  }, 600_000);
});
