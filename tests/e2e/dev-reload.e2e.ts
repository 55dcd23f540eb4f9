import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_SESSION, expectAgreements } from './agreements';
import { startDevApp, type DevApp } from './dev-server';
import { phoneViewport, rootDir, screenshot } from './harness';

/** The screen edited while the dev app shows it, and the plain label changed in it (its title). */
const screenFile = join(rootDir, 'screen-configs', 'bind-bank.json');
// No header secret (swift, …) in it: the app takes those out of the address bar, and the test
// compares the address before and after the edit.
const route = '/bindBank?product_id=1&deviceId=d-1';
const originalTitle = 'Payment account information';
const editedTitle = 'Bank account details';

/** The app's settings: their `theme.primary` is the brand colour of every primary button. */
const appFile = join(rootDir, 'screen-configs', 'app.json');
/** Another brand colour, dark enough for white text (contrast 6.6:1), distinct from app.json's. */
const otherPrimary = '#0b6b3a';

/** `#rrggbb` as a computed style writes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Generous: an edit reaches the page through Vite's file watcher, then HMR or a full page reload. */
const reloadTimeout = 20_000;

describe('the dev app (npm start): mock backend in the browser, edits picked up', () => {
  let app: DevApp | undefined;
  let context: BrowserContext | undefined;
  let origin = '';
  /** The screen file's bytes before the test: written back whatever happens. */
  let original: Buffer | undefined;
  /** app.json's bytes before the test: written back whatever happens. */
  let originalApp: Buffer | undefined;

  const restore = () => {
    if (original && !readFileSync(screenFile).equals(original)) writeFileSync(screenFile, original);
    if (originalApp && !readFileSync(appFile).equals(originalApp)) writeFileSync(appFile, originalApp);
  };

  beforeAll(async () => {
    original = readFileSync(screenFile);
    originalApp = readFileSync(appFile);
    app = await startDevApp();
    origin = app.origin;
    // The dev app's mock backend runs in a service worker (MSW), so service workers stay allowed here.
    context = await app.browser.newContext({
      viewport: phoneViewport,
      screen: phoneViewport,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
  });

  afterAll(async () => {
    restore();
    await context?.close();
    await app?.close();
  });

  /** The screen's header title. */
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  /** Waits until the screen shows `title` in its header and as the document title, its body drawn. */
  async function expectTitle(page: Page, title: string): Promise<void> {
    await expect.poll(() => heading(page).innerText(), { timeout: reloadTimeout }).toBe(title);
    await expect.poll(() => page.title(), { timeout: reloadTimeout }).toBe(title);
    await page
      .locator('main[data-screen="bind-bank"][aria-busy="false"]')
      .waitFor({ timeout: reloadTimeout });
    // The body's fields come from the mock backend's data.
    await page.getByLabel('Account number').waitFor({ timeout: reloadTimeout });
  }

  it('shows an edited screen title without a manual reload, and the original title once the file is restored', async () => {
    const page = await context!.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));

    const url = `${origin}${route}`;
    await page.goto(url, { waitUntil: 'load' });
    await expectTitle(page, originalTitle);
    // The first visit may still be settling (dependency pre-bundling, lazy widgets): let it finish
    // before the file changes.
    await page.waitForLoadState('networkidle');

    const text = original!.toString('utf8');
    const field = (title: string) => `"title": ${JSON.stringify(title)}`;
    expect(text.split(field(originalTitle)), 'the title occurs once in the screen file').toHaveLength(2);
    try {
      writeFileSync(screenFile, text.replace(field(originalTitle), field(editedTitle)));
      // Vite either updates the module in place or reloads the page by itself; either way the test
      // never navigates, and the page stays on its route.
      await expectTitle(page, editedTitle);
      expect(page.url()).toBe(url);
      expect(await page.getByText(originalTitle, { exact: true }).count()).toBe(0);
      await screenshot(page, 'dev-reload-edited');
    } finally {
      restore();
    }
    expect(readFileSync(screenFile).equals(original!)).toBe(true);

    await expectTitle(page, originalTitle);
    expect(page.url()).toBe(url);
    expect(await page.getByText(editedTitle, { exact: true }).count()).toBe(0);
    expect(pageErrors, 'uncaught page errors').toEqual([]);
  });

  it('rebrands the primary button when app.json’s theme changes, and back once the file is restored', async () => {
    const page = await context!.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    try {
      const url = `${origin}${route}`;
      await page.goto(url, { waitUntil: 'load' });
      const next = page.getByRole('button', { name: 'Next', exact: true });
      // A first visit compiles the screen's widgets on demand: slower than a reload.
      await next.waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      // Read again at every poll: a reload draws a new button.
      const colour = () => next.evaluate((element) => getComputedStyle(element).backgroundColor);

      const settings = JSON.parse(originalApp!.toString('utf8')) as { theme: { primary: string } };
      const before = settings.theme.primary;
      expect(before.toLowerCase()).not.toBe(otherPrimary);
      expect(await colour()).toBe(rgb(before));
      try {
        settings.theme.primary = otherPrimary;
        writeFileSync(appFile, `${JSON.stringify(settings, null, 2)}\n`);
        await expect.poll(colour, { timeout: reloadTimeout }).toBe(rgb(otherPrimary));
        expect(page.url()).toBe(url);
        await screenshot(page, 'dev-reload-rebranded');
      } finally {
        restore();
      }
      expect(readFileSync(appFile).equals(originalApp!)).toBe(true);
      await expect.poll(colour, { timeout: reloadTimeout }).toBe(rgb(before));
      expect(pageErrors, 'uncaught page errors').toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows the agreements as the production mock server does: in the confirmation modal and from a link', async () => {
    const page = await context!.newPage();
    try {
      await page.goto(`${origin}/confirmUse?scenario=confirm-popups&${CONFIRM_SESSION}`, {
        waitUntil: 'load',
      });
      await expectAgreements(page);
      expect(await page.getByText('Please enable JavaScript').count()).toBe(0);
      await screenshot(page, 'dev-agreement-link');
    } finally {
      await page.close();
    }
  });

  /** Whether anything is drawn over `target`: the element at each of a grid of its points is it or inside it. */
  async function uncovered(target: Locator): Promise<boolean> {
    return target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      for (let i = 0; i <= 8; i++)
        for (let j = 0; j <= 2; j++) {
          const x = box.left + 2 + ((box.width - 4) * i) / 8;
          const y = box.top + 2 + ((box.height - 4) * j) / 2;
          const hit = document.elementFromPoint(x, y);
          if (!hit || !element.contains(hit)) return false;
        }
      return true;
    });
  }

  it('keeps the bridge-message badge off the main button of each screen, and the badge still opens', async () => {
    const screens = [
      { path: `/bindBank?product_id=1&deviceId=d-1&scenario=default`, button: 'Next' },
      { path: `/confirmUse?${CONFIRM_SESSION}&scenario=default`, button: 'Next' },
      { path: `/payWay?${CONFIRM_SESSION}&amount=545000&scenario=default`, button: 'Pay' },
      { path: `/register?id=7&templateId=1&utm_tag=fb&deviceId=d-1&scenario=default`, button: 'Register' },
    ];
    for (const { path, button } of screens) {
      const page = await context!.newPage();
      try {
        await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        const main = page.getByRole('button', { name: button, exact: true });
        // A first visit compiles the screen's widgets on demand: slower than a reload.
        await main.waitFor({ timeout: 60_000 });
        const badge = page.getByRole('button', { name: /^Bridge messages \(\d+\)$/ });
        await badge.waitFor({ timeout: reloadTimeout });
        expect(await uncovered(main), `${path}: ${button} is uncovered`).toBe(true);
        if (path.startsWith('/bindBank')) {
          // A real tap on the button's left end, where the badge used to lie.
          const box = (await main.boundingBox())!;
          await main.tap({ position: { x: 10, y: box.height / 2 } });
          await page.getByText('Please choose Bank', { exact: true }).waitFor();
          await badge.tap();
          await page
            .getByRole('list', { name: 'Bridge messages, newest first' })
            .getByText(/startBank/)
            .waitFor();
          await screenshot(page, 'dev-bridge-badge-open');
        }
      } finally {
        await page.close();
      }
    }
  }, 300_000);

  it('tells the editor about a fragment added while the dev server runs, without npm run generate', async () => {
    const fragment = join(rootDir, 'screen-configs', 'fragments', 'dev-added-fragment.json');
    const schema = join(rootDir, 'schemas', 'screen.schema.json');
    const refs = () =>
      (
        JSON.parse(readFileSync(schema, 'utf8')) as {
          definitions: Record<string, { properties: { ref: { enum: string[] } } }>;
        }
      ).definitions['node.fragment']!.properties.ref.enum;
    expect(refs()).not.toContain('dev-added-fragment');
    try {
      writeFileSync(
        fragment,
        `${JSON.stringify({ $schema: '../../schemas/fragment.schema.json', id: 'dev-added-fragment', body: [] }, null, 2)}\n`,
      );
      await expect.poll(refs, { timeout: reloadTimeout, interval: 250 }).toContain('dev-added-fragment');
    } finally {
      rmSync(fragment, { force: true });
    }
    await expect.poll(refs, { timeout: reloadTimeout, interval: 250 }).not.toContain('dev-added-fragment');
  });
});
