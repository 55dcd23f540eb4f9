import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useAppAndBrowser, withPhone } from './harness';

describe('smoke', () => {
  const fixture = useAppAndBrowser();

  it('shows a not-found screen with a way back for an unknown path', async () => {
    await withPhone(fixture, '/no-such-page', async (phone) => {
      const { page } = phone;
      expect(phone.response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page
        .getByText(/not found/i)
        .first()
        .waitFor({ state: 'visible' });

      const wayBack = page
        .getByRole('button', { name: /back|home/i })
        .or(page.getByRole('link', { name: /back|home/i }))
        .first();
      await wayBack.waitFor({ state: 'visible' });
      expect(await wayBack.isEnabled()).toBe(true);

      await screenshot(page, 'smoke-not-found');
    });
  });
});

describe("a describe block's phone", () => {
  const fixture = useAppAndBrowser();
  /** What the first test leaves behind, for the second to look for. */
  const left: { page?: Page; requestsHeard: string[]; contextHeard: string[]; routed: string[] } = {
    requestsHeard: [],
    contextHeard: [],
    routed: [],
  };

  it('is left with storage, a cookie, routes, listeners, offline and another size', async () => {
    const phone = await fixture.open('/aboutUs', {
      intercept: async (context) => {
        context.on('request', (request) => left.contextHeard.push(request.url()));
        await context.route('**/*.js', (route) => {
          left.routed.push(route.request().url());
          return route.continue();
        });
      },
    });
    const { page, context } = phone;
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      localStorage.setItem('left.behind', '1');
      sessionStorage.setItem('left.behind', '1');
      document.cookie = 'left=1; path=/';
      console.error('left behind');
    });
    await page.route('**/*', (route) => route.abort());
    page.on('request', (request) => left.requestsHeard.push(request.url()));
    await page.setViewportSize({ width: 300, height: 400 });
    await context.setOffline(true);
    expect(left.routed.length, 'scripts routed by the intercept').toBeGreaterThan(0);
    expect(left.contextHeard.length).toBeGreaterThan(0);
    left.page = page;
  });

  it('starts the next test on the same page as a first visit', async () => {
    const heardBefore = left.requestsHeard.length;
    const contextHeardBefore = left.contextHeard.length;
    const routedBefore = left.routed.length;
    const phone = await fixture.open('/aboutUs');
    const { page } = phone;
    expect(page).toBe(left.page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const state = await page.evaluate(() => ({
      local: localStorage.getItem('left.behind'),
      session: sessionStorage.getItem('left.behind'),
      cookie: document.cookie,
      online: navigator.onLine,
      width: window.innerWidth,
      // Fetched from the server, not the HTTP cache: a cached file reports no bytes transferred.
      scriptsFromCache: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .filter((entry) => (entry as PerformanceResourceTiming).transferSize === 0)
        .map((entry) => entry.name),
    }));
    expect(state).toEqual({
      local: null,
      session: null,
      cookie: '',
      online: true,
      width: 360,
      scriptsFromCache: [],
    });
    expect(left.requestsHeard.length, 'requests heard by the last test’s listener').toBe(heardBefore);
    expect(left.contextHeard.length, 'requests heard by its context listener').toBe(contextHeardBefore);
    expect(left.routed.length, 'requests routed by its intercept').toBe(routedBefore);
    expect(phone.consoleErrors).toEqual([]);
  });
});
