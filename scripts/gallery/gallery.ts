/**
 * `npm run gallery`: every route of routes.json in every mock scenario, rendered by the production
 * build in Chromium at 360×740, written to gallery/ (git-ignored) with an index.html to browse
 * before a change is published. A scenario that leaves a screen as the default one does (pixel for
 * pixel, antialiasing aside) is listed as "same as default" instead of repeating the picture.
 *
 * Usage: tsx scripts/gallery/gallery.ts [--dist dist] [--out gallery] [--scenarios a,b] [--routes /bindBank,/payWay]
 *        tsx scripts/gallery/gallery.ts --changed [--base HEAD] [--scenarios a,b] [--out reports/gallery-changed]
 *        (run `npm run build` first; --changed: see gallery-changed.ts)
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { startServer } from '../serve/serve';
import { galleryChanged, phoneContext, settled } from './gallery-changed';
import { pixelsDiffering, type Picture } from './gallery-changes';
import { listScenarios } from '../../mocks/scenarios';
import routes from '../../screen-configs/routes.json' with { type: 'json' };

const root = resolve(import.meta.dirname, '../..');
const SESSION = 'productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1&product_id=1';
const WORKERS = 3;

interface Shot {
  route: string;
  screen: string;
  scenario: string;
  file: string | null;
  sameAsDefault: boolean;
  ms: number;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root';

async function shoot(
  browser: Browser,
  dist: string,
  out: string,
  scenario: string,
  list: { route: string; screen: string }[],
): Promise<{ scenario: string; route: string; screen: string; file: string; ms: number }[]> {
  const server = await startServer({ port: 0, dist, scenario });
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const shots = [];
  try {
    for (const { route, screen } of list) {
      const started = Date.now();
      const [path, hash] = route.split('#');
      await page.goto(`${server.url}${path}?${SESSION}${hash ? `#${hash}` : ''}`, { waitUntil: 'load' });
      await settled(page);
      const png = await page.screenshot({ fullPage: false, animations: 'disabled' });
      const file = `${slug(route)}--${slug(scenario)}.png`;
      writeFileSync(join(out, file), png);
      shots.push({
        scenario,
        route,
        screen,
        file,
        ms: Date.now() - started,
      });
      await page.evaluate(() => window.sessionStorage.clear()).catch(() => undefined);
    }
  } finally {
    await context.close();
    await server.close();
  }
  return shots;
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      dist: { type: 'string' },
      out: { type: 'string' },
      scenarios: { type: 'string' },
      routes: { type: 'string' },
      changed: { type: 'boolean', default: false },
      base: { type: 'string', default: 'HEAD' },
    },
  });
  const dist = resolve(root, options.dist ?? process.env.DIST_DIR ?? 'dist');
  const wantedScenarios = options.scenarios?.split(',');
  if (options.changed) {
    const out = resolve(root, options.out ?? join('reports', 'gallery-changed'));
    return galleryChanged({ root, dist, out, base: options.base, scenarios: wantedScenarios });
  }
  const out = resolve(root, options.out ?? 'gallery');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no build in ${dist}: run npm run build first`);
  const wantedRoutes = options.routes?.split(',');
  const scenarioNames = listScenarios()
    .map((s) => s.name)
    .filter((n) => !wantedScenarios || wantedScenarios.includes(n));
  if (!scenarioNames.includes('default')) scenarioNames.unshift('default');
  const list = routes.routes
    .map((r) => ({ route: `${r.path}${r.hash ? `#${r.hash}` : ''}`, screen: r.screen }))
    .filter((r, i, all) => all.findIndex((x) => x.route === r.route) === i)
    .filter((r) => !wantedRoutes || wantedRoutes.includes(r.route));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const started = Date.now();
  const results: Awaited<ReturnType<typeof shoot>> = [];
  try {
    results.push(...(await shoot(browser, dist, out, 'default', list)));
    const queue = scenarioNames.filter((n) => n !== 'default');
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (let name = queue.shift(); name; name = queue.shift())
          results.push(...(await shoot(browser, dist, out, name, list)));
      }),
    );
  } finally {
    await browser.close();
  }

  const picture = (file: string): Picture => PNG.sync.read(readFileSync(join(out, file)));
  const defaults = new Map(
    results.filter((r) => r.scenario === 'default').map((r) => [r.route, picture(r.file)]),
  );
  const shots: Shot[] = results.map((r) => {
    const drawnByDefault = defaults.get(r.route);
    const same =
      r.scenario !== 'default' && !!drawnByDefault && pixelsDiffering(drawnByDefault, picture(r.file)) === 0;
    if (same) rmSync(join(out, r.file));
    return {
      route: r.route,
      screen: r.screen,
      scenario: r.scenario,
      file: same ? null : r.file,
      sameAsDefault: same,
      ms: r.ms,
    };
  });
  const descriptions = new Map(listScenarios().map((s) => [s.name, s.description]));
  const sections = list
    .map(({ route, screen }) => {
      const mine = shots.filter((s) => s.route === route && s.file);
      const same = shots.filter((s) => s.route === route && s.sameAsDefault).map((s) => s.scenario);
      return `<section id="${slug(route)}"><h2>${escape(route)} <small>${escape(screen)}</small></h2><div class="shots">${mine
        .sort((a, b) =>
          a.scenario === 'default' ? -1 : b.scenario === 'default' ? 1 : a.scenario.localeCompare(b.scenario),
        )
        .map(
          (s) =>
            `<figure><a href="${s.file}"><img src="${s.file}" width="180" height="370" loading="lazy" alt="${escape(route)} in ${escape(s.scenario)}"></a><figcaption title="${escape(descriptions.get(s.scenario) ?? '')}">${escape(s.scenario)}</figcaption></figure>`,
        )
        .join(
          '',
        )}</div>${same.length ? `<p class="same">Same as default: ${same.map(escape).join(', ')}</p>` : ''}</section>`;
    })
    .join('\n');
  writeFileSync(
    join(out, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Screen gallery</title><style>
body{font:14px system-ui,sans-serif;margin:16px;color:#222}nav a{margin-right:8px}section{margin:24px 0}
.shots{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0;text-align:center}img{border:1px solid #ccc}
figcaption{font-size:12px;max-width:180px;overflow-wrap:anywhere}.same{color:#666;font-size:12px}small{color:#666}
</style></head><body><h1>Screen gallery</h1><p>${list.length} routes × ${scenarioNames.length} scenarios at 360×740, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.</p>
<nav>${list.map((r) => `<a href="#${slug(r.route)}">${escape(r.route)}</a>`).join('')}</nav>
${sections}</body></html>\n`,
  );
  writeFileSync(join(out, 'gallery.json'), JSON.stringify(shots, null, 2) + '\n');
  const kept = shots.filter((s) => s.file).length;
  console.log(
    `gallery: ${shots.length} screens rendered (${list.length} routes × ${scenarioNames.length} scenarios), ${kept} distinct pictures in ${out}/index.html, ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(`gallery failed: ${(error as Error).message}`);
  process.exit(1);
});
