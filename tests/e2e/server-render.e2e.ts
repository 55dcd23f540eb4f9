/**
 * The production server (npm run serve): a route's page arrives drawn with its data, the browser
 * hydrates that very markup (no second copy, no mismatch) and a tap right after it shows works; the
 * page is never cacheable, the server's log holds no session value, a slow API still gives a page by
 * the deadline (the browser finishes the call), and a failing or invalid answer draws the screen's
 * error state in a page, never a server error.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/serve/serve';
import { launchChromium, phoneViewport } from './harness';
import { startProductionServer, type ProductionServer } from './production-server';

const SESSION = 'productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1';

/** The part of a page inside its root, as the server drew it (before any script runs). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root" data-server>');
  // The root ends before the inline descriptors (English copy) and the served state.
  const descriptors = html.indexOf('<script type="application/json" id="screen-descriptors">');
  const end =
    descriptors > 0 ? descriptors : html.indexOf('<script type="application/json" id="served-state">');
  expect(start, 'the page has a root drawn by the server').toBeGreaterThan(0);
  return html.slice(start, end);
}

/** The served state embedded in a page. */
function servedOf(html: string): { status: string; language: string; answers: unknown[] } {
  const found = /<script type="application\/json" id="served-state">([^<]*)<\/script>/.exec(html);
  expect(found, 'the page carries its served state').not.toBeNull();
  return JSON.parse(found![1]!) as { status: string; language: string; answers: unknown[] };
}

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

async function phonePage(browser: Browser) {
  const context = await browser.newContext({
    viewport: phoneViewport,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** What hydration problems React reports (a mismatch, a recoverable error), among a page's errors. */
const hydrationProblems = (errors: string[]) =>
  errors.filter((e) => /hydrat|did not match|mismatch|#418|#423|#425/i.test(e));

/**
 * Opens `url` with every script the page asks for held back, taps `target` as soon as it shows
 * (nothing of the app has run: the tap lands on the server's markup), marks the server's node
 * `marked` (a selector), then lets the app start; resolves once it runs. Returns how long after the page's first paint the tap
 * came, as the page's own clock tells.
 */
async function tapBeforeTheApp(
  page: Page,
  url: string,
  marked: string,
  target: (page: Page) => Locator,
): Promise<number> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Every script the page asks for waits until the tap is made: the tap keeper must already be there
  // (written inside the page), however late the network brings the page's files.
  const asked: string[] = [];
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') {
      asked.push(new URL(route.request().url()).pathname);
      await held;
    }
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { touchedAt?: number };
    window.addEventListener('pointerdown', (e) => (seen.touchedAt ??= e.timeStamp), true);
  });
  await page.goto(url, { waitUntil: 'commit' });
  await target(page).tap();
  const after = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!;
    return (window as unknown as { touchedAt: number }).touchedAt - paint.startTime;
  });
  expect(await page.evaluate(() => 'WebBridge' in window), 'no script of the app has run yet').toBe(false);
  expect(asked, 'the tap keeper is in the page, not a file of its own').not.toContain('/tap-keeper.js');
  expect(await page.evaluate(() => 'keptTaps' in window), 'the tap keeper runs').toBe(true);
  await page.evaluate((selector) => {
    (document.querySelector(selector) as HTMLElement).dataset.drawnBy = 'server';
    (window as unknown as { servedDocument: boolean }).servedDocument = true;
  }, marked);
  release();
  // The bridge is the app's: it is there once the app runs.
  await page.waitForFunction(() => 'WebBridge' in window);
  return after;
}

describe('the production server', () => {
  let server: ProductionServer;
  let browser: Browser;

  beforeAll(async () => {
    // A deadline no answer of the mock reaches, however busy the machine: these pages come with data.
    [server, browser] = await Promise.all([
      startProductionServer({ SERVER_DEADLINE_MS: '15000' }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), browser?.close()]);
  });

  it('sends /repayPeriod drawn with the amount to repay, never cacheable', async () => {
    const response = await fetch(`${server.url}/repayPeriod?${SESSION}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    const root = rootOf(html);
    expect(text(root)).toContain('₱5,450.00');
    expect(root).toContain('aria-busy="false"');
    expect(html).toContain('<title>Repayment</title>');
    const served = servedOf(html);
    expect(served.status).toBe('ready');
    expect(served.answers).toHaveLength(1);
    // No frames, no early calls of the static pages: the server drew the screen.
    expect(html).not.toContain('class="static-frame"');
    expect(html).not.toContain('data-boot-screen');
  });

  it("draws /repayPeriod's picture inside the page, in the visit's language, and the app keeps it", async () => {
    for (const lang of ['en', 'fil'] as const) {
      const html = await (await fetch(`${server.url}/repayPeriod?${SESSION}&lang=${lang}`)).text();
      const src = /<img[^>]* src="(data:image\/svg\+xml,[^"]*)"/.exec(rootOf(html))?.[1];
      expect(src, `the repayment steps drawn inline (${lang})`).toBeDefined();
      // The language's own picture, and no request for the file in the head.
      expect(decodeURIComponent(src!)).toContain(lang === 'en' ? 'Choose' : 'Pumili');
      const head = html.slice(0, html.indexOf('<body>'));
      expect(head).not.toContain('/images/repay-instructions-');
      expect(head).not.toContain('rel="preload" as="image"');
      expect(servedOf(html)).toMatchObject({ pictures: { [`/images/repay-instructions-${lang}.svg`]: src } });
    }
    const { context, page, errors } = await phonePage(browser);
    try {
      const pictures: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/images/')) pictures.push(r.url());
      });
      await page.goto(`${server.url}/repayPeriod?${SESSION}`, { waitUntil: 'commit' });
      const steps = page.getByRole('img', { name: /^How to repay/ });
      await steps.waitFor();
      await steps.evaluate((img) => ((img as HTMLElement).dataset.drawnBy = 'server'));
      await page.waitForFunction(() => 'WebBridge' in window);
      await page.getByRole('button', { name: 'Payment Method' }).waitFor();
      // Hydrated: the same node, with the same address, painted (it decoded), and no file asked for.
      expect(await steps.getAttribute('data-drawn-by')).toBe('server');
      expect(await steps.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      expect(await steps.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(pictures).toEqual([]);
      expect(hydrationProblems(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('draws /confirmUse and /loanDetail with their data, in English and Filipino', async () => {
    const pages = [
      {
        path: '/confirmUse',
        en: ['Loan amount', '₱5,000.00', '120 days'],
        fil: ['Halaga ng loan', '120 araw'],
      },
      { path: '/loanDetail', en: ['Awaiting repayment'], fil: [] as string[] },
      { path: '/repayPeriod', en: ['Repayment date'], fil: ['Petsa ng bayad', '₱5,450.00'] },
    ];
    for (const { path, en, fil } of pages) {
      const english = await (await fetch(`${server.url}${path}?${SESSION}`)).text();
      for (const words of en) expect(text(rootOf(english)), `${path} in English`).toContain(words);
      expect(english).toContain('<html lang="en"');
      const filipino = await (await fetch(`${server.url}${path}?${SESSION}&lang=fil`)).text();
      expect(filipino).toContain('<html lang="fil"');
      expect(servedOf(filipino).language).toBe('fil');
      for (const words of fil) expect(text(rootOf(filipino)), `${path} in Filipino`).toContain(words);
    }
    // Without `lang`, the phone's Accept-Language chooses.
    const asked = await fetch(`${server.url}/repayPeriod?${SESSION}`, {
      headers: { 'Accept-Language': 'fil-PH, fil;q=0.9, en;q=0.5' },
    });
    expect(text(rootOf(await asked.text()))).toContain('Petsa ng bayad');
  });

  const journeys = [
    {
      path: '/repayPeriod',
      marked: '.w-text-amount',
      tap: (page: Page, lang: string) =>
        page.getByRole('button', { name: lang === 'en' ? 'Payment Method' : 'Paraan ng Pagbabayad' }),
      // The sheet the tap opened, with the channels the server's answer listed.
      done: async (page: Page, lang: string) => {
        const name = lang === 'en' ? 'Payment Method' : 'Paraan ng Pagbabayad';
        await page.getByRole('dialog', { name }).getByRole('radio', { name: 'GCash' }).waitFor();
        expect(await page.locator('.w-text-amount').first().textContent()).toBe('₱5,450.00');
      },
    },
    {
      path: '/loanDetail',
      marked: 'main.screen-body',
      tap: (page: Page, lang: string) =>
        page.getByRole('button', { name: lang === 'en' ? 'REPAY' : 'MAGBAYAD', exact: true }),
      // The hydrated screen's router moved on (the document the server sent is still the one), with
      // the order the server's answer named.
      done: async (page: Page) => {
        await page.waitForURL(/\/repayPeriod\?/);
        expect(new URL(page.url()).searchParams.get('orderId')).toBe('OD1001');
        expect(await page.evaluate(() => 'servedDocument' in window)).toBe(true);
      },
    },
    {
      path: '/confirmUse',
      marked: 'main.screen-body',
      tap: (page: Page) => page.getByRole('checkbox'),
      // The consent changed once, whichever way it started.
      done: async (page: Page, _lang: string, before: boolean | null) => {
        await expect.poll(() => page.getByRole('checkbox').isChecked()).toBe(!before);
      },
    },
  ];

  for (const lang of ['en', 'fil'] as const)
    for (const journey of journeys)
      it(`hydrates ${journey.path} in ${lang}: a tap before the app ran acts once it runs`, async () => {
        const { context, page, errors } = await phonePage(browser);
        try {
          const url = `${server.url}${journey.path}?${SESSION}&lang=${lang}`;
          // What the server sent: the consent as it starts.
          const before =
            journey.path === '/confirmUse' ? (await (await fetch(url)).text()).includes('checked=""') : null;
          const after = await tapBeforeTheApp(page, url, journey.marked, (p) => journey.tap(p, lang));
          // After the first paint, before any of the app's code had run (it was held back): the time
          // in which a tap was lost before. How soon after the paint depends on this machine's load.
          expect(after, `${journey.path}: tapped after the first paint`).toBeGreaterThan(0);
          await journey.done(page, lang, before);
          if (journey.path !== '/loanDetail')
            // The node is the one the server sent: hydrated, not drawn again.
            expect(await page.locator(journey.marked).first().getAttribute('data-drawn-by')).toBe('server');
          expect(hydrationProblems(errors), `${journey.path} in ${lang}`).toEqual([]);
          expect(errors.filter((e) => !/preload/i.test(e))).toEqual([]);
        } finally {
          await context.close();
        }
      });

  it('pays through the hydrated /repayPeriod: its own session calls the API and moves the router', async () => {
    const { context, page } = await phonePage(browser);
    try {
      await page.goto(`${server.url}/repayPeriod?${SESSION}`);
      const method = page.getByRole('button', { name: 'Payment Method' });
      await method.tap();
      const sheet = page.getByRole('dialog', { name: 'Payment Method' });
      await sheet.getByRole('radio', { name: 'GCash' }).tap();
      await sheet.getByRole('button', { name: 'Payment', exact: true }).tap();
      await page.waitForURL(/\/repaymentOfCode2\?/);
      await page.getByText('Pay with GCash').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the production server before a lender API', () => {
  let backend: RunningServer;
  let edge: Server;
  let slowMs = 0;
  let seen: { path: string; headers: IncomingMessage['headers'] }[] = [];
  let server: ProductionServer;

  beforeAll(async () => {
    backend = await startServer({ port: 0, scenario: 'default' });
    // The lender's API: the mock backend behind an edge that can answer the repayment slowly.
    edge = createServer((req, res) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        seen.push({ path: req.url ?? '', headers: req.headers });
        if (slowMs && req.url?.startsWith('/v3/installment/loan-play-detail'))
          await new Promise((resolve) => setTimeout(resolve, slowMs));
        const answer = await fetch(`${backend.url}${req.url}`, {
          method: req.method,
          headers: Object.fromEntries(
            Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'content-length'),
          ) as Record<string, string>,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        });
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      })().catch(() => res.destroy());
    });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
    const port = (edge.address() as AddressInfo).port;
    server = await startProductionServer({ API_ORIGIN: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => edge?.close(resolve));
    await backend?.close();
  });

  it("makes the opening call as the browser would, and forwards the browser's own calls unchanged", async () => {
    seen = [];
    await (await fetch(`${server.url}/repayPeriod?${SESSION}&building=b-7&gather=g-8`)).text();
    const call = seen.find((r) => r.path.startsWith('/v3/installment/loan-play-detail'));
    expect(call?.headers['building']).toBe('b-7');
    expect(call?.headers['gather']).toBe('g-8');
    expect(call?.headers['x-requested-with']).toBe('XMLHttpRequest');
    seen = [];
    const forwarded = await fetch(`${server.url}/v3/installment/loan-play-detail?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', building: 'b-9' },
      body: JSON.stringify({ productId: '1', orderId: 'OD1001' }),
    });
    expect(forwarded.status).toBe(200);
    expect(((await forwarded.json()) as { data: { repayAmount: number } }).data.repayAmount).toBe(545000);
    expect(seen.map((r) => r.path)).toEqual(['/v3/installment/loan-play-detail?x=1']);
    expect(seen[0]!.headers['building']).toBe('b-9');
  });

  it('sends the loading screen by the deadline when the API takes 5 s, and the browser finishes', async () => {
    slowMs = 5000;
    try {
      const started = Date.now();
      const response = await fetch(`${server.url}/repayPeriod?${SESSION}`);
      const html = await response.text();
      const took = Date.now() - started;
      expect(response.status).toBe(200);
      // The deadline (1 s), well before the API's answer (5 s).
      expect(took).toBeLessThan(4000);
      expect(servedOf(html).status).toBe('loading');
      expect(rootOf(html)).toContain('aria-busy="true"');
      expect(text(rootOf(html))).not.toContain('₱5,450.00');

      const browser = await launchChromium();
      try {
        const { page, errors } = await phonePage(browser);
        await page.goto(`${server.url}/repayPeriod?${SESSION}`);
        await page.getByText('₱5,450.00').first().waitFor({ timeout: 15_000 });
        expect(hydrationProblems(errors)).toEqual([]);
      } finally {
        await browser.close();
      }
    } finally {
      slowMs = 0;
    }
  });
});

describe('the production server when the API fails', () => {
  for (const scenario of ['server-error', 'wrong-types']) {
    it(`draws the error state with Retry for ${scenario}, in a page, not a server error`, async () => {
      const server = await startProductionServer({ MOCK_SCENARIO: scenario, SERVER_DEADLINE_MS: '15000' });
      try {
        const response = await fetch(`${server.url}/repayPeriod?${SESSION}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(servedOf(html).status).toBe('error');
        const root = text(rootOf(html));
        expect(root).toContain('Retry');
        expect(root).not.toContain('₱5,450.00');
      } finally {
        await server.close();
      }
    });
  }
});

describe('the production server and session values', () => {
  it('never writes a planted session value or header secret to its log', async () => {
    const server = await startProductionServer({ LOG_LEVEL: 'debug', SERVER_DEADLINE_MS: '15000' });
    try {
      const planted = {
        sessionId: 'PLANTED-SESSION-4417',
        userId: 'PLANTED-USER-9023',
        mobilePhone: '09170005566',
        building: 'PLANTED-BUILDING-3381',
        gather: 'PLANTED-GATHER-1290',
        swift: 'PLANTED-SWIFT-7712',
        eyes: 'PLANTED-EYES-6604',
      };
      const query = new URLSearchParams({ productId: '1', orderId: 'OD1001', ...planted }).toString();
      const page = await fetch(`${server.url}/repayPeriod?${query}`);
      expect(text(rootOf(await page.text()))).toContain('₱5,450.00');
      await fetch(`${server.url}/confirmUse?${query}`).then((r) => r.text());
      await fetch(`${server.url}/preschool/v3/personal-center/contact-kf-info?${query}`, {
        method: 'POST',
        headers: {
          swift: planted.swift,
          eyes: planted.eyes,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: `sessionId=${planted.sessionId}`,
      }).then((r) => r.text());
      await new Promise((resolve) => setTimeout(resolve, 200));
      const log = server.output();
      expect(log).toContain('/repayPeriod');
      for (const [name, value] of Object.entries(planted)) expect(log, name).not.toContain(value);
    } finally {
      await server.close();
    }
  });
});
