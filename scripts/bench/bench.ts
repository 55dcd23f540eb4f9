/**
 * `npm run bench`: what the engine costs over a hand-written screen, in Chromium, on production builds.
 *
 * Builds page/ (the bank screen rendered by the engine from screen-configs/bind-bank.json, and the
 * same screen written by hand with the same antd-mobile parts), serves it, and for 20, 200 and 2000
 * server items alternates engine and hand-written runs in one page, in several browser sessions:
 * mount time (render() to a settled, laid-out screen with every field), of which render (render() to
 * the commit that shows every field; the rest is effects, subscriptions and layout), time per
 * keystroke (input event to commit) and the components re-rendered per keystroke. Times are medians
 * over the runs of every session; a ratio is the median of the sessions' ratios (each session pairs
 * engine and hand-written runs alternated in one page, on one machine state). Writes
 * reports/bench-results.json (git-ignored) and prints a table.
 *
 * Both sides draw the same DOM: the first session compares their markup and stops the bench, naming the
 * first line that differs, when a widget's markup has changed and the hand-written screen has not.
 *
 * Both sides are measured alike (page/main.tsx): warm-up runs first; the app's store exists before
 * the screen opens, as in the app; every run starts just after a frame, once the work left by the
 * run before (the engine's delayed save of the form) is done; the screen is laid out but not painted.
 *
 * Targets: mount ratio ≤ 1.3 at 200 and 2000 items (20 items is reported only), keystroke ratio ≤ 1.15,
 * one widget re-rendered per keystroke at every size. Exits 1 when a target is missed.
 *
 * Usage: tsx scripts/bench/bench.ts [--sessions 9] [--runs 15] [--keystrokes 20] [--sizes 20,200,2000] [--no-build]
 */
import { createServer, type Server } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { build } from 'vite';
import { chromium, type Page } from 'playwright-core';
import os from 'node:os';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import type { RunResult } from './page/main';

const root = resolve(import.meta.dirname, '../..');
const distDir = join(root, 'dist-bench');
export const TARGETS = { mountRatio: 1.3, keystrokeRatio: 1.15, widgetsPerKeystroke: 1 } as const;
/** The mount ratio is a target from this many items on: a smaller screen's mount is within the run-to-run spread. */
const MOUNT_TARGET_FROM = 200;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    keystrokes: { type: 'string', default: '20' },
    sessions: { type: 'string', default: '9' },
    sizes: { type: 'string', default: '20,200,2000' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const keystrokes = Number(options.keystrokes);
const sessions = Number(options.sessions);
const SIZES = options.sizes.split(',').map(Number);
if (!SIZES.every((n) => Number.isInteger(n) && n > 0))
  throw new Error(`--sizes takes whole numbers of items separated by commas, e.g. --sizes 20,200`);

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

/**
 * The comparison holds only while both sides draw the same DOM: the hand-written screen follows the
 * widgets' markup (labels, roles, field names, wrappers). Stops the bench, naming the first line that
 * differs, when a widget's markup has changed and the hand-written screen has not followed.
 */
async function sameMarkup(page: Page): Promise<void> {
  const markup = async (impl: 'engine' | 'hand') =>
    (await page.evaluate((options) => window.bench.run(options), { impl, n: 6, keystrokes: 0, markup: true }))
      .markup!;
  const engine = (await markup('engine')).split('\n');
  const hand = (await markup('hand')).split('\n');
  const at = engine.findIndex((line, index) => line !== hand[index]);
  if (at === -1 && engine.length === hand.length) return;
  const line = at === -1 ? Math.min(engine.length, hand.length) : at;
  throw new Error(
    `the engine and the hand-written screen draw different markup (scripts/bench/page/hand-written.tsx ` +
      `must follow the widgets'), from line ${line + 1}:\n  engine: ${engine[line] ?? '(nothing)'}\n` +
      `  hand:   ${hand[line] ?? '(nothing)'}`,
  );
}

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = resolve(dir, `.${path === '/' ? '/index.html' : path}`);
    if (!file.startsWith(dir + sep)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) =>
        res
          .writeHead(200, {
            'content-type': types[extname(file)] ?? 'application/octet-stream',
            // A cross-origin isolated page reads the clock to 5 µs instead of 100 µs: a 20-item mount
            // takes a few milliseconds, and its median would otherwise move in steps of 0.1 ms.
            'cross-origin-opener-policy': 'same-origin',
            'cross-origin-embedder-policy': 'require-corp',
          })
          .end(body),
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      done({ server, url: `http://127.0.0.1:${address.port}/` });
    }),
  );
}

async function main() {
  if (!options['no-build'] || !existsSync(join(distDir, 'index.html'))) {
    await build({ configFile: join(import.meta.dirname, 'vite.bench.config.ts'), logLevel: 'warn' });
  }
  const { server, url } = await serve(distDir);
  const by = new Map(SIZES.map((n) => [n, { engine: [] as RunResult[], hand: [] as RunResult[] }]));
  const sessionRatios = new Map(SIZES.map((n) => [n, [] as number[]]));
  const sessionKeystrokeRatios = new Map(SIZES.map((n) => [n, [] as number[]]));
  try {
    // Several browser sessions: the same build's ratio moves by up to ±0.2 from one session to the
    // next (what the JIT made of each side, where the collector ran), more than between runs of one.
    // Nine of them: with five, one run's 200-item sessions went from 1.03 to 1.44, and whether the
    // median of five passed a target depended on which sessions a run happened to draw.
    for (let session = 0; session < sessions; session++) {
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      });
      try {
        const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
        page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
        await page.goto(url);
        await page.waitForFunction(() => document.title.endsWith('ready'));
        if (session === 0) await sameMarkup(page);
        for (const n of SIZES) {
          const count = n >= 2000 ? Math.max(3, Math.ceil(runs / 2)) : runs;
          // Warm-up runs first (code loaded, and hot enough for the JIT to have optimised both sides:
          // one run leaves the engine's larger code half-compiled), then alternate so both see the
          // same machine.
          const warmups = n >= 2000 ? 2 : 6;
          const mine = { engine: [] as RunResult[], hand: [] as RunResult[] };
          for (let r = -warmups; r < count; r++) {
            for (const impl of r % 2 ? (['engine', 'hand'] as const) : (['hand', 'engine'] as const)) {
              const result = await page.evaluate((options) => window.bench.run(options), {
                impl,
                n,
                keystrokes,
              });
              if (r >= 0) mine[impl].push(result);
            }
          }
          by.get(n)!.engine.push(...mine.engine);
          by.get(n)!.hand.push(...mine.hand);
          const ratio = round(
            median(mine.engine.map((x) => x.mountMs)) / median(mine.hand.map((x) => x.mountMs)),
          );
          sessionRatios.get(n)!.push(ratio);
          sessionKeystrokeRatios
            .get(n)!
            .push(
              round(
                median(mine.engine.flatMap((x) => x.keystrokeMs)) /
                  median(mine.hand.flatMap((x) => x.keystrokeMs)),
              ),
            );
          console.log(`session ${session + 1} of ${sessions}, ${n} items: mount ratio ${ratio}`);
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.close();
  }

  const results: Record<string, unknown>[] = [];
  const failures: string[] = [];
  const summary = (list: RunResult[]) => ({
    mountMs: round(median(list.map((x) => x.mountMs))),
    renderMs: round(median(list.map((x) => x.renderMs))),
    keystrokeMs: round(median(list.flatMap((x) => x.keystrokeMs))),
    componentsPerKeystroke: median(list.flatMap((x) => x.componentsPerKeystroke)),
    widgetsPerKeystroke: Math.max(...list.flatMap((x) => x.widgetsPerKeystroke)),
    controls: list[0]!.controls,
  });
  for (const n of SIZES) {
    const engine = summary(by.get(n)!.engine);
    const hand = summary(by.get(n)!.hand);
    const row = {
      items: n,
      engine,
      hand,
      // The median of the sessions' ratios: each pairs engine and hand-written runs made side by side.
      // The ratio of the medians pooled over all sessions mixes runs made in different machine states,
      // and can land outside every session's own ratio (2000 items once: 1.47 pooled, 1.1 / 1.29 / 1.23
      // by session); it is kept for reference.
      mountRatio: round(median(sessionRatios.get(n)!)),
      keystrokeRatio: round(median(sessionKeystrokeRatios.get(n)!)),
      pooledMountRatio: round(engine.mountMs / hand.mountMs),
      sessionMountRatios: sessionRatios.get(n)!,
      runs: by.get(n)!.engine.length,
      sessions,
      keystrokes,
    };
    results.push(row);
    console.log(
      `${n} items: mount ${engine.mountMs} / ${hand.mountMs} ms (×${row.mountRatio}; by session ${row.sessionMountRatios.join(', ')}; to the commit showing every field ${engine.renderMs} / ${hand.renderMs} ms), keystroke ${engine.keystrokeMs} / ${hand.keystrokeMs} ms (×${row.keystrokeRatio}), widgets re-rendered per keystroke ${engine.widgetsPerKeystroke}`,
    );
    if (engine.controls !== hand.controls)
      failures.push(
        `${n} items: the engine shows ${engine.controls} controls, the hand-written screen ${hand.controls}`,
      );
    if (n >= MOUNT_TARGET_FROM && row.mountRatio > TARGETS.mountRatio)
      failures.push(`${n} items: mount ratio ${row.mountRatio} > ${TARGETS.mountRatio}`);
    if (row.keystrokeRatio > TARGETS.keystrokeRatio)
      failures.push(`${n} items: keystroke ratio ${row.keystrokeRatio} > ${TARGETS.keystrokeRatio}`);
    if (engine.widgetsPerKeystroke > TARGETS.widgetsPerKeystroke)
      failures.push(`${n} items: ${engine.widgetsPerKeystroke} widgets re-rendered per keystroke`);
  }

  const report = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${process.platform}`,
    browser: 'Chromium (headless), 360×740',
    targets: TARGETS,
    results,
  };
  // Written as the project's formatter writes it (lists of numbers on one line), easy to read and diff.
  await mkdir(join(root, 'reports'), { recursive: true });
  const file = join(root, 'reports', 'bench-results.json');
  const style = await prettier.resolveConfig(file);
  await writeFile(file, await prettier.format(JSON.stringify(report, null, 2), { ...style, parser: 'json' }));
  console.log('');
  console.log(markdownTable(results as unknown as Row[]));
  console.log('');
  console.log(failures.length ? `MISSED TARGETS:\n  ${failures.join('\n  ')}` : 'All targets met.');
  process.exit(failures.length ? 1 : 0);
}

interface Side {
  mountMs: number;
  renderMs: number;
  keystrokeMs: number;
  componentsPerKeystroke: number;
  widgetsPerKeystroke: number;
}
interface Row {
  items: number;
  engine: Side;
  hand: Side;
  mountRatio: number;
  keystrokeRatio: number;
  sessionMountRatios: number[];
}

export function markdownTable(rows: Row[]): string {
  const lines = [
    '| Items | Mount engine | Mount hand-written | Ratio (median of sessions) | Ratio by session | Of which render, engine / hand-written | Keystroke engine | Keystroke hand-written | Ratio | Widgets re-rendered per keystroke | Components re-rendered (engine / hand) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.items} | ${r.engine.mountMs} ms | ${r.hand.mountMs} ms | ${r.mountRatio} | ${r.sessionMountRatios.join(', ')} | ${r.engine.renderMs} / ${r.hand.renderMs} ms | ${r.engine.keystrokeMs} ms | ${r.hand.keystrokeMs} ms | ${r.keystrokeRatio} | ${r.engine.widgetsPerKeystroke} | ${r.engine.componentsPerKeystroke} / ${r.hand.componentsPerKeystroke} |`,
    );
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
