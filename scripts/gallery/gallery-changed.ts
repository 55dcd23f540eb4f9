/**
 * `npm run gallery -- --changed [--base REV] [--scenarios a,b] [--out reports/gallery-changed]`: only the screens a
 * change to screen-configs/ touches (the working tree against `git` HEAD or REV; a fragment counts
 * for every screen using it), in every mock scenario, drawn before and after by the same production
 * build, side by side in one HTML page with the number of pixels that differ.
 *
 * One build draws both: each page is given the descriptors of its side inline, which the app reads
 * before its bundled files (as a route page's own, scripts/build/route-pages.ts). Changes to code, the
 * routes or the app settings are not compared: they need a build of each side.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { startServer } from '../serve/serve';
import { listScenarios } from '../../mocks/scenarios';
import routes from '../../screen-configs/routes.json' with { type: 'json' };
import { pixelsDiffering, touchedScreens, withDescriptors, type Descriptors } from './gallery-changes';

const SESSION = 'productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1&product_id=1';
const WORKERS = 3;
const NOT_SCREENS = new Set(['routes', 'app']);

/** A phone of 360×740 as the gallery draws every screen in (touch, no service worker). */
export function phoneContext(browser: Browser) {
  return browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
}

/**
 * Waits until the screen shows its body, its error with Retry or the not-found screen, and then until
 * nothing on the page has changed for a moment: what the screen does once its data is there (a dialog
 * whose code loads first, a modal's entrance) is drawn before the picture is taken (which finishes CSS
 * transitions itself), so that two scenarios that end the same give the same picture.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .locator('main[aria-busy="false"], .screen-error')
    .first()
    .waitFor({ timeout: 8000 })
    .catch(() => undefined);
  await page.evaluate(
    ({ quietMs, capMs }) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let changed = started;
        const observer = new MutationObserver(() => {
          changed = performance.now();
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const check = setInterval(() => {
          const now = performance.now();
          if (now - changed < quietMs && now - started < capMs) return;
          observer.disconnect();
          clearInterval(check);
          resolve();
        }, 50);
      }),
    { quietMs: 300, capMs: 5000 },
  );
}

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const idOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');

/** The screens and fragments at `base`, or in the working tree when `base` is null. */
function descriptorsAt(root: string, base: string | null): Descriptors {
  const files = base
    ? git(root, ['ls-tree', '-r', '--name-only', base, '--', 'screen-configs']).split('\n')
    : [
        ...readdirSync(join(root, 'screen-configs')).map((f) => `screen-configs/${f}`),
        ...readdirSync(join(root, 'screen-configs', 'fragments')).map((f) => `screen-configs/fragments/${f}`),
      ];
  const read = (file: string) =>
    base ? git(root, ['show', `${base}:${file}`]) : readFileSync(join(root, file), 'utf8');
  const parse = (file: string): unknown => {
    try {
      return JSON.parse(read(file));
    } catch {
      return { id: idOf(file), body: [], unreadable: true };
    }
  };
  const descriptors: Descriptors = { screens: {}, fragments: {} };
  for (const file of files) {
    if (/^screen-configs\/[^/]+\.json$/.test(file) && !NOT_SCREENS.has(idOf(file)))
      descriptors.screens[idOf(file)] = parse(file);
    if (/^screen-configs\/fragments\/[^/]+\.json$/.test(file))
      descriptors.fragments[idOf(file)] = parse(file);
  }
  return descriptors;
}

/** The files under screen-configs/ that differ between `base` and the working tree, new ones included. */
function changedFiles(root: string, base: string): string[] {
  const tracked = git(root, ['diff', '--name-only', base, '--', 'screen-configs']);
  const added = git(root, ['ls-files', '--others', '--exclude-standard', '--', 'screen-configs']);
  return [...new Set(`${tracked}\n${added}`.split('\n').filter(Boolean))];
}

interface Pair {
  screen: string;
  route: string;
  scenario: string;
  before: string | null;
  after: string | null;
  differ: number | null;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root';

interface Sides {
  before: Descriptors;
  after: Descriptors;
}

/** Draws every screen of `list` before and after in `scenario`; the pictures go to `out`. */
async function drawScenario(
  browser: Browser,
  { dist, out, scenario }: { dist: string; out: string; scenario: string },
  { sides, list }: { sides: Sides; list: { screen: string; route: string }[] },
): Promise<Pair[]> {
  const server = await startServer({ port: 0, dist, scenario });
  const context = await phoneContext(browser);
  const page = await context.newPage();
  let side: Descriptors = sides.after;
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: withDescriptors(await response.text(), side) });
  });
  const pairs: Pair[] = [];
  try {
    for (const { screen, route } of list) {
      const pictures: Record<'before' | 'after', Buffer | null> = { before: null, after: null };
      for (const name of ['before', 'after'] as const) {
        const descriptors = sides[name];
        if (descriptors.screens[screen] === undefined) continue;
        side = { screens: { [screen]: descriptors.screens[screen] }, fragments: descriptors.fragments };
        const [path, hash] = route.split('#');
        await page.goto(`${server.url}${path}?${SESSION}${hash ? `#${hash}` : ''}`, { waitUntil: 'load' });
        await settled(page);
        pictures[name] = await page.screenshot({ animations: 'disabled' });
        await page.evaluate(() => window.sessionStorage.clear()).catch(() => undefined);
      }
      const file = (name: string) => `${slug(screen)}--${slug(scenario)}--${name}.png`;
      for (const name of ['before', 'after'] as const)
        if (pictures[name]) writeFileSync(join(out, file(name)), pictures[name]);
      pairs.push({
        screen,
        route,
        scenario,
        before: pictures.before ? file('before') : null,
        after: pictures.after ? file('after') : null,
        differ:
          pictures.before && pictures.after
            ? pixelsDiffering(PNG.sync.read(pictures.before), PNG.sync.read(pictures.after))
            : null,
      });
    }
  } finally {
    await context.close();
    await server.close();
  }
  return pairs;
}

function page(pairs: Pair[], { base, changed }: { base: string; changed: string[] }): string {
  const screens = [...new Set(pairs.map((p) => p.screen))];
  const notCompared = changed.filter((f) => /^screen-configs\/(routes|app)\.json$/.test(f));
  const img = (file: string | null, alt: string) =>
    file
      ? `<a href="${file}"><img src="${file}" width="240" height="493" loading="lazy" alt="${escape(alt)}"></a>`
      : `<p class="none">${escape(alt)}: no such screen</p>`;
  const sections = screens.map((screen) => {
    const mine = pairs.filter((p) => p.screen === screen);
    const differing = mine.filter((p) => p.differ !== 0);
    const rows = mine
      .sort((a, b) => (b.differ ?? Infinity) - (a.differ ?? Infinity) || a.scenario.localeCompare(b.scenario))
      .map(
        (p) =>
          `<tr class="${p.differ === 0 ? 'same' : 'differs'}"><th>${escape(p.scenario)}<br><small>${
            p.differ === null ? 'added or removed' : `${p.differ} pixels differ`
          }</small></th><td>${img(p.before, `${screen} before in ${p.scenario}`)}</td><td>${img(p.after, `${screen} after in ${p.scenario}`)}</td></tr>`,
      )
      .join('\n');
    return `<section id="${slug(screen)}"><h2>${escape(screen)} <small>${escape(mine[0]!.route)}: ${differing.length} of ${mine.length} scenarios differ</small></h2>
<table><tr><th>Scenario</th><th>Before (${escape(base)})</th><th>After (working tree)</th></tr>
${rows}</table></section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Changed screens</title><style>
body{font:14px system-ui,sans-serif;margin:16px;color:#222}table{border-collapse:collapse}td,th{padding:6px;vertical-align:top;text-align:left}
img{border:1px solid #ccc}tr.differs th small{color:#b42318;font-weight:bold}tr.same img{opacity:.6}small{color:#666}.none{width:240px;color:#666}
</style></head><body><h1>Changed screens</h1>
<p>Changed files against ${escape(base)}: ${changed.map((f) => `<code>${escape(f)}</code>`).join(', ') || 'none'}.</p>
${
  notCompared.length
    ? `<p class="none">Not compared (both sides use the build's own copy): ${notCompared.map((f) => `<code>${escape(f)}</code>`).join(', ')}.</p>`
    : ''
}
<p>${screens.length} screens × ${new Set(pairs.map((p) => p.scenario)).size} scenarios at 360×740, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Scenarios that differ come first.</p>
<nav>${screens.map((s) => `<a href="#${slug(s)}">${escape(s)}</a>`).join(' ')}</nav>
${sections.join('\n')}</body></html>\n`;
}

/** Draws the screens changed since `base` before and after, into `out`/index.html. */
export async function galleryChanged({
  root,
  dist,
  out,
  base,
  scenarios,
}: {
  root: string;
  dist: string;
  out: string;
  base: string;
  /** Only these scenarios (all by default). */
  scenarios?: string[];
}) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no build in ${dist}: run npm run build first`);
  git(root, ['rev-parse', '--verify', `${base}^{commit}`]);
  const changed = changedFiles(root, base);
  const sides = { before: descriptorsAt(root, base), after: descriptorsAt(root, null) };
  const touched = [
    ...new Set([...touchedScreens(changed, sides.after), ...touchedScreens(changed, sides.before)]),
  ].sort();
  const list = touched.flatMap((screen) => {
    const route = routes.routes.find((r) => r.screen === screen);
    return route ? [{ screen, route: `${route.path}${route.hash ? `#${route.hash}` : ''}` }] : [];
  });
  const unrouted = touched.filter((s) => !list.some((l) => l.screen === s));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const started = Date.now();
  const pairs: Pair[] = [];
  if (list.length) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const queue = listScenarios()
        .map((s) => s.name)
        .filter((name) => !scenarios || scenarios.includes(name));
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          for (let scenario = queue.shift(); scenario; scenario = queue.shift())
            pairs.push(...(await drawScenario(browser, { dist, out, scenario }, { sides, list })));
        }),
      );
    } finally {
      await browser.close();
    }
  }
  writeFileSync(join(out, 'index.html'), page(pairs, { base, changed }));
  const differing = pairs.filter((p) => p.differ !== 0).length;
  console.log(
    `gallery --changed: ${changed.length} changed files touch ${touched.length} screens${
      unrouted.length ? ` (${unrouted.join(', ')} without a route, not drawn)` : ''
    }; ${pairs.length} pairs, ${differing} differ, in ${join(out, 'index.html')}, ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
