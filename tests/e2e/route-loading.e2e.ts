/**
 * What a deep link loads in Chromium: the route's own page preloads its code, and nothing the
 * screen needs before it renders is missing from the model `npm run size` measures.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { entryKey, routeDescriptors, routeFiles } from '../../scripts/size/route-model';
import { drawnWidgetTypes } from '../../src/engine/load/descriptor-tree';
import { widgetTypes as widgets } from '../../src/generated/widget-types';
import { distDir, openPhone, SESSION, useAppAndBrowser, withPhone } from './harness';

const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Parameters<
  typeof routeFiles
>[0];
/**
 * The chunks of the parts fetched when the browser is idle (dialogs, popups, wheels, the viewer, and the
 * widgets `screen` draws only on demand, such as a modal's content) and their imports.
 */
async function idleFiles(screen?: string): Promise<Set<string>> {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) add(i);
  };
  for (const key of Object.keys(manifest))
    if (/(dialog-view|modal-shell|picker-popup|image\/viewer)\.tsx$/.test(key)) add(key);
  if (screen) {
    const { onDemand } = drawnWidgetTypes((await routeDescriptors(screen)).body, (t) => widgets[t]?.slots);
    for (const type of onDemand) add(`src/widgets/${type}/${type}.tsx`);
  }
  return files;
}

/**
 * Holds the requests matching `glob` until `release()`, then lets them through (`continue`) or fails
 * them as a dropped connection would (`fail`): a file that arrives, or never does, once the screen is drawn.
 */
function holdRequests(glob: string, then: 'continue' | 'fail' = 'continue') {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  return {
    asked,
    release: () => release(),
    intercept: (context: BrowserContext) =>
      context.route(glob, async (route) => {
        asked.push(new URL(route.request().url()).pathname);
        await held;
        await (then === 'fail' ? route.abort('connectionfailed') : route.continue());
      }),
  };
}

/**
 * Records the requests whose path `wanted` picks, and holds the app's own file back until the page
 * has made one of them (or 5 s have passed): what the page asks for before any of the app's code runs.
 */
function holdShellUntilAsked(wanted: (path: string) => boolean) {
  const shell = manifest[entryKey(manifest)]!.file;
  const asked: string[] = [];
  let before = false;
  return {
    asked,
    askedBeforeShell: () => before,
    intercept: async (context: BrowserContext) => {
      context.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (wanted(path)) asked.push(path);
      });
      await context.route(`**/${shell}`, async (route) => {
        const deadline = Date.now() + 5000;
        while (!asked.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        before = asked.length > 0;
        await route.continue();
      });
    },
  };
}

const CASES = [
  { path: `/bindBank?product_id=1&${SESSION}`, screen: 'bind-bank', ready: 'Account number' },
  { path: `/loanDetail?${SESSION}`, screen: 'loan-detail', ready: null },
  { path: `/repayPeriod?${SESSION}`, screen: 'repay-period', ready: null },
  { path: `/complainPage?${SESSION}`, screen: 'complain-page', ready: null },
];

describe('route loading', () => {
  const fixture = useAppAndBrowser();

  for (const c of CASES) {
    it(`${c.screen}: the page carries its descriptors and preloads the route's code, and the screen needs nothing else to render`, async () => {
      const expected = await routeFiles(manifest, c.screen);
      // The screen's descriptor and fragments come inside the page, not as files.
      const { fragments } = await routeDescriptors(c.screen);
      const inPage = new Set(
        [
          `screen-configs/${c.screen}.json`,
          ...Object.keys(fragments).map((id) => `screen-configs/fragments/${id}.json`),
        ].map((key) => manifest[key]!.file),
      );
      await withPhone(fixture, c.path, async (phone) => {
        const { page } = phone;
        const fetched: string[] = [];
        page.on('request', (r) => {
          const path = new URL(r.url()).pathname;
          if (path.startsWith('/assets/') && path.endsWith('.js')) fetched.push(path.slice(1));
        });
        const html = (await phone.response?.text()) ?? '';
        for (const file of expected.filter((f) => f.endsWith('.js') && !inPage.has(f)))
          expect(html, `${file} is in the page or preloaded`).toContain(`/${file}"`);
        const carried = JSON.parse(
          /<script type="application\/json" id="screen-descriptors">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
        ) as { screens?: Record<string, { id?: string }>; fragments?: Record<string, unknown> };
        expect(carried.screens?.[c.screen]?.id).toBe(c.screen);
        expect(Object.keys(carried.fragments ?? {}).sort()).toEqual(Object.keys(fragments).sort());
        await page.locator(`main[data-screen="${c.screen}"][aria-busy="false"]`).waitFor();
        if (c.ready) await page.getByText(c.ready).first().waitFor();
        // Whatever was still fetched after the document (dynamic imports) belongs to the route, or is a
        // part warmed up when idle (dialogs, popups, wheels), which is not needed to render.
        const idle = await idleFiles(c.screen);
        expect(idle.size).toBeGreaterThan(0);
        const unexpected = fetched.filter((f) => !expected.includes(f) && !idle.has(f));
        expect(unexpected).toEqual([]);
        expect(fetched.filter((f) => inPage.has(f))).toEqual([]);
        // The eager widgets' code is in the app's own file: none is a file of its own.
        const eager = Object.keys(widgets).filter((type) => widgets[type]!.eager);
        expect(eager).toContain('stack');
        for (const type of eager) expect(manifest[`src/widgets/${type}/${type}.tsx`], type).toBeUndefined();
      });
    });
  }

  it('a route page paints its header and skeleton before any script runs, and the app takes over without a shift', async () => {
    const still = await fixture.browser.newContext({
      viewport: { width: 360, height: 740 },
      javaScriptEnabled: false,
    });
    try {
      const page = await still.newPage();
      const stylesheets: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
      });
      // Everything the browser asks for, its own requests (such as a page icon) included.
      const asked: string[] = [];
      const devtools = await still.newCDPSession(page);
      await devtools.send('Network.enable');
      devtools.on('Network.requestWillBeSent', (event) => asked.push(new URL(event.request.url).pathname));
      await page.goto(`${fixture.app.url}/bindBank?product_id=1&${SESSION}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Payment account information');
      // Styled by the stylesheet inlined into the page: the first paint waits for no request.
      expect(stylesheets).toEqual([]);
      expect(
        await page.locator('header.screen-header').evaluate((el) => getComputedStyle(el).minHeight),
      ).toBe('45px');
      expect(await page.locator('main[aria-busy="true"] .screen-skeleton').count()).toBe(1);
      expect(await page.title()).toBe('Payment account information');
      // The page names its icon inline: the browser asks the server for no /favicon.ico (it asks
      // for it shortly after the page has loaded, when a page names none).
      await page.waitForTimeout(1000);
      expect(asked).toContain('/bindBank');
      expect(asked).not.toContain('/favicon.ico');
    } finally {
      await still.close();
    }
    await withPhone(fixture, `/bindBank?product_id=1&${SESSION}`, async ({ page }) => {
      await page.getByText('Account number').first().waitFor();
      expect(await page.locator('header h1').count()).toBe(1);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) total += e.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => done(total), 300);
          }),
      );
      expect(shift).toBeLessThanOrEqual(0.02);
    });
  });

  it('a screen that needs nothing from the phone comes drawn in its page, and the app hydrates those very nodes', async () => {
    const shell = manifest[entryKey(manifest)]!.file;
    const held = holdRequests(`**/${shell}`);
    const context = await fixture.browser.newContext({
      viewport: { width: 360, height: 740 },
      locale: 'en-PH',
    });
    const errors: string[] = [];
    try {
      await held.intercept(context);
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      await page.addInitScript(() => {
        const seen = window as unknown as { shifted: number };
        seen.shifted = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
            seen.shifted += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const hydrate = manifest['src/app/hydrate.ts']!.file;
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      await page.goto(`${fixture.app.url}/aboutUs`, { waitUntil: 'commit' });
      // The screen's copy is there while the app's own file is still held back: the page's own markup.
      const heading = page.getByRole('heading', { level: 1 });
      await page.getByText('Who we are').waitFor({ timeout: 10_000 });
      expect(held.asked.length).toBeGreaterThan(0);
      expect(await heading.innerText()).toBe('About us');
      // The page itself asks for the code that hydrates it, while the app's own file is still held
      // back: hydration waits for no request the app would make once it runs.
      await expect.poll(() => fetched).toContain(`/${hydrate}`);
      await heading.evaluate((h) => ((h as HTMLElement).dataset.drawnBy = 'build'));
      const before = await heading.boundingBox();
      held.release();
      await page.waitForFunction(() => 'WebBridge' in window);
      await page.locator('main[data-screen="about-us"][aria-busy="false"]').waitFor();
      await page.waitForTimeout(300);
      // Hydrated, not drawn again: the same node, in the same place, and nothing moved.
      expect(await heading.getAttribute('data-drawn-by')).toBe('build');
      expect(await heading.boundingBox()).toEqual(before);
      expect(await page.locator('main').count()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      held.release();
      await context.close();
    }
  });

  it("a visit in another language than the build's gets the screen drawn in its own", async () => {
    for (const [locale, path] of [
      ['en-PH', '/privacy?lang=fil'],
      // No `lang`: a phone set to Filipino.
      ['fil-PH', '/aboutUs'],
    ] as const) {
      const context = await fixture.browser.newContext({ viewport: { width: 360, height: 740 }, locale });
      try {
        const page = await context.newPage();
        await page.goto(`${fixture.app.url}${path}`);
        await page.locator('main[data-screen][aria-busy="false"]').waitFor();
        await page
          .getByText(path.startsWith('/privacy') ? 'Sa Ingles lang' : 'Tungkol sa amin')
          .first()
          .waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe('fil');
        expect(await page.locator('main').count()).toBe(1);
      } finally {
        await context.close();
      }
    }
  });

  it("a screen that reads the phone's data is drawn by the app, and an unknown path never shows the home", async () => {
    const page = await fixture.browser.newPage();
    try {
      // The code that hydrates a drawn page is not loaded where the app draws the page itself.
      const hydrate = manifest['src/app/hydrate.ts']!.file;
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      const response = await page.goto(`${fixture.app.url}/bindBank?product_id=1&${SESSION}`);
      const html = await response!.text();
      expect(html).not.toContain('<div id="root" data-server');
      expect(html).not.toContain(hydrate);
      await page.locator('main[data-screen="bind-bank"][aria-busy="false"]').waitFor();
      expect(fetched).toContain(`/${manifest[entryKey(manifest)]!.file}`);
      expect(fetched).not.toContain(`/${hydrate}`);
      // index.html is also the page of a path the app does not know: it holds no screen of its own.
      await page.goto(`${fixture.app.url}/noSuchPage`);
      await page.locator('main[data-screen="not-found"][aria-busy="false"]').waitFor();
      expect(await page.getByText('Cash loan', { exact: false }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it("nothing moves while a hash route's screen replaces its page's, or a pop-up opened on entry fills in", async () => {
    for (const [path, screenId] of [
      [`/payWay?${SESSION}#/borrowDetail/`, 'pay-way-borrow-detail'],
      ['/register#/downloadTemplate', 'register-download'],
      ['/register#/agreementTemplate', 'register-agreement'],
      [`/confirmUseNew?${SESSION}`, 'confirm-use-new'],
    ] as const) {
      const context = await fixture.browser.newContext({ viewport: { width: 360, height: 740 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(() => {
          const seen = window as unknown as { shifts: string[] };
          seen.shifts = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources: { node?: Node }[];
            })[])
              seen.shifts.push(`${e.value.toFixed(3)} ${e.sources.map((s) => s.node?.nodeName).join(',')}`);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${fixture.app.url}${path}`);
        await page.locator(`main[data-screen="${screenId}"][aria-busy="false"]`).waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual(
          [],
        );
      } finally {
        await context.close();
      }
    }
  });

  it('code loaded later never fetches again a stylesheet the route page carries inline', async () => {
    await withPhone(fixture, `/bindBank?product_id=1&${SESSION}`, async ({ page }) => {
      const stylesheets: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname);
      });
      const picker = page.getByRole('combobox', { name: 'Bank', exact: true });
      await picker.waitFor();
      // The picker's wheel is code (and styles) loaded on the first tap.
      await picker.tap();
      await page.getByText('Confirm', { exact: true }).last().waitFor();
      const inline = await page
        .locator('style[data-href]')
        .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
      expect(inline.length).toBeGreaterThan(0);
      for (const file of inline) expect(stylesheets).not.toContain(file);
    });
  });

  it("a route page asks for its screen's data while the app's code is still on its way, and only once", async () => {
    const held = holdShellUntilAsked((path) => path.startsWith('/v3/'));
    await withPhone(fixture, { path: `/confirmUse?${SESSION}`, intercept: held.intercept }, async (phone) => {
      const { page } = phone;
      await page.locator('main[data-screen="confirm-use"][aria-busy="false"]').waitFor();
      await page.getByText('₱5,000.00').first().waitFor();
      expect(held.askedBeforeShell()).toBe(true);
      // The app took the answers on their way: it asked for nothing twice.
      expect([...held.asked].sort()).toEqual([
        '/v3/contract/contract',
        '/v3/loan-confirm/loan-detail-confirm',
      ]);
      expect(phone.pageErrors).toEqual([]);
    });
  });

  it('a picture the screen marks priority is asked for with the page, before the app has drawn anything', async () => {
    const held = holdShellUntilAsked((path) => path === '/images/guide-gcash.svg');
    await withPhone(
      fixture,
      { path: `/paymentInstructions?${SESSION}`, intercept: held.intercept },
      async ({ page }) => {
        await page.locator('main[data-screen] img[src$="/images/guide-gcash.svg"]').waitFor();
        await page.waitForFunction(() => {
          const img = document.querySelector<HTMLImageElement>(
            'main[data-screen] img[src$="/images/guide-gcash.svg"]',
          );
          return img !== null && img.complete && img.naturalWidth > 0;
        });
        expect(held.askedBeforeShell()).toBe(true);
        // The screen's picture is the one the page asked for: not fetched twice.
        expect(held.asked).toEqual(['/images/guide-gcash.svg']);
      },
    );
  });

  it("a priority picture drawn in each language is asked for in the visit's, before the app has drawn anything", async () => {
    const held = holdShellUntilAsked((path) => path.startsWith('/images/repay-instructions-'));
    await withPhone(
      fixture,
      { path: `/repayPeriod?${SESSION}&lang=fil`, intercept: held.intercept },
      async ({ page }) => {
        const picture = 'img[src$="/images/repay-instructions-fil.svg"]';
        await page.waitForFunction((selector) => {
          const img = document.querySelector<HTMLImageElement>(selector);
          return img !== null && img.complete && img.naturalWidth > 0;
        }, picture);
        expect(held.askedBeforeShell()).toBe(true);
        // Only the visit's language's picture, and once: the screen's picture is the one asked for.
        expect(held.asked).toEqual(['/images/repay-instructions-fil.svg']);
      },
    );
  });

  it("a modal's content is not part of the first load: its widget's code comes later, and a modal opened before it shows it loading", async () => {
    const iframeFile = manifest['src/widgets/iframe/iframe.tsx']!.file;
    const iframe = holdRequests(`**/${iframeFile}`);
    const hold = iframe.intercept;
    // The agreement modal is closed: the screen is drawn while the iframe's code is held back.
    let phone = await openPhone(fixture.browser, `${fixture.app.url}/confirmUse?${SESSION}`, {
      prepare: hold,
    });
    try {
      expect(await phone.response!.text()).not.toContain(iframeFile);
      await phone.page.locator('main[data-screen="confirm-use"][aria-busy="false"]').waitFor();
      await phone.page.getByText('₱5,000.00').first().waitFor();
    } finally {
      await phone.close();
    }
    // The offer asks for the agreement at once: the modal opens, shows that it is loading, then the agreement.
    await fixture.app.setScenario('confirm-popups');
    try {
      phone = await openPhone(fixture.browser, `${fixture.app.url}/confirmUse?${SESSION}`, { prepare: hold });
      const dialog = phone.page.getByRole('dialog', { name: 'Loan agreement' });
      await dialog.getByRole('status', { name: 'Loading' }).waitFor();
      iframe.release();
      await dialog.locator('iframe[title="Loan agreement"]').waitFor();
      expect(await dialog.getByRole('status', { name: 'Loading' }).count()).toBe(0);
      expect(iframe.asked.length).toBeGreaterThan(0);
      await phone.close();
    } finally {
      iframe.release();
      await fixture.app.setScenario('default');
    }
  });

  it('code warmed up for later (dialogs) waits for the screen and a first touch, then comes when idle', async () => {
    const dialogFile = [...(await idleFiles())].find((f) => /dialog-view-/.test(f));
    expect(dialogFile).toBeDefined();
    // A slow mobile network: the screen's data takes a while, leaving the browser idle meanwhile.
    await withPhone(
      fixture,
      {
        path: `/loanDetail?${SESSION}`,
        intercept: (context) =>
          context.route('**/v3/**', async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 800));
            await route.continue();
          }),
      },
      async ({ page }) => {
        const asked: string[] = [];
        page.on('request', (r) => asked.push(new URL(r.url()).pathname));
        await page.locator('main[data-screen="loan-detail"][aria-busy="false"]').waitFor();
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 500))));
        // A borrower who only reads the screen fetches none of it.
        expect(asked.filter((path) => path.endsWith(`/${dialogFile!}`))).toEqual([]);
        const touchedAt = await page.evaluate(() => performance.now());
        await page.getByRole('heading', { level: 1 }).tap();
        const timing = await page.waitForFunction(
          (file) => {
            const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const dialog = entries.find((e) => e.name.endsWith(`/${file}`));
            const api = entries.filter((e) => e.initiatorType === 'xmlhttprequest');
            if (!dialog || !api.length) return null;
            return { dialogStart: dialog.startTime, dataEnd: Math.max(...api.map((e) => e.responseEnd)) };
          },
          dialogFile!,
          { timeout: 10_000 },
        );
        const { dialogStart, dataEnd } = (await timing.jsonValue())!;
        expect(dialogStart).toBeGreaterThan(dataEnd);
        expect(dialogStart).toBeGreaterThan(touchedAt);
      },
    );
  });

  it("the code of what a screen runs as it opens comes with its page, and that of its taps' actions at the first touch", async () => {
    const fileOf = (type: string) => manifest[`src/actions/${type}/${type}.ts`]!.file;
    // /bindBank tells the native shell it opened (bridge) and binds the account on a tap (call, validate-form).
    await withPhone(fixture, `/bindBank?product_id=1&${SESSION}`, async (phone) => {
      const { page } = phone;
      const asked: string[] = [];
      page.on('request', (r) => asked.push(new URL(r.url()).pathname.slice(1)));
      const html = (await phone.response?.text()) ?? '';
      expect(html).toContain(`/${fileOf('bridge')}"`);
      expect(html).not.toContain(fileOf('call'));
      await page.locator('main[data-screen="bind-bank"][aria-busy="false"]').waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 500))));
      expect(asked.filter((path) => [fileOf('call'), fileOf('validate-form')].includes(path))).toEqual([]);
      await page.getByRole('heading', { level: 1 }).tap();
      await expect
        .poll(() => asked.includes(fileOf('call')) && asked.includes(fileOf('validate-form')))
        .toBe(true);
    });
  });

  it('a picture with a declared size that fails to load keeps its place: nothing below it moves', async () => {
    // The product logo's server answers only once the screen is drawn, and then with nothing usable.
    const logoRequests = holdRequests('**/logo-*.svg', 'fail');
    const phone = await fixture.open(`/confirmUse?${SESSION}`, { intercept: logoRequests.intercept });
    try {
      const { page } = phone;
      const logo = page.locator('main img[src*="/logo-"]');
      await logo.waitFor({ state: 'attached' });
      const amount = page.getByText('₱5,000.00').first();
      const before = { logo: (await logo.boundingBox())!, amount: (await amount.boundingBox())! };
      logoRequests.release();
      const tile = page.locator('main .w-image-missing');
      await tile.waitFor();
      expect(await logo.count()).toBe(0);
      const after = { tile: (await tile.boundingBox())!, amount: (await amount.boundingBox())! };
      expect(before.logo.height).toBe(40);
      expect(after.tile).toEqual(before.logo);
      expect(after.amount.y).toBe(before.amount.y);
    } finally {
      logoRequests.release();
      await phone.close();
    }
  });

  it('a picture with a declared size keeps its place while it loads: nothing below it moves', async () => {
    // The picture arrives only once the screen is drawn, as on a slow mobile network.
    const pictureRequests = holdRequests('**/repay-instructions-en.svg');
    const phone = await fixture.open(`/repayPeriod?${SESSION}`, { intercept: pictureRequests.intercept });
    try {
      const { page } = phone;
      const picture = page.locator('img[src$="repay-instructions-en.svg"]');
      await picture.waitFor({ state: 'attached' });
      const next = page.locator('main > *').last();
      const before = { picture: (await picture.boundingBox())!, next: (await next.boundingBox())! };
      pictureRequests.release();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('img[src$="repay-instructions-en.svg"]');
        return img !== null && img.complete && img.naturalWidth > 0;
      });
      const after = { picture: (await picture.boundingBox())!, next: (await next.boundingBox())! };
      expect(before.picture.height).toBeGreaterThan(50);
      expect(after.picture.height).toBeCloseTo(before.picture.height, 0);
      expect(after.next.y).toBeCloseTo(before.next.y, 0);
    } finally {
      pictureRequests.release();
      await phone.close();
    }
  });
});
