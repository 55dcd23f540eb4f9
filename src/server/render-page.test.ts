/**
 * The static pages the build draws (scripts/build/route-pages.ts) with the server's own render
 * function: the app's markup and copy of a screen whose first look needs nothing from the phone, in
 * app.json's language, with the served state the app hydrates it from; none of any other screen.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReporterPort } from '../engine/ports';
import { renderStaticPage } from './render-page';

const warnings: string[] = [];
const reporter: ReporterPort = { warn: (problem) => void warnings.push(problem.message) };

async function drawn(path: string) {
  const page = await renderStaticPage(path, reporter);
  if (!('html' in page)) throw new Error(`${path} has no static page: ${page.none}`);
  return page;
}

describe('renderStaticPage', () => {
  it("draws a screen's header and body as the app does, with the state the app hydrates from", async () => {
    const page = await drawn('/aboutUs');
    expect(page.html).toContain('<h1 class="screen-title">About us</h1>');
    expect(page.html).toContain('<main class="screen-body" data-screen="about-us" aria-busy="false">');
    expect(page.html).toContain('Who we are');
    expect(page.title).toBe('About us');
    expect(page.language).toBe('en');
    expect(JSON.parse(page.state)).toEqual({
      screen: 'about-us',
      language: 'en',
      status: 'ready',
      answers: [],
      prerendered: true,
    });
    expect(warnings).toEqual([]);
  });

  it('draws each top node of the body as a part React can hydrate on its own', async () => {
    const page = await drawn('/privacy');
    const body = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../screen-configs/privacy.json'), 'utf8'),
    ).body as unknown[];
    const main = page.html.slice(page.html.indexOf('<main'), page.html.indexOf('</main>'));
    // React's marks of a Suspense boundary the server finished: one around each top node.
    expect(main.match(/<!--\$-->/g)).toHaveLength(body.length);
    expect(body.length).toBeGreaterThan(1);
  });

  it('keeps a same-origin link a path: the host that serves the page is not known to the build', async () => {
    const page = await drawn('/privacy');
    expect(page.html).toContain('Peso Loan');
    expect(page.html).not.toContain('route.page');
  });

  it('draws no page of a screen whose first look depends on the network, the address or the flow', async () => {
    expect(await renderStaticPage('/bindBank', reporter)).toEqual({ none: 'it loads data as it opens' });
    expect(await renderStaticPage('/complainPageNext', reporter)).toEqual({
      none: expect.stringMatching(/^it shows what only the phone knows \((query|flow|form)\./),
    });
    expect(await renderStaticPage('/repaymentOfCode', reporter)).toEqual({
      none: expect.stringMatching(/only the phone knows \(flow\.repayInfo/),
    });
  });
});
