/**
 * Language code is never a single point of failure, on the production build in Chromium: the
 * Filipino pack, the translating code or a screen's catalogue answering 404, answering a page that
 * is not JavaScript, or dropped once leaves the screen drawn in English within its own load time
 * (never the wait for a late file), reported once on the telemetry channel; a malformed `lang` is
 * English with no page error, on the app and on the "update your web view" page; a catalogue that
 * binds the session is not drawn.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_FILE_WAIT_MS } from '../../src/app/language/fallback';
import { distDir, SESSION, useAppAndBrowser, withPhone } from './harness';
import { recordsIn } from './telemetry';

const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;
const fileOf = (key: string) => `/${manifest[key]!.file}`;

/** The language files a Filipino visit loads, as the build names them. */
const CHUNKS = {
  pack: 'src/app/language/packs/fil.ts',
  translator: 'src/app/language/catalogue-translator.ts',
  catalogue: 'screen-configs/languages/fil/<screen>.json',
} as const;

/** How each file fails: not found, a page that is not JavaScript, a connection dropped once. */
const FAULTS = {
  '404': (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  'not JavaScript': (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Portal</title>' }),
  'dropped once': (route: Route) => route.abort('connectionreset'),
} as const;

/** What the console says of a file that does not load, provoked here on purpose. */
const FAILED_LOAD = [/Failed to load (resource|module script)/, /ERR_CONNECTION_RESET/];

const SCREENS = [
  {
    path: `/loanDetail?${SESSION}&lang=fil`,
    screen: 'loan-detail',
    english: 'Order Details',
    filipino: 'Detalye ng Order',
  },
  {
    path: `/payWay?${SESSION}&amount=545000&lang=fil`,
    screen: 'pay-way',
    english: 'Pay',
    filipino: 'Magbayad',
  },
] as const;

interface FallbackRecord {
  part?: string;
  reason?: string;
  file?: string;
}

/** The `language.fallback` records in the telemetry beacons the page sent. */
function fallbackReports(context: BrowserContext) {
  const found: FallbackRecord[] = [];
  context.on('request', (request: Request) => {
    if (new URL(request.url()).pathname !== '/v1/logs') return;
    for (const attributes of recordsIn(request.postData(), 'language.fallback'))
      found.push({
        part: attributes['language.part'],
        reason: attributes['language.reason'],
        file: attributes['language.file'],
      });
  });
  return found;
}

/** Waits until the screen is drawn (not busy); the time it was, in this process's clock. */
async function drawnAt(page: Page, screen: string): Promise<number> {
  await page.locator(`main[data-screen="${screen}"][aria-busy="false"]`).waitFor({ timeout: 15_000 });
  return Date.now();
}

describe('a language file that does not come', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });

  for (const target of SCREENS) {
    it(`${target.screen}: in Filipino when every file comes (the measure of its own load time)`, async () => {
      await withPhone(fixture, target.path, async ({ page }) => {
        await drawnAt(page, target.screen);
        await page.getByText(target.filipino, { exact: true }).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
      });
    });

    for (const [part, key] of Object.entries(CHUNKS))
      for (const [fault, fail] of Object.entries(FAULTS))
        it(`${target.screen}: the ${part} ${fault} → the screen in English at once, reported once`, async () => {
          const file = fileOf(key.replace('<screen>', target.screen));
          let reports: FallbackRecord[] = [];
          let failedAt = 0;
          await withPhone(
            fixture,
            {
              path: target.path,
              ignore: FAILED_LOAD,
              intercept: async (context) => {
                reports = fallbackReports(context);
                let failed = false;
                await context.route(`**${file}`, async (route) => {
                  if (failed && fault === 'dropped once') return route.continue();
                  failed = true;
                  failedAt = Date.now();
                  return fail(route);
                });
              },
            },
            async ({ page }) => {
              const drawn = await drawnAt(page, target.screen);
              expect(failedAt).toBeGreaterThan(0);
              // Drawn as soon as the rest of the screen is, not after a late file's wait: the report
              // below says the file failed (not `timeout`), and the time is that of a screen loading
              // on a busy two-core machine, where the app once stayed busy with no end.
              expect(drawn - failedAt).toBeLessThan(2 * LANGUAGE_FILE_WAIT_MS);
              await page.getByText(target.english, { exact: true }).first().waitFor();
              expect(await page.getByText(target.filipino, { exact: true }).count()).toBe(0);
              if (part !== 'catalogue')
                expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
              // The first touch connects the telemetry channel, which sends what the page noted.
              await page.locator('main').tap({ position: { x: 5, y: 5 } });
              await expect.poll(() => reports.length, { timeout: 10_000 }).toBeGreaterThan(0);
              await page.waitForTimeout(500);
              expect(reports).toEqual([
                {
                  part,
                  reason: 'failed',
                  file: part === 'catalogue' ? `screen:${target.screen}` : undefined,
                },
              ]);
            },
          );
        });
  }

  it('a pack that never answers: English once the one wait is over, reported as late', async () => {
    let reports: FallbackRecord[] = [];
    await withPhone(
      fixture,
      {
        path: SCREENS[0].path,
        intercept: async (context) => {
          reports = fallbackReports(context);
          await context.route(`**${fileOf(CHUNKS.pack)}`, () => new Promise(() => {}));
        },
      },
      async ({ page }) => {
        await drawnAt(page, 'loan-detail');
        // In the page's own clock, from its start: the wait, and not much more (once: no end).
        const drawn = await page.evaluate(() => performance.now());
        expect(drawn).toBeGreaterThanOrEqual(LANGUAGE_FILE_WAIT_MS);
        expect(drawn).toBeLessThan(3 * LANGUAGE_FILE_WAIT_MS);
        await page.getByRole('heading', { name: 'Order Details' }).waitFor();
        await page.locator('main').tap({ position: { x: 5, y: 5 } });
        await expect.poll(() => reports.length, { timeout: 10_000 }).toBeGreaterThan(0);
        expect(reports).toEqual([{ part: 'pack', reason: 'timeout', file: undefined }]);
      },
    );
  });

  it('a catalogue that binds the session: its string shows in English, the session id nowhere', async () => {
    const file = fileOf('screen-configs/languages/fil/loan-detail.json');
    const catalogue = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../screen-configs/languages/fil/loan-detail.json'), 'utf8'),
    ) as { strings: Record<string, Record<string, string>> };
    catalogue.strings['/title']!.fil = 'Detalye ng Order {{ session.sessionId }}';
    catalogue.strings['/body/2/children/0/children/0/text']!.fil = '{{ session.sessionId }}';
    await withPhone(
      fixture,
      {
        path: SCREENS[0].path,
        intercept: (context) =>
          context.route(`**${file}`, (route) =>
            route.fulfill({
              status: 200,
              contentType: 'text/javascript',
              body: `export default ${JSON.stringify(catalogue)};`,
            }),
          ),
      },
      async ({ page }) => {
        await drawnAt(page, 'loan-detail');
        await page.getByRole('heading', { name: 'Order Details', exact: true }).waitFor();
        await page.getByText('REPAY', { exact: true }).waitFor();
        // The rest of the catalogue still translates the screen.
        await page.getByText('Kulang ang pera?', { exact: true }).waitFor();
        expect(await page.locator('body').innerText()).not.toContain('s-1');
      },
    );
  });
});

describe('a malformed lang', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });

  for (const [path, heading] of [
    [`/loanDetail?${SESSION}&lang=%E0%A4%A`, 'Order Details'],
    ['/aboutUs?lang=%', 'About us'],
    ['/aboutUs?lang=fil%', 'About us'],
  ] as const)
    it(`${path.replace(SESSION, '…')}: English, no page error`, async () => {
      await withPhone(fixture, path, async ({ page, pageErrors }) => {
        await page.getByRole('heading', { name: heading, exact: true }).waitFor();
        await page.locator('main[aria-busy="false"]').waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        expect(pageErrors).toEqual([]);
      });
    });

  it('the "update your web view" page: in English, no page error', async () => {
    await withPhone(
      fixture,
      {
        path: '/aboutUs?lang=%E0%A4%A',
        // A web view below the floor: it has no Promise.any.
        prepare: (context) =>
          context.addInitScript(() => {
            delete (Promise as { any?: unknown }).any;
          }),
      },
      async ({ page, pageErrors }) => {
        await page.getByRole('heading', { name: 'Please update Android System WebView' }).waitFor();
        expect(pageErrors).toEqual([]);
      },
    );
  });
});
