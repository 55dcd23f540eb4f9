/** What a route's page carries and asks for before the app has drawn the screen. */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { framesOf, minifyCheckScript, paintFirst, priorityImages } from './route-pages';

describe('priorityImages', () => {
  it('takes the priority pictures with a fixed address, in fragments and slots too, once each', () => {
    const body = [
      { type: 'image', src: '/images/a.svg', priority: true, width: 10, height: 10 },
      { type: 'image', src: '/images/lazy.svg', width: 10, height: 10 },
      { type: 'image', src: '{{ data.logo }}', priority: true, width: 10, height: 10 },
      { type: 'image', src: '//elsewhere.example/x.png', priority: true, width: 10, height: 10 },
      { type: 'image', src: 'javascript:alert(1)', priority: true, width: 10, height: 10 },
      {
        type: 'stack',
        children: [
          { type: 'image', src: 'https://cdn.example.ph/b.png', priority: true, width: 10, height: 10 },
          { type: 'image', src: '/images/a.svg', priority: true, width: 10, height: 10 },
        ],
      },
    ];
    expect(priorityImages(body)).toEqual(['/images/a.svg', 'https://cdn.example.ph/b.png']);
  });

  it("takes a picture drawn in each language with the language's mark, and none that reads more", () => {
    const body = [
      { type: 'image', src: "/images/steps-{{ session.lang | default:'en' }}.svg", priority: true },
      { type: 'image', src: '/images/{{ session.lang }}/{{ data.kind }}.svg', priority: true },
      { type: 'image', src: '{{ session.lang }}', priority: true },
    ];
    expect(priorityImages(body)).toEqual(['/images/steps-{lang}.svg']);
  });
});

describe('paintFirst', () => {
  it('inlines each stylesheet beside a disabled link to it, and changes nothing the second time', () => {
    const dist = mkdtempSync(join(tmpdir(), 'route-page-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/shell-1.css'), '.screen-header{min-height:45px}\n');
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/shell-1.css">' +
      '<script type="module" crossorigin src="/assets/shell-1.js"></script></head>';
    const page = paintFirst(html, dist);
    expect(page).toBe(
      '<head><style data-href="/assets/shell-1.css">.screen-header{min-height:45px}</style>' +
        '<link rel="stylesheet" href="/assets/shell-1.css" disabled>' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/shell-1.js"></script></head>',
    );
    expect(paintFirst(page, dist)).toBe(page);
  });
});

describe('framesOf', () => {
  const drawn = (copy: Record<string, string>) => ({
    frame: (screen: string, language: string) =>
      Promise.resolve(
        copy[language] === undefined
          ? { none: 'it loads data as it opens' }
          : {
              html:
                `<header class="screen-header"><h1 class="screen-title">${copy[language]}</h1></header>` +
                `<main class="screen-body" data-screen="${screen}" aria-busy="false"><p>${copy[language]}</p></main>`,
            },
      ),
  });

  it('gives the page one frame per language, none taking taps or passing for the screen itself', async () => {
    const frames = await framesOf(
      'about-us',
      ['en', 'fil'],
      drawn({ en: 'About us', fil: 'Tungkol sa amin' }),
    );
    if (!('markup' in frames)) throw new Error(frames.none);
    expect(frames.markup).toBe(
      '<div class="static-frame" lang="en" inert><header class="screen-header"><h1 class="screen-title">About us</h1></header>' +
        '<main class="screen-body" aria-busy="true"><p>About us</p></main></div>' +
        '<div class="static-frame" lang="fil" inert><header class="screen-header"><h1 class="screen-title">Tungkol sa amin</h1></header>' +
        '<main class="screen-body" aria-busy="true"><p>Tungkol sa amin</p></main></div>',
    );
    // Shown once the visit's language is chosen, each in its own; the app's root waits behind it.
    expect(frames.style).toContain(
      'html[data-frame="en"] .static-frame[lang="en"],html[data-frame="fil"] .static-frame[lang="fil"]{display:flex}',
    );
    expect(frames.style).toContain('html[data-frame] #root[data-framed]{');
  });

  it('gives none when a language has no frame', async () => {
    expect(await framesOf('bind-bank', ['en', 'fil'], drawn({ en: 'Bank' }))).toEqual({
      none: 'it loads data as it opens',
    });
  });
});

describe('minifyCheckScript', () => {
  it('serves the web view check without its comments, its words and ES5 syntax kept', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'route-page-'));
    const source = join(import.meta.dirname, '../../public/webview-check.js');
    copyFileSync(source, join(dist, 'webview-check.js'));
    await minifyCheckScript(dist);
    const served = readFileSync(join(dist, 'webview-check.js'), 'utf8');
    expect(readFileSync(source, 'utf8')).toContain('// The frame is the screen of one path');
    expect(served).not.toContain('The frame is the screen of one path');
    expect(served).toContain('Please update Android System WebView');
    expect(served).toContain('Paki-update ang Android System WebView');
    expect(served).not.toMatch(/=>|`|\b(let|const|class)\b/);
    expect(served.length).toBeLessThan(readFileSync(source, 'utf8').length * 0.7);
  });
});
