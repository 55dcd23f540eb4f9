/**
 * After `vite build`: one HTML page per route path (`dist/bindBank.html` for `/bindBank`, and
 * index.html for `/`), the app's index.html plus `<link rel="modulepreload">` for that route's
 * descriptor and widget code, so the browser fetches them together with the shell instead of after
 * it has run. Any static server serves them with `try_files $uri $uri.html /index.html`
 * (docs/deployment.md): index.html is also the page of every path without one of its own, and works
 * the same there, its `/` parts unused.
 *
 * A route page also carries its screen's descriptor and fragments as inline JSON (not a script:
 * never run, allowed by any CSP), so the screen's data calls start without waiting for one more file.
 *
 * Every page paints without waiting for another request: the build's one stylesheet (about 5 kB
 * gzip) is inlined, and the scripts are fetched at once but marked `fetchpriority="low"`, since the
 * first paint needs none of them. It paints the screen's header and skeleton; a screen whose first
 * look needs nothing from the phone (no data, no session value, no action as it opens) is painted
 * whole, as the app draws it, in each of the app's languages (its static frame: ./static-frames.ts).
 *
 * Usage: tsx scripts/build/route-pages.ts [--dist dist]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { transform } from 'esbuild';
import type { RoutesDescriptor } from '../../src/schema/screen';
import { safeHttpUrl } from '../../src/api/url-gate';
import { walkNodes } from '../../src/engine/load/descriptor-tree';
import { widgetTypes } from '../../src/generated/widget-types';
import { routeDescriptors, routeFiles } from '../size/route-model';
import { themeCss, type ThemeColours } from '../../src/app/theme';
import { PAGE_REFERRER_POLICY } from '../../src/app/referrer-policy';
import { frameDrawer, type FrameDrawer } from './static-frames';
import {
  DEFAULT_SERVER_PAGE,
  SERVER_PAGES,
  SERVER_ROOT_MARK,
  SERVER_STATE_MARK,
} from '../../src/server/pages';

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

interface AppJson {
  theme: ThemeColours;
  languages?: { available?: string[] };
}
const appJson = () => JSON.parse(readFileSync(join(root, 'screen-configs', 'app.json'), 'utf8')) as AppJson;

/** app.json's theme as CSS variables in the page's head, so the first paint already has the brand. */
function withTheme(html: string): string {
  if (html.includes('<style id="app-theme">')) return html;
  return html.replace('</head>', `<style id="app-theme">${themeCss(appJson().theme)}</style>\n  </head>`);
}

/**
 * A screen's static frame in every language of the app (src/app/static-frame.tsx), each shown only
 * once public/webview-check.js has chosen the visit's language (`html[data-frame]`), with the app's
 * own root hidden behind it until the app has drawn the screen (src/app/main.tsx). The frame takes no
 * taps, and its `main` says it is busy: it is not the screen yet. Null when the screen has no frame.
 */
export async function framesOf(
  screen: string,
  languages: readonly string[],
  drawer: Pick<FrameDrawer, 'frame'>,
): Promise<{ markup: string; style: string } | { none: string }> {
  const drawn: string[] = [];
  for (const language of languages) {
    const result = await drawer.frame(screen, language);
    if ('none' in result) return result;
    const html = result.html.replace(
      /<main class="screen-body" data-screen="[^"]*" aria-busy="false">/,
      '<main class="screen-body" aria-busy="true">',
    );
    drawn.push(`<div class="static-frame" lang="${escapeHtml(language)}" inert>${html}</div>`);
  }
  const shown = languages.map((l) => `html[data-frame="${l}"] .static-frame[lang="${l}"]`).join(',');
  const style =
    // Laid out as the root (src/app/styles.css), it takes no taps, even where `inert` is unknown.
    `.static-frame{display:none;pointer-events:none}${shown}{display:flex}` +
    'html[data-frame] #root[data-framed]{position:absolute;top:0;left:0;right:0;visibility:hidden}';
  return { markup: drawn.join(''), style };
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

/** Where a picture's address reads the visit's language (`{{ session.lang | default:'en' }}`). */
const VISIT_LANGUAGE = /\{\{\s*session\.lang\b[^}]*\}\}/;

/**
 * The mark a language-bound picture's address carries in its route page, for the language's code
 * (public/webview-check.js puts the visit's in its place).
 */
export const LANGUAGE_MARK = '{lang}';

/**
 * A picture address with its reading of the visit's language as LANGUAGE_MARK
 * (`/images/steps-{{ session.lang }}.svg` → `/images/steps-{lang}.svg`); null when it reads no language.
 */
export function languageBoundAddress(src: string): string | null {
  return VISIT_LANGUAGE.test(src) ? src.replace(VISIT_LANGUAGE, LANGUAGE_MARK) : null;
}

/**
 * The pictures a screen marks `priority` (the largest thing in its first screenful) whose address is
 * fixed, or reads nothing but the visit's language (a picture drawn in each language, its address
 * given with LANGUAGE_MARK for the code): a same-origin path or an http(s) URL. The page asks for
 * them at once, beside the app's code, instead of once the app has drawn the screen.
 */
export function priorityImages(body: unknown[]): string[] {
  const found: string[] = [];
  walkNodes(body, { path: '/body', slotsOf: (type) => widgetTypes[type]?.slots }, (node) => {
    const given = (node as { src?: unknown }).src;
    if (node.type !== 'image' || (node as { priority?: unknown }).priority !== true) return;
    if (typeof given !== 'string') return;
    const src = languageBoundAddress(given) ?? given;
    if (src.includes('{{')) return;
    // The app's one URL gate decides, as it does for the picture itself (same-origin paths pass).
    if (safeHttpUrl(src.replace(LANGUAGE_MARK, 'en'), PAGE_ORIGIN) !== null) found.push(src);
  });
  return [...new Set(found)];
}

/**
 * A route page's request for a priority picture. One drawn in each language is asked for once
 * public/webview-check.js has chosen the visit's language: it gives the link its address.
 */
function picturePreload(src: string): string {
  const address = src.includes(LANGUAGE_MARK)
    ? `data-language-href="${escapeHtml(src)}"`
    : `href="${escapeHtml(src)}"`;
  return `    <link rel="preload" as="image" fetchpriority="high" ${address}>`;
}

/**
 * The page with its root drawn: `attributes` and `content` inside, and when the screen has frames,
 * the frames before the root and the root marked as framed for `path` (public/webview-check.js shows
 * a frame only on that path).
 */
function withFrames(
  page: string,
  frames: Awaited<ReturnType<typeof framesOf>>,
  path: string,
  root: { attributes: string; content: string; after?: string },
): string {
  const own = root.attributes ? ` ${root.attributes}` : '';
  const framed = 'markup' in frames;
  const drawn = `${framed ? frames.markup : ''}<div id="root"${own}${framed ? ` data-framed="${escapeHtml(path)}"` : ''}>${root.content}</div>${root.after ?? ''}`;
  return (
    framed ? page.replace('  </head>', `  <style id="static-frame">${frames.style}</style>\n  </head>`) : page
  ).replace('<div id="root"></div>', drawn);
}

/**
 * A page as the server fills it: the root marked as drawn by the server (the app hydrates it), its
 * markup and the served state in the marks' places, `after` (the inline descriptors) after the root.
 */
function serverPage(page: string, after: string): string {
  return page.replace(
    '<div id="root"></div>',
    `<div id="root" data-server>${SERVER_ROOT_MARK}</div>${after}${SERVER_STATE_MARK}`,
  );
}

/** The script every page runs before the app (public/webview-check.js), as Vite copied it. */
const CHECK_SCRIPT = 'webview-check.js';

const REFERRER_META = /<meta name="referrer"[^>]*>/;

/**
 * The page's referrer policy (src/app/referrer-policy.ts) in its head, whatever the template said: the
 * address carries the session, and every request the page makes names its origin at most.
 */
export function withReferrerPolicy(html: string): string {
  const meta = `<meta name="referrer" content="${PAGE_REFERRER_POLICY}" />`;
  return REFERRER_META.test(html)
    ? html.replace(REFERRER_META, meta)
    : html.replace(/<head>/, `<head>\n    ${meta}`);
}

/**
 * The web view check as served: minified, still ES5 (it must run on web views older than the floor to
 * tell them to update), so that every page's first load carries none of its comments.
 */
export async function minifyCheckScript(dist: string): Promise<void> {
  const file = join(dist, CHECK_SCRIPT);
  if (!existsSync(file)) return;
  const { code } = await transform(readFileSync(file, 'utf8'), { minify: true, target: 'es5', loader: 'js' });
  writeFileSync(file, code);
}

export async function writeRoutePages(dist: string): Promise<string[]> {
  await minifyCheckScript(dist);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Parameters<
    typeof routeFiles
  >[0];
  // The app's page as Vite wrote it, kept aside: index.html itself gets the frame of `/` below, and
  // a second run starts from the same page as the first.
  const template = join(dist, '.vite', 'index.html');
  if (!existsSync(template)) writeFileSync(template, readFileSync(join(dist, 'index.html'), 'utf8'));
  const index = withReferrerPolicy(withTheme(paintFirst(readFileSync(template, 'utf8'), dist)));
  writeFileSync(join(dist, 'index.html'), index);
  const routes = JSON.parse(
    readFileSync(join(root, 'screen-configs', 'routes.json'), 'utf8'),
  ) as RoutesDescriptor;
  const bootFile = manifest[BOOT_ENTRY]?.file;
  const boot = bootFile
    ? `<script type="module" async crossorigin fetchpriority="high" src="/${bootFile}"></script>`
    : '';
  const serverPages = join(dist, SERVER_PAGES);
  mkdirSync(serverPages, { recursive: true });
  writeFileSync(join(serverPages, `${DEFAULT_SERVER_PAGE}.html`), serverPage(index, ''));
  const written: string[] = [];
  const done = new Set<string>();
  const languages = appJson().languages?.available ?? ['en'];
  const drawer = await frameDrawer();
  try {
    // The first route of a path without a hash is what the server can know of (a hash never reaches it).
    for (const route of routes.routes) {
      const path = route.path.replace(/\/+$/, '');
      if (route.hash !== undefined || done.has(path) || !/^(\/[A-Za-z0-9_-]+)?$/.test(path)) continue;
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
        ...priorityImages(body).map(picturePreload),
      ].join('\n');
      const screen = descriptor as { title?: string; header?: boolean };
      let page = paintFirst(index.replace('  </head>', `${links}\n  </head>`), dist);
      // The page's own first script: it starts the screen's data calls as soon as it arrives, while the
      // app's larger file is still downloading (src/app/boot-calls.ts).
      if (boot && bootFile) {
        const tag = new RegExp(
          `<script type="module"[^>]*src="/${bootFile.replace(/[.]/g, '\\.')}"></script>`,
        );
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
      // A title the app binds is not known here: the bar it will stand in is drawn empty.
      const header =
        screen.header === false
          ? ''
          : title
            ? `<header class="screen-header"><h1 class="screen-title">${escapeHtml(title)}</h1></header>`
            : '<header class="screen-header" aria-hidden="true"></header>';
      const frames = await framesOf(route.screen, languages, drawer);
      const embedded = JSON.stringify({ screens: { [route.screen]: descriptor }, fragments }).replace(
        /</g,
        '\\u003c',
      );
      const inline = `\n    <script type="application/json" id="${EMBEDDED_DESCRIPTORS}">${embedded}</script>`;
      const name = path ? path.slice(1) : 'index';
      // The server's page of this route (src/server/pages.ts): the same page without the frames or the
      // early calls, its root drawn by the server.
      writeFileSync(join(serverPages, `${name}.html`), serverPage(page, inline));
      page = withFrames(page, frames, path || '/', {
        attributes: `data-boot-screen="${escapeHtml(route.screen)}"`,
        // index.html, also every unknown path's page, paints nothing of its own screen but its frame.
        content: path ? `${header}${skeleton}` : '',
        after: inline,
      });
      if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
      // `/` is served index.html, which is also every unknown path's page (its frame shows on `/` only).
      const file = join(dist, `${name}.html`);
      writeFileSync(file, page);
      written.push(file);
    }
  } finally {
    drawer.close();
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
