/**
 * After `vite build`: one HTML page per route path (`dist/bindBank.html` for `/bindBank`), the
 * app's index.html plus `<link rel="modulepreload">` for that route's descriptor and widget code,
 * so the browser fetches them together with the shell instead of after it has run.
 * Any static server serves them with `try_files $uri $uri.html /index.html` (docs/deployment.md);
 * paths without a page (and `/`) get index.html, which works the same, one round trip later.
 *
 * A route page also carries its screen's descriptor and fragments as inline JSON (not a script:
 * never run, allowed by any CSP), so the screen's data calls start without waiting for one more file.
 *
 * Every page (index.html too) paints without waiting for another request: the build's one
 * stylesheet (about 5 kB gzip) is inlined, and the scripts are fetched at once but marked
 * `fetchpriority="low"`, since the first paint (the screen's header and skeleton) needs none of them.
 *
 * Usage: tsx scripts/build/route-pages.ts [--dist dist]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { RoutesDescriptor } from '../../src/schema/screen';
import { safeHttpUrl } from '../../src/api/url-gate';
import { walkNodes } from '../../src/engine/load/descriptor-tree';
import { widgets } from '../../src/generated/widgets';
import { routeDescriptors, routeFiles } from '../size/size';
import { themeCss, type ThemeColours } from '../../src/app/theme';

const root = resolve(import.meta.dirname, '../..');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The id of the page's inline descriptors (read by src/app/configs.ts). */
const EMBEDDED_DESCRIPTORS = 'screen-descriptors';

/** The build entry a route page runs first (vite.config.ts). */
const BOOT_ENTRY = 'src/app/boot-calls.ts';

const STYLESHEET = /<link rel="stylesheet"(?![^>]*disabled)[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** app.json's theme as CSS variables in the page's head, so the first paint already has the brand. */
function withTheme(html: string): string {
  if (html.includes('<style id="app-theme">')) return html;
  const app = JSON.parse(readFileSync(join(root, 'screen-configs', 'app.json'), 'utf8')) as {
    theme: ThemeColours;
  };
  return html.replace('</head>', `<style id="app-theme">${themeCss(app.theme)}</style>\n  </head>`);
}

/**
 * The page as it is served: its stylesheets inlined (a `<style>` per file, marked with the file it
 * came from, and a disabled link to that file) and its scripts and preloads fetched at low priority. Running it twice changes nothing.
 */
export function paintFirst(html: string, dist: string): string {
  return html
    .replace(STYLESHEET, (_, file: string) => {
      const css = readFileSync(join(dist, file), 'utf8').trim();
      if (css.includes('</')) throw new Error(`${file} cannot be inlined: it contains "</"`);
      // The disabled link fetches nothing: it tells Vite's loader the stylesheet is already in the page,
      // so code loaded later never appends it again (after the widgets' own rules, which it would override).
      return `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
    })
    .replace(
      /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
      '<$1 fetchpriority="low"',
    );
}

/** Any origin: a same-origin path resolves against the page, whichever host serves it. */
const PAGE_ORIGIN = 'https://route.page/';

/**
 * The pictures a screen marks `priority` (the largest thing in its first screenful) whose address is
 * fixed: a same-origin path or an http(s) URL. The page asks for them at once, beside the app's code,
 * instead of once the app has drawn the screen.
 */
export function priorityImages(body: unknown[]): string[] {
  const found: string[] = [];
  walkNodes(body, { path: '/body', slotsOf: (type) => widgets[type]?.slots }, (node) => {
    const src = (node as { src?: unknown }).src;
    if (node.type !== 'image' || (node as { priority?: unknown }).priority !== true) return;
    if (typeof src !== 'string' || src.includes('{{')) return;
    // The app's one URL gate decides, as it does for the picture itself (same-origin paths pass).
    if (safeHttpUrl(src, PAGE_ORIGIN) !== null) found.push(src);
  });
  return [...new Set(found)];
}

export async function writeRoutePages(dist: string): Promise<string[]> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Parameters<
    typeof routeFiles
  >[0];
  const index = withTheme(paintFirst(readFileSync(join(dist, 'index.html'), 'utf8'), dist));
  writeFileSync(join(dist, 'index.html'), index);
  const routes = JSON.parse(
    readFileSync(join(root, 'screen-configs', 'routes.json'), 'utf8'),
  ) as RoutesDescriptor;
  const bootFile = manifest[BOOT_ENTRY]?.file;
  const boot = bootFile
    ? `<script type="module" async crossorigin fetchpriority="high" src="/${bootFile}"></script>`
    : '';
  const written: string[] = [];
  const done = new Set<string>();
  // The first route of a path without a hash is what the server can know of (a hash never reaches it).
  for (const route of routes.routes) {
    const path = route.path.replace(/\/+$/, '');
    if (route.hash !== undefined || path === '' || done.has(path) || !/^\/[A-Za-z0-9_-]+$/.test(path))
      continue;
    done.add(path);
    // The screen's descriptor and fragments travel inside the page (no request of their own).
    const { screen: descriptor, fragments, body } = await routeDescriptors(route.screen);
    const inPage = new Set(
      [
        `screen-configs/${route.screen}.json`,
        ...Object.keys(fragments).map((id) => `screen-configs/fragments/${id}.json`),
      ].map((key) => manifest[key]?.file),
    );
    const files = (await routeFiles(manifest, route.screen)).filter(
      (f) => !index.includes(`/${f}"`) && !inPage.has(f),
    );
    const links = [
      ...files.map((f) =>
        f.endsWith('.css')
          ? `    <link rel="stylesheet" crossorigin href="/${f}">`
          : `    <link rel="modulepreload" crossorigin href="/${f}">`,
      ),
      ...priorityImages(body).map(
        (src) => `    <link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}">`,
      ),
    ].join('\n');
    const screen = descriptor as { title?: string; header?: boolean };
    let page = paintFirst(index.replace('  </head>', `${links}\n  </head>`), dist);
    // The page's own first script: it starts the screen's data calls as soon as it arrives, while the
    // app's larger file is still downloading (src/app/boot-calls.ts).
    if (boot && bootFile) {
      const tag = new RegExp(`<script type="module"[^>]*src="/${bootFile.replace(/[.]/g, '\\.')}"></script>`);
      page = tag.test(page)
        ? page.replace(tag, boot)
        : page.replace(/<script type="module"/, `${boot}\n    $&`);
    }
    // The first paint needs no script: the screen's header (when its title is plain text) and the
    // loading skeleton, exactly as the app draws them until the screen is ready.
    const title =
      typeof screen.title === 'string' && !screen.title.includes('{{') && screen.header !== false
        ? screen.title
        : '';
    const skeleton = `<main class="screen-body" aria-busy="true"><div class="screen-skeleton"></div></main>`;
    const header = title
      ? `<header class="screen-header"><h1 class="screen-title">${escapeHtml(title)}</h1></header>`
      : '';
    const embedded = JSON.stringify({ screens: { [route.screen]: descriptor }, fragments }).replace(
      /</g,
      '\\u003c',
    );
    page = page.replace(
      '<div id="root"></div>',
      `<div id="root" data-boot-screen="${escapeHtml(route.screen)}">${header}${skeleton}</div>\n    <script type="application/json" id="${EMBEDDED_DESCRIPTORS}">${embedded}</script>`,
    );
    if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
    const file = join(dist, `${path.slice(1)}.html`);
    writeFileSync(file, page);
    written.push(file);
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: options } = parseArgs({ options: { dist: { type: 'string' } } });
  const dist = resolve(options.dist ?? process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`route-pages: no build in ${dist}`);
    process.exit(1);
  }
  const written = await writeRoutePages(dist);
  console.log(`route pages: ${written.length} written to ${dist}`);
}
