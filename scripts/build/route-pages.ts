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
 * look needs nothing from the phone (no data, no session value, no action as it opens) is drawn whole
 * in app.json's language by the server's own render function (./page-drawer.ts), and the app hydrates
 * it as it hydrates a page the server drew.
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
import { pageDrawer } from './page-drawer';
import {
  headIn,
  DEFAULT_SERVER_PAGE,
  SERVER_PAGES,
  SERVER_ROOT_MARK,
  SERVER_STATE_MARK,
} from '../../src/server/pages';
import { SERVED_STATE_ID } from '../../src/app/served-state-id';
import { pagePolicy } from '../../src/server/headers';

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
}
const appJson = () => JSON.parse(readFileSync(join(root, 'screen-configs', 'app.json'), 'utf8')) as AppJson;

/** app.json's theme as CSS variables in the page's head, so the first paint already has the brand. */
function withTheme(html: string): string {
  if (html.includes('<style id="app-theme">')) return html;
  return html.replace('</head>', `<style id="app-theme">${themeCss(appJson().theme)}</style>\n  </head>`);
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

/** The page with its root drawn: `attributes` and `content` inside, `after` right after it. */
function withRoot(page: string, root: { attributes: string; content: string; after: string }): string {
  const own = root.attributes ? ` ${root.attributes}` : '';
  return page.replace('<div id="root"></div>', `<div id="root"${own}>${root.content}</div>${root.after}`);
}

/**
 * A page as the server fills it: the root marked as drawn by the server (the app hydrates it), its
 * markup and the served state in the marks' places, `after` (the inline descriptors) after the root.
 */
function serverPage(page: string, after: string, hydration: string): string {
  return withHydration(page, hydration).replace(
    '<div id="root"></div>',
    `<div id="root" data-server>${SERVER_ROOT_MARK}</div>${after}${SERVER_STATE_MARK}`,
  );
}

/** The app's entry for hydration (src/app/main.tsx imports it on a drawn page only). */
const HYDRATE_ENTRY = 'src/app/hydrate.ts';

/**
 * A drawn page asks for the code that hydrates it with the app's own scripts: the app imports it only
 * when the page's root was drawn, and finds it already fetched.
 */
function withHydration(page: string, hydration: string): string {
  return hydration ? page.replace('  </head>', `${hydration}\n  </head>`) : page;
}

/**
 * The scripts every page runs before the app (public/webview-check.js, public/tap-keeper.js), as Vite
 * copied them.
 */
const CLASSIC_SCRIPTS = ['webview-check.js', 'tap-keeper.js'];

const REFERRER_META = /<meta name="referrer"[^>]*>/;

const TAP_KEEPER_TAG = /<script async src="\/tap-keeper\.js"><\/script>/;

/**
 * The tap keeper written into the page: it must be in place at the first paint, and a script the page
 * asks for arrives later than that on a slow or busy network (a tap made meanwhile was lost). The
 * pages' Content-Security-Policy allows it by its hash (src/server/headers.ts).
 */
export function withTapKeeperInline(html: string, code: string): string {
  if (!code) return html;
  if (code.includes('</')) throw new Error('tap-keeper.js cannot be written inside a page: it holds "</"');
  return html.replace(TAP_KEEPER_TAG, () => `<script>${code.trim()}</script>`);
}

/**
 * The policies every answer carries, as an nginx snippet (docs/deployment.md): the pages' script hash
 * changes with the tap keeper, so the build writes the policy it needs.
 */
export function nginxPolicies(policy: string): string {
  return [
    "# Written by npm run build (scripts/build/route-pages.ts): the policies of this build's pages.",
    `add_header Content-Security-Policy "${policy}" always;`,
    'add_header X-Content-Type-Options nosniff always;',
    "# The page's address carries the session: a request names the page's origin at most, never its query.",
    `add_header Referrer-Policy ${PAGE_REFERRER_POLICY} always;`,
    '',
  ].join('\n');
}

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
 * The web view check and the tap keeper as served: minified, still ES5 (the check must run on web
 * views older than the floor to tell them to update), so that every page's first load carries none of
 * their comments.
 */
export async function minifyCheckScript(dist: string): Promise<void> {
  for (const name of CLASSIC_SCRIPTS) {
    const file = join(dist, name);
    if (!existsSync(file)) continue;
    const { code } = await transform(readFileSync(file, 'utf8'), {
      minify: true,
      target: 'es5',
      loader: 'js',
    });
    writeFileSync(file, code);
  }
}

export async function writeRoutePages(dist: string): Promise<string[]> {
  await minifyCheckScript(dist);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Parameters<
    typeof routeFiles
  >[0];
  // The app's page as Vite wrote it, kept aside: index.html itself is rewritten below, and
  // a second run starts from the same page as the first.
  const template = join(dist, '.vite', 'index.html');
  if (!existsSync(template)) writeFileSync(template, readFileSync(join(dist, 'index.html'), 'utf8'));
  const keeper = join(dist, 'tap-keeper.js');
  const index = withTapKeeperInline(
    withReferrerPolicy(withTheme(paintFirst(readFileSync(template, 'utf8'), dist))),
    existsSync(keeper) ? readFileSync(keeper, 'utf8') : '',
  );
  writeFileSync(join(dist, 'index.html'), index);
  writeFileSync(join(dist, '.vite', 'nginx-policies.conf'), nginxPolicies(pagePolicy(index)));
  const routes = JSON.parse(
    readFileSync(join(root, 'screen-configs', 'routes.json'), 'utf8'),
  ) as RoutesDescriptor;
  const bootFile = manifest[BOOT_ENTRY]?.file;
  const boot = bootFile
    ? `<script type="module" async crossorigin fetchpriority="high" src="/${bootFile}"></script>`
    : '';
  const hydrateFile = manifest[HYDRATE_ENTRY]?.file;
  const hydration = hydrateFile
    ? `    <link rel="modulepreload" crossorigin fetchpriority="low" href="/${hydrateFile}">`
    : '';
  const serverPages = join(dist, SERVER_PAGES);
  mkdirSync(serverPages, { recursive: true });
  writeFileSync(join(serverPages, `${DEFAULT_SERVER_PAGE}.html`), serverPage(index, '', hydration));
  const written: string[] = [];
  const done = new Set<string>();
  const drawer = await pageDrawer();
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
      // index.html is also every unknown path's page: it never shows the home's screen before the app runs.
      const drawn = path ? await drawer.page(path) : { none: 'index.html is every path’s page' };
      const embedded = JSON.stringify({ screens: { [route.screen]: descriptor }, fragments }).replace(
        /</g,
        '\\u003c',
      );
      const inline = `\n    <script type="application/json" id="${EMBEDDED_DESCRIPTORS}">${embedded}</script>`;
      const name = path ? path.slice(1) : 'index';
      // The server's page of this route (src/server/pages.ts): the same page without the early calls,
      // its root drawn by the server.
      writeFileSync(join(serverPages, `${name}.html`), serverPage(page, inline, hydration));
      if ('html' in drawn) {
        // Drawn as the server draws it, for every visit: the app hydrates it (src/app/main.tsx).
        const state = `<script type="application/json" id="${SERVED_STATE_ID}">${drawn.state}</script>`;
        page = withRoot(headIn(withHydration(page, hydration), drawn.language, drawn.title), {
          attributes: 'data-server',
          content: drawn.html,
          after: `${inline}${state}`,
        });
      } else {
        page = withRoot(page, {
          attributes: `data-boot-screen="${escapeHtml(route.screen)}"`,
          // index.html, also every unknown path's page, paints nothing of its own screen.
          content: path ? `${header}${skeleton}` : '',
          after: inline,
        });
        if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
      }
      // `/` is served index.html, which is also every unknown path's page .
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
