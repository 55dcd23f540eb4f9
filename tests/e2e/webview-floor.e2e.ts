/**
 * A web view older than the app's floor (package.json's `browserslist`: Android System WebView 87)
 * gets a plain page that says to update it, never a blank screen or a half-started app. An old web
 * view is faked in Chromium by removing, before any of the page's scripts run, one feature the floor
 * has and older web views lack: a built-in (`Promise.any`, 85) or a CSS property (`inset`, 87).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION, useAppAndBrowser, withPhone } from './harness';

const UPDATE = 'Please update Android System WebView';

/** Waits until the page has fetched and run everything it would on its own. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))));
}

const fakes: Record<string, (context: BrowserContext) => Promise<unknown>> = {
  'without Promise.any': (context) =>
    context.addInitScript(() => {
      delete (Promise as { any?: unknown }).any;
    }),
  'without the CSS inset property': (context) =>
    context.addInitScript(() => {
      const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean;
      CSS.supports = ((...args: string[]) =>
        args[0] === 'inset' ? false : supports(...args)) as typeof CSS.supports;
    }),
};

describe('webview-floor', () => {
  const fixture = useAppAndBrowser();

  for (const [name, fake] of Object.entries(fakes)) {
    it(`a web view ${name} is told to update it, and the app draws nothing over that`, async () => {
      await withPhone(
        fixture,
        { path: `/bindBank?product_id=1&${SESSION}`, prepare: fake },
        async ({ page }) => {
          await settled(page);
          const alert = page.getByRole('alert');
          expect(await alert.getByRole('heading', { level: 1 }).textContent({ timeout: 5_000 })).toBe(UPDATE);
          expect(await alert.textContent()).toContain('Google Play');
          // Neither the page's loading skeleton nor the app's screen: the message is all there is.
          expect(await page.locator('#root main').count()).toBe(1);
          expect(await page.locator('.screen-skeleton, .screen-header').count()).toBe(0);
          expect(await page.getByRole('textbox').count()).toBe(0);
        },
      );
    });
  }

  // The message speaks the visit's language, chosen as the app chooses it: `lang`, else the phone's.
  const FILIPINO = 'Paki-update ang Android System WebView';
  const filipinoVisits: Record<string, { query: string; phone?: string[] }> = {
    'asked for with lang=fil': { query: '&lang=fil' },
    'of a phone set to Tagalog (tl-PH)': { query: '', phone: ['tl-PH', 'en-US'] },
  };
  for (const [name, { query, phone }] of Object.entries(filipinoVisits)) {
    it(`an old web view on a visit in Filipino ${name} reads the message in Filipino`, async () => {
      const prepare = async (context: BrowserContext) => {
        await fakes['without Promise.any']!(context);
        if (phone)
          await context.addInitScript((tags) => {
            Object.defineProperty(navigator, 'languages', { get: () => tags });
          }, phone);
      };
      await withPhone(
        fixture,
        { path: `/bindBank?product_id=1&${SESSION}${query}`, prepare },
        async ({ page }) => {
          await settled(page);
          const alert = page.getByRole('alert');
          expect(await alert.getByRole('heading', { level: 1 }).textContent({ timeout: 5_000 })).toBe(
            FILIPINO,
          );
          expect(await alert.textContent()).toContain('i-tap ang Update');
          expect(await page.getAttribute('html', 'lang')).toBe('fil');
        },
      );
    });
  }

  it("an old web view on a page that carries its screen's markup sees the message alone", async () => {
    await withPhone(
      fixture,
      { path: '/aboutUs', prepare: fakes['without Promise.any'] },
      async ({ page }) => {
        await settled(page);
        const alert = page.getByRole('alert');
        expect(await alert.getByRole('heading', { level: 1 }).textContent({ timeout: 5_000 })).toBe(UPDATE);
        expect(await page.locator('#root[data-server]').count()).toBe(0);
        expect(await page.getByText('Who we are').filter({ visible: true }).count()).toBe(0);
      },
    );
  });

  it('a web view at the floor or newer gets the app', async () => {
    await withPhone(fixture, `/bindBank?product_id=1&${SESSION}`, async ({ page }) => {
      await page.locator('main[aria-busy="false"]').waitFor();
      await settled(page);
      expect(await page.getByText(UPDATE).count()).toBe(0);
      expect(await page.getByRole('textbox').count()).toBeGreaterThan(0);
    });
  });
});
