/**
 * The operators' workbench (`/__preview` on the dev server) in Chromium: an edit shows in the phone
 * and saves to its file as that one line; a mistake blocks saving at the file's line; a draft
 * survives a scenario switch; a navigate button opens its screen in the phone; a data leaf inserts
 * its binding.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDevApp, type DevApp } from './dev-server';
import { rootDir, screenshot } from './harness';

const file = join(rootDir, 'screen-configs', 'about-us.json');
const wide = { width: 1400, height: 900 };

describe('the workbench', () => {
  let app: DevApp | undefined;
  let context: BrowserContext | undefined;
  let original: Buffer | undefined;

  beforeAll(async () => {
    original = readFileSync(file);
    app = await startDevApp();
  }, 120_000);
  afterEach(async () => {
    if (original && !readFileSync(file).equals(original)) writeFileSync(file, original);
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function open(screen: string): Promise<Page> {
    context = await app!.newContext({ viewport: wide });
    const page = await context.newPage();
    await page.goto(`${app!.origin}/__preview?screen=${screen}`, { waitUntil: 'load' });
    await page.getByLabel('Screen descriptor').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.getByLabel('Screen descriptor').inputValue(), { timeout: 30_000 })
      .not.toBe('');
    return page;
  }
  const phone = (page: Page) => page.getByTestId('phone');
  const editor = (page: Page) => page.getByLabel('Screen descriptor');

  it('shows an edited title in the phone and saves it to the file as that one line', async () => {
    const page = await open('about-us');
    const title = phone(page).getByRole('heading', { level: 1 });
    await expect.poll(() => title.innerText(), { timeout: 30_000 }).toBe('About us');
    const text = await editor(page).inputValue();
    expect(text).toBe(readFileSync(file, 'utf8'));
    await editor(page).fill(text.replace('"title": "About us"', '"title": "About the lender"'));
    await expect.poll(() => title.innerText(), { timeout: 30_000 }).toBe('About the lender');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved to screen-configs/about-us.json').waitFor({ timeout: 30_000 });
    const diff = execFileSync('git', ['diff', '--unified=0', '--', 'screen-configs/about-us.json'], {
      cwd: rootDir,
      encoding: 'utf8',
    });
    const changed = diff.split('\n').filter((l) => /^[-+]\s/.test(l));
    expect(changed).toEqual(['-  "title": "About us",', '+  "title": "About the lender",']);
    await screenshot(page, 'workbench-saved');
  }, 120_000);

  it('refuses to save a mistake and names it at the file’s line', async () => {
    const page = await open('about-us');
    const text = await editor(page).inputValue();
    const broken = text.replace('"type": "fragment"', '"type": "fragmnt"');
    expect(broken).not.toBe(text);
    const line = broken.split('\n').findIndex((l) => l.includes('"fragmnt"')) + 1;
    await editor(page).fill(broken);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Not saved: fix the problems below first').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByRole('list', { name: 'Problems' }).innerText())
      .toContain(`line ${line}, `);
    expect(readFileSync(file)).toEqual(original);
  }, 120_000);

  it('keeps a draft across a scenario switch, until it is discarded', async () => {
    const page = await open('about-us');
    const text = await editor(page).inputValue();
    const draft = text.replace('"title": "About us"', '"title": "Draft title"');
    await editor(page).fill(draft);
    await page.getByLabel('Scenario').selectOption('bank-error');
    await page.waitForURL(/scenario=bank-error/);
    await expect.poll(() => editor(page).inputValue(), { timeout: 30_000 }).toBe(draft);
    await page.getByText('Draft: not saved yet').waitFor();
    await page.getByRole('button', { name: 'Discard draft' }).click();
    expect(await editor(page).inputValue()).toBe(readFileSync(file, 'utf8'));
  }, 120_000);

  it('opens the screen a navigate button leads to, and inserts a data leaf’s binding', async () => {
    const page = await open('complain-page');
    // The complaint entry's 'My complaints' link navigates to the complaint list.
    await phone(page).getByText('My complaints').click({ timeout: 30_000 });
    await expect
      .poll(() => page.getByLabel('Screen', { exact: true }).inputValue(), { timeout: 30_000 })
      .toBe('complaint-list');
    await page.getByRole('region', { name: 'What the screen did' }).getByText('/complaintList').waitFor();

    const data = page.getByRole('region', { name: 'Screen data' });
    // The complaint list's first tab title, once the list's data has arrived.
    const leaf = data.locator('button[title$=".tabs[0].title }}"]');
    await leaf.waitFor({ timeout: 30_000 });
    const path = (await leaf.getAttribute('title'))!.replace(/^Insert /, '');
    await editor(page).focus();
    await editor(page).press('Control+Home');
    await leaf.click();
    await expect.poll(async () => (await editor(page).inputValue()).slice(0, path.length)).toBe(path);
    expect(path).toMatch(/^\{\{ data\.\w+\.tabs\[0\]\.title \}\}$/);
  }, 120_000);
});
