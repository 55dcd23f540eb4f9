/** The server's pages: the visit's language, the screen's title, a language's picture asked for at once. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './render-page';
import { headIn, readServerPages, SERVER_PAGES, SERVER_ROOT_MARK, SERVER_STATE_MARK } from './pages';

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title>` +
  '<link rel="preload" as="image" fetchpriority="high" data-language-href="/images/steps-{lang}.svg"></head>' +
  `<body><div id="root" data-server>${SERVER_ROOT_MARK}</div>${SERVER_STATE_MARK}</body></html>`;

describe('the server pages', () => {
  it("are the route's own page, or the default one, split around the app's markup and state", () => {
    const dist = mkdtempSync(join(tmpdir(), 'server-pages-'));
    mkdirSync(join(dist, SERVER_PAGES), { recursive: true });
    writeFileSync(join(dist, SERVER_PAGES, '_default.html'), page('Peso Loan'));
    writeFileSync(join(dist, SERVER_PAGES, 'repayPeriod.html'), page('Repay'));
    const pages = readServerPages(dist);
    expect(pages.of('/repayPeriod').head).toContain('<title>Repay</title>');
    expect(pages.of('/repayPeriod/').head).toContain('<title>Repay</title>');
    expect(pages.of('/nowhere').head).toContain('<title>Peso Loan</title>');
    expect(pages.of('/../repayPeriod').head).toContain('<title>Peso Loan</title>');
    expect(pages.of('/repayPeriod').middle).toBe('</div>');
    expect(pages.of('/repayPeriod').tail).toBe('</body></html>');
  });

  it('say the language, the title as text, and the picture in that language', () => {
    const head = headIn(page('Peso Loan'), 'fil', 'Bayad <b>&</b>');
    expect(head).toContain('<html lang="fil"');
    expect(head).toContain('<title>Bayad &lt;b&gt;&amp;&lt;/b&gt;</title>');
    expect(head).toContain('href="/images/steps-fil.svg"');
    expect(head).not.toContain('data-language-href');
  });

  it('ask for no picture the page draws inline', () => {
    const inline = (href: string) => href === '/images/steps-fil.svg';
    expect(headIn(page('Peso Loan'), 'fil', '', inline)).not.toContain('<link rel="preload" as="image"');
    expect(headIn(page('Peso Loan'), 'en', '', inline)).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/steps-en.svg">',
    );
  });

  it('read the phone languages of Accept-Language, most wanted first', () => {
    expect(acceptedLanguages('en;q=0.5, fil-PH, fil;q=0.9, *;q=0.1')).toEqual(['fil-PH', 'fil', 'en']);
    expect(acceptedLanguages('fil;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
