/** What a route's page carries and asks for before the app has drawn the screen. */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePolicy } from '../../src/server/headers';
import {
  minifyCheckScript,
  nginxPolicies,
  paintFirst,
  priorityImages,
  withTapKeeperInline,
} from './route-pages';

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

describe('minifyCheckScript', () => {
  it('serves the web view check without its comments, its words and ES5 syntax kept', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'route-page-'));
    const source = join(import.meta.dirname, '../../public/webview-check.js');
    copyFileSync(source, join(dist, 'webview-check.js'));
    await minifyCheckScript(dist);
    const served = readFileSync(join(dist, 'webview-check.js'), 'utf8');
    expect(readFileSync(source, 'utf8')).toContain('// A priority picture drawn in each language');
    expect(served).not.toContain('A priority picture drawn in each language');
    expect(served).toContain('Please update Android System WebView');
    expect(served).toContain('Paki-update ang Android System WebView');
    expect(served).not.toMatch(/=>|`|\b(let|const|class)\b/);
    expect(served.length).toBeLessThan(readFileSync(source, 'utf8').length * 0.7);
  });
});

describe('the tap keeper in the page', () => {
  const page = '<head>\n    <script async src="/tap-keeper.js"></script>\n  </head><body></body>';

  it('is written inside the page, and the page asks for no file of it', () => {
    const written = withTapKeeperInline(page, '(function(){window.keptTaps={}})();\n');
    expect(written).toContain('<script>(function(){window.keptTaps={}})();</script>');
    expect(written).not.toContain('tap-keeper.js');
    // Without a keeper in the build the page stays as it was.
    expect(withTapKeeperInline(page, '')).toBe(page);
  });

  it('refuses a keeper that would close its own script element', () => {
    expect(() => withTapKeeperInline(page, 'var a = "</script><script>alert(1)";')).toThrow(/holds "<\/"/);
  });

  it("gives nginx the policy of the build's pages, with the keeper's hash", () => {
    const written = withTapKeeperInline(page, 'window.keptTaps={};');
    const snippet = nginxPolicies(pagePolicy(written));
    expect(snippet).toContain(`add_header Content-Security-Policy "${pagePolicy(written)}" always;`);
    expect(snippet).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(snippet).toContain('add_header Referrer-Policy strict-origin always;');
  });
});
