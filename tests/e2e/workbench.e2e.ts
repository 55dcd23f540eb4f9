/**
 * The operators' workbench (`/__preview` on the dev server) in Chromium, typed into its Monaco editor
 * as an operator would: an edit shows in the phone and saves to its file as that one line; a mistake
 * is marked on the file's line, drawn in the phone as a placeholder naming it, and blocks saving; a
 * draft survives a scenario switch; a navigate
 * button opens its screen in the phone; a data leaf inserts its binding; a fragment shows alone;
 * app.json's edited brand colour shows in the phone before it is saved.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDevPage, startDevApp, type DevApp } from './dev-server';
import { leaveAndClear, rootDir, screenshot } from './harness';
import { lineNumber, retype } from './monaco';
import { PLACEHOLDER_MARK } from '../../src/preview/placeholders';

const file = join(rootDir, 'screen-configs', 'about-us.json');
const wide = { width: 1400, height: 900 };
/** The app's settings, whose `theme.primary` paints the primary buttons. */
const appFile = join(rootDir, 'screen-configs', 'app.json');
/** Another brand colour, dark enough for white text (contrast 6.6:1), distinct from app.json's. */
const otherPrimary = '#0b6b3a';
/** `#rrggbb` as a computed style writes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('the workbench', () => {
  let app: DevApp | undefined;
  /**
   * One page for the file's tests, as an operator keeps the workbench's tab: it opens the workbench
   * again from its cache, seconds sooner than a new one. Between tests it leaves the workbench and
   * loses the workbench's drafts (localStorage) and the phone's session (sessionStorage).
   */
  let page: Page | undefined;
  let devtools: CDPSession | undefined;
  let original: Buffer | undefined;
  let originalApp: Buffer | undefined;

  beforeAll(async () => {
    original = readFileSync(file);
    originalApp = readFileSync(appFile);
    app = await startDevApp();
    const context = await app.newContext({ viewport: wide });
    page = await context.newPage();
    // The dev server serves the workbench as several hundred modules: keep the timing of every one
    // (the browser keeps 250 by default), so that the test of Monaco's stylesheets sees them all.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
    devtools = await context.newCDPSession(page);
  }, 120_000);
  afterEach(async () => {
    // The page goes first: a file put back under an open page makes the dev server reload it.
    if (page && devtools)
      await leaveAndClear(page, devtools, { origin: app!.origin, storageTypes: 'local_storage' });
    if (original && !readFileSync(file).equals(original)) writeFileSync(file, original);
    if (originalApp && !readFileSync(appFile).equals(originalApp)) writeFileSync(appFile, originalApp);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function open(screen: string): Promise<Page> {
    const tab = page!;
    // Monaco has loaded and shows the file.
    await openDevPage(tab, `${app!.origin}/__preview?screen=${screen}`, lineOf(tab, `"id": "${screen}"`));
    return tab;
  }
  const phone = (page: Page) => page.getByTestId('phone');
  /** A line the editor shows. */
  const lineOf = (page: Page, text: string) => page.locator('.view-line', { hasText: text }).first();
  /** The editor's text: the draft the workbench keeps of it, or the file when there is none. */
  const editorText = async (page: Page, screen: string) =>
    (await page.evaluate((key) => window.localStorage.getItem(key), `workbench.draft.${screen}.json`)) ??
    readFileSync(join(rootDir, 'screen-configs', `${screen}.json`), 'utf8');
  /**
   * The data panel's leaf for the complaint list's first tab title, once the list's data has arrived;
   * when it does not, the failure says what the phone shows instead (its error or Retry, say).
   */
  async function firstTabTitle(page: Page) {
    const leaf = page
      .getByRole('region', { name: 'Screen data' })
      .locator('button[title$=".tabs[0].title }}"]');
    try {
      await leaf.waitFor({ timeout: 30_000 });
    } catch (error) {
      const shown = await phone(page)
        .innerText({ timeout: 1000 })
        .catch(() => '(no phone)');
      throw new Error(`${(error as Error).message}\nThe phone shows: ${shown}`, { cause: error });
    }
    return leaf;
  }

  it('shows an edited title in the phone and saves it to the file as that one line', async () => {
    const page = await open('about-us');
    const title = phone(page).getByRole('heading', { level: 1 });
    await expect.poll(() => title.innerText(), { timeout: 30_000 }).toBe('About us');
    const text = readFileSync(file, 'utf8');
    await retype(page, lineNumber(text, '"title"'), '"title": "About the lender",');
    await expect.poll(() => title.innerText(), { timeout: 30_000 }).toBe('About the lender');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved to screen-configs/about-us.json').waitFor({ timeout: 30_000 });
    const diff = execFileSync('git', ['diff', '--unified=0', '--', 'screen-configs/about-us.json'], {
      cwd: rootDir,
      encoding: 'utf8',
    });
    const changed = diff.split('\n').filter((l) => /^[-+]\s/.test(l));
    expect(changed).toEqual(['-  "title": "About us",', '+  "title": "About the lender",']);
    await screenshot(page, 'workbench-saved');
  }, 120_000);

  it('marks a mistake on the file’s line, takes the cursor there and refuses to save it', async () => {
    const page = await open('about-us');
    const line = lineNumber(readFileSync(file, 'utf8'), '"type": "fragment"');
    await retype(page, line, '"type": "fragmnt",');
    await expect
      .poll(() => page.getByRole('list', { name: 'Problems' }).innerText(), { timeout: 30_000 })
      .toContain(`line ${line}: A widget has an unknown type 'fragmnt' (did you mean 'fragment'?)`);
    // Where the widget stood, the workbench's phone (never the app) says why it is not drawn.
    await phone(page)
      .getByText(
        `${PLACEHOLDER_MARK} A widget could not be drawn: it has an unknown type 'fragmnt' (did you mean 'fragment'?) (/body/0/type)`,
      )
      .waitFor({ timeout: 30_000 });
    // The squiggle is drawn on the line the margin numbers `line`.
    const number = page.locator('.margin-view-overlays .line-numbers', { hasText: new RegExp(`^${line}$`) });
    const squiggle = page.locator('.view-overlays .squiggly-error').first();
    await squiggle.waitFor({ timeout: 30_000 });
    const [at, mark] = [(await number.boundingBox())!, (await squiggle.boundingBox())!];
    expect(Math.abs(at.y + at.height / 2 - (mark.y + mark.height / 2))).toBeLessThan(at.height / 2);

    await lineOf(page, '"id"').click();
    expect(await page.locator('.active-line-number').innerText()).not.toBe(String(line));
    await page.getByRole('list', { name: 'Problems' }).getByRole('button').first().click();
    await expect.poll(() => page.locator('.active-line-number').innerText()).toBe(String(line));

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Not saved: fix the problems below first').waitFor({ timeout: 30_000 });
    expect(readFileSync(file)).toEqual(original);
  }, 120_000);

  it('keeps a draft across a scenario switch, until it is discarded', async () => {
    const page = await open('about-us');
    await retype(page, lineNumber(readFileSync(file, 'utf8'), '"title"'), '"title": "Draft title",');
    await page.getByText('Draft: not saved yet').waitFor();
    await page.getByLabel('Scenario').selectOption('bank-error');
    await page.waitForURL(/scenario=bank-error/);
    await lineOf(page, '"title": "Draft title"').waitFor({ timeout: 90_000 });
    await page.getByText('Draft: not saved yet').waitFor();
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await lineOf(page, '"title": "About us"').waitFor();
    expect(await editorText(page, 'about-us')).toBe(readFileSync(file, 'utf8'));
  }, 120_000);

  it('opens the screen a navigate button leads to, and inserts a data leaf’s binding', async () => {
    const page = await open('complain-page');
    // The complaint entry's 'My complaints' link navigates to the complaint list.
    await phone(page).getByText('My complaints').click({ timeout: 30_000 });
    await expect
      .poll(() => page.getByLabel('Screen', { exact: true }).inputValue(), { timeout: 30_000 })
      .toBe('complaint-list');
    await page.getByRole('region', { name: 'What the screen did' }).getByText('/complaintList').waitFor();
    await lineOf(page, '"id": "complaint-list"').waitFor({ timeout: 30_000 });

    const leaf = await firstTabTitle(page);
    const path = (await leaf.getAttribute('title'))!.replace(/^Insert /, '');
    await lineOf(page, '"id"').click();
    await page.keyboard.press('Control+Home');
    await leaf.click();
    await expect
      .poll(async () => (await editorText(page, 'complaint-list')).slice(0, path.length))
      .toBe(path);
    expect(path).toMatch(/^\{\{ data\.\w+\.tabs\[0\]\.title \}\}$/);
  }, 120_000);

  it('completes a binding inside a string from the screen’s data', async () => {
    const page = await open('complaint-list');
    const leaf = await firstTabTitle(page);
    const source = /\{\{ data\.(\w+)\./.exec((await leaf.getAttribute('title'))!)![1]!;
    const text = readFileSync(join(rootDir, 'screen-configs', 'complaint-list.json'), 'utf8');
    await retype(page, lineNumber(text, '"title"'), '"title": "{{ data.');
    const choice = page.locator('.suggest-widget .monaco-list-row', { hasText: `data.${source}` });
    await choice.first().waitFor({ timeout: 30_000 });
    await choice.first().click();
    await lineOf(page, `"title": "{{ data.${source}`).waitFor();
  }, 120_000);

  it('explains a property from the file’s JSON Schema when the pointer rests on it', async () => {
    const page = await open('about-us');
    const schema = JSON.parse(readFileSync(join(rootDir, 'schemas', 'screen.schema.json'), 'utf8')) as {
      properties: { title: { description: string } };
    };
    const key = page.locator('.view-line span', { hasText: '"title"' }).first();
    // The JSON worker starts with the first hover: rest the pointer again until it answers.
    await expect
      .poll(
        async () => {
          await page.mouse.move(0, 0);
          await key.hover();
          await page.waitForTimeout(1500);
          return (await page.locator('.monaco-hover').allInnerTexts()).join('\n');
        },
        { timeout: 30_000, interval: 500 },
      )
      .toContain(schema.properties.title.description);
  }, 120_000);

  it('paints the phone’s primary button with app.json’s edited brand colour before saving, not with an invalid one', async () => {
    const page = await open('bind-bank');
    const next = phone(page).getByRole('button', { name: 'Next', exact: true });
    await next.waitFor({ timeout: 30_000 });
    // Read again at every poll: each valid edit draws the screen anew.
    const colour = () => next.evaluate((element) => getComputedStyle(element).backgroundColor);
    const text = readFileSync(appFile, 'utf8');
    const before = /"primary": "(#[0-9a-fA-F]{6})"/.exec(text)![1]!;
    expect(before.toLowerCase()).not.toBe(otherPrimary);
    expect(await colour()).toBe(rgb(before));

    await page.getByLabel('File', { exact: true }).selectOption('app.json');
    await lineOf(page, '"appName"').waitFor({ timeout: 30_000 });
    const line = lineNumber(text, '"primary"');
    await retype(page, line, `"primary": "${otherPrimary}",`);
    await expect.poll(colour, { timeout: 30_000 }).toBe(rgb(otherPrimary));
    await page.getByText('Draft: not saved yet').waitFor();
    expect(readFileSync(appFile)).toEqual(originalApp);
    await screenshot(page, 'workbench-theme');

    // Not `#rrggbb`: the checker says so at the line, and the phone keeps the last valid colour.
    await retype(page, line, '"primary": "#0b6b3",');
    await expect
      .poll(() => page.getByRole('list', { name: 'Problems' }).innerText(), { timeout: 30_000 })
      .toContain(`line ${line}: The theme has "primary": "#0b6b3", which is not a colour written #rrggbb`);
    expect(await colour()).toBe(rgb(otherPrimary));

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect.poll(colour, { timeout: 30_000 }).toBe(rgb(before));
    expect(readFileSync(appFile)).toEqual(originalApp);
  }, 120_000);

  it("styles the editor with Monaco's one stylesheet, none of its parts' own", async () => {
    const page = await open('about-us');
    const stylesheets = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.includes('/monaco-editor/') && path.endsWith('.css')),
    );
    expect(stylesheets).toEqual(['/node_modules/monaco-editor/min/vs/editor/editor.main.css']);
    // Monaco's rules apply: its lines are laid out by the editor, one above the other (asked again
    // until two lines are drawn: a clean run once found only the first one there yet).
    await expect
      .poll(() =>
        page
          .locator('.view-line')
          .evaluateAll((lines) => lines.slice(0, 2).map((line) => getComputedStyle(line).position)),
      )
      .toEqual(['absolute', 'absolute']);
  });

  it('shows a fragment alone with the sample params typed for it', async () => {
    const page = await open('about-us');
    await page.getByLabel('Fragment alone').selectOption('offer-summary');
    const params = page.getByLabel('Sample params');
    await expect.poll(() => params.inputValue(), { timeout: 30_000 }).toContain('"name": ""');
    await params.fill((await params.inputValue()).replace('"name": ""', '"name": "Peso Flex"'));
    await phone(page).getByText('Peso Flex').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => phone(page).getByRole('heading', { level: 1 }).innerText())
      .toBe('Fragment offer-summary');
  }, 120_000);
});
