/**
 * The session never leaves the page in a header or an address (issue 66), in Chromium on the
 * production build: every request of a borrower's journey is read as Chromium sent it, beacons,
 * pictures, the agreement's frame and a link to another host included.
 *
 * What "leaves the page" means here: every request the phone makes, except the ones meant to carry
 * the session, which are
 * - the lender's own API calls (the API's paths on the page's origin: their query and headers carry
 *   the session by contract, docs/contracts.md §4), and
 * - the loading of one of the app's own pages in the phone's main frame (the native shell opens the
 *   first one with the session in its query, and the app's links to its own pages keep it: the page
 *   already holds it, docs/security.md).
 * No request at all, those included, may carry a session value in its `Referer`.
 */
import type { BrowserContext, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_PATH } from '../../mocks/handlers';
import type { RoutesDescriptor } from '../../src/schema/screen';
import { rootDir, useAppAndBrowser, withPhone } from './harness';
import { telemetryConnected } from './telemetry';

/** The session values of this visit: each distinctive enough to be found anywhere in a header or URL. */
const VALUES = {
  deviceId: 'dev-7f3a9c21',
  userId: 'usr-5521907',
  sessionId: 'ses-b81e44d0',
  merchantNumber: 'mer-300417',
  mobilePhone: '09171234567',
  building: 'bld-secret-41',
  gather: 'gth-secret-42',
  swift: 'swf-secret-43',
  eyes: 'eye-secret-44',
};
const SESSION = `productId=1&orderId=OD1001&${new URLSearchParams(VALUES).toString()}`;

/** The session values a text holds, as `name=value`, in plain or URL-encoded form. */
function sessionValuesIn(text: string | undefined): string[] {
  if (!text) return [];
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // not URL-encoded
  }
  return Object.entries(VALUES)
    .filter(([, value]) => text.includes(value) || decoded.includes(value))
    .map(([name]) => name);
}

/** A link to another host, as a product card's server answer may give (the lender's partner). */
const PARTNER_URL = 'https://partner.example.com/apply';

interface Seen {
  request: Request;
  url: string;
  headers: Record<string, string>;
}

/** Records every request of the phone (frames and beacons too); other hosts are answered here. */
async function recordRequests(context: BrowserContext, origin: string): Promise<Request[]> {
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>partner</title>' }),
  );
  return requests;
}

describe('no session value leaves the page', () => {
  const fixture = useAppAndBrowser({ scenario: 'confirm-popups' });

  it('a journey from the confirmation to repayment and a partner link: no session value in any Referer, nor in any URL but the lender’s calls and the app’s own pages', async () => {
    const origin = new URL(fixture.app.url).origin;
    let requests: Request[] = [];
    await withPhone(
      fixture,
      {
        path: `/confirmUse?${SESSION}`,
        bridge: true,
        intercept: async (context) => {
          requests = await recordRequests(context, origin);
          // The product card's link goes to the lender's partner, on another host.
          await context.route('**/gopia/**', async (route) => {
            if (!route.request().url().includes('product-click')) return route.fallback();
            const response = await route.fetch();
            await route.fulfill({
              response,
              json: { code: '00', message: 'ok', data: { url: PARTNER_URL } },
            });
          });
        },
      },
      async ({ page }) => {
        // The confirmation, its agreement in a frame, then Next: the order page in its place.
        const agreement = page.getByRole('dialog', { name: 'Loan agreement' });
        await agreement
          .frameLocator('iframe[title="Loan agreement"]')
          .getByRole('heading', { name: 'Loan Agreement' })
          .waitFor();
        await agreement.getByRole('button', { name: 'Agree' }).tap();
        await agreement.waitFor({ state: 'hidden' });
        await telemetryConnected(page);
        await page.getByRole('checkbox', { name: 'I have read and agree to' }).tap();
        await page.getByRole('button', { name: 'Next' }).tap();
        await page.waitForURL(/\/loanDetail\?/);
        await page.getByRole('heading', { name: 'Under review' }).waitFor();
        await telemetryConnected(page);

        // A period's repayment with GCash: the pay code page and its channel's picture.
        await page.goto(`${fixture.app.url}/repayPeriod?${SESSION}`);
        await page.getByRole('button', { name: 'Payment Method' }).tap();
        const sheet = page.getByRole('dialog', { name: 'Payment Method' });
        await sheet.getByRole('radio', { name: 'GCash' }).tap();
        await sheet.getByRole('button', { name: 'Payment', exact: true }).tap();
        await page.waitForURL(/\/repaymentOfCode2\?/);
        await page.getByRole('img', { name: 'QR code to pay' }).waitFor();
        await telemetryConnected(page);

        // Recommended products: a card's button opens the partner's page.
        await page.goto(`${fixture.app.url}/loginFail?${SESSION}`);
        const notice = page.getByRole('dialog', { name: 'Kind tips' });
        await notice.getByRole('button', { name: 'Confirm' }).tap();
        await notice.waitFor({ state: 'hidden' });
        await telemetryConnected(page);
        await page.getByRole('button', { name: /CashGo$/ }).tap();
        await page.waitForURL(PARTNER_URL);
      },
    );

    const seen: Seen[] = await Promise.all(
      requests.map(async (request) => ({
        request,
        url: request.url(),
        headers: await request.allHeaders().catch(() => request.headers()),
      })),
    );
    const own = (url: URL) => url.origin === origin;
    const reports = seen.filter(({ url }) => own(new URL(url)) && new URL(url).pathname === '/v1/logs');
    const frames = seen.filter(({ request }) => request.frame() !== request.frame().page().mainFrame());
    // The journey really went through what it is meant to: beacons, the agreement's frame, pictures,
    // the partner's page, the lender's calls.
    expect(reports.length, 'telemetry reports sent').toBeGreaterThan(0);
    expect(frames.length, 'requests of the agreement frame').toBeGreaterThan(0);
    expect(seen.filter(({ request }) => request.resourceType() === 'image').length).toBeGreaterThan(0);
    expect(seen.some(({ url }) => url === PARTNER_URL)).toBe(true);
    expect(
      seen.filter(({ url }) => own(new URL(url)) && API_PATH.test(new URL(url).pathname)).length,
    ).toBeGreaterThan(5);

    // No Referer names a session value, whatever the request.
    const referers = seen
      .filter(({ headers }) => sessionValuesIn(headers.referer).length)
      .map(({ url, headers }) => `${url} ← Referer ${headers.referer}`);
    expect(referers, 'requests whose Referer carries the session').toEqual([]);
    // Telemetry names no page at all beyond its origin.
    for (const { headers } of reports)
      expect([undefined, `${origin}/`], 'a report’s Referer').toContain(headers.referer);

    // No URL outside the lender's calls and the app's own pages carries a session value.
    const leaving = seen.filter(({ request, url }) => {
      const address = new URL(url);
      if (own(address) && API_PATH.test(address.pathname)) return false;
      const appPage =
        own(address) &&
        request.isNavigationRequest() &&
        request.frame() === request.frame().page().mainFrame() &&
        !address.pathname.startsWith('/mock-assets/');
      return !appPage;
    });
    expect(
      leaving.filter(({ url }) => sessionValuesIn(url).length).map(({ url }) => url),
      'URLs leaving the page with the session',
    ).toEqual([]);
  });

  it('every page of the build, an unknown path’s too, says strict-origin in its head and in its answer', async () => {
    const routes = JSON.parse(
      readFileSync(join(rootDir, 'screen-configs', 'routes.json'), 'utf8'),
    ) as RoutesDescriptor;
    const paths = [...new Set(routes.routes.map((route) => route.path)), '/no-such-page'];
    for (const path of paths) {
      const response = await fetch(`${fixture.app.url}${path}?${SESSION}`);
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin');
      const head = (await response.text()).split('</head>')[0]!;
      expect(head.match(/<meta name="referrer"[^>]*>/g), path).toEqual([
        '<meta name="referrer" content="strict-origin" />',
      ]);
    }
  });
});
