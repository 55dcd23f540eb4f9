/**
 * `npm run image:check` (after `npm run build`): runs the production server from a folder that holds
 * only what the Dockerfile's runtime stage holds — package.json, package-lock.json, dist/,
 * dist-server/ and the dependencies `npm ci --omit=dev` installs — and checks that it draws a route
 * with its data there, and that no development package came along.
 *
 * Usage: tsx scripts/serve/image-check.ts [--keep]
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({ options: { keep: { type: 'boolean' } } });

/** What the image's runtime stage copies (Dockerfile). */
const IMAGE_FILES = ['package.json', 'package-lock.json', 'dist', 'dist-server'];
/** Development packages the build needs and the image must not have. */
const DEV_ONLY = ['vite', 'vitest', 'tsx', 'typescript', 'playwright-core', 'lighthouse', 'msw', 'eslint'];

function fail(message: string): never {
  console.error(`image check: ${message}`);
  process.exit(1);
}

for (const file of ['dist/index.html', 'dist-server/server.js'])
  if (!existsSync(join(root, file))) fail(`${file} is missing: run npm run build first`);

const folder = mkdtempSync(join(tmpdir(), 'server-image-'));
try {
  for (const file of IMAGE_FILES) cpSync(join(root, file), join(folder, file), { recursive: true });
  console.log(`image check: npm ci --omit=dev in ${folder}`);
  const install = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'],
    { cwd: folder, stdio: 'inherit' },
  );
  if (install.status !== 0) fail('npm ci --omit=dev failed');
  const installed = new Set(readdirSync(join(folder, 'node_modules')));
  const dev = DEV_ONLY.filter((name) => installed.has(name));
  if (dev.length) fail(`development packages in the image: ${dev.join(', ')}`);

  const server = spawn(process.execPath, ['dist-server/server.js'], {
    cwd: folder,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const url = await new Promise<string>((done, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000);
      server.stdout.on('data', () => {
        const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (found) {
          clearTimeout(timer);
          done(found[1]!);
        }
      });
      server.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
    });
    const response = await fetch(`${url}/repayPeriod?productId=1&orderId=OD1001`);
    const html = await response.text();
    if (response.status !== 200) fail(`/repayPeriod answered ${response.status}`);
    if (!html.includes('<div id="root" data-server>') || !html.includes('₱5,450.00'))
      fail('/repayPeriod did not come drawn with the amount to repay');
    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const asset = script ? await fetch(`${url}${script}`) : undefined;
    if (!asset || asset.status !== 200 || !/immutable/.test(asset.headers.get('cache-control') ?? ''))
      fail(`the page's script ${script ?? '(none)'} is not served immutable`);
    console.log(
      `image check: the server runs from ${IMAGE_FILES.join(', ')} and ${installed.size} runtime packages; ` +
        '/repayPeriod comes drawn with its data',
    );
  } finally {
    server.kill('SIGTERM');
  }
} catch (error) {
  fail((error as Error).message);
} finally {
  if (options.keep) console.log(`image check: kept ${folder}`);
  else rmSync(folder, { recursive: true, force: true });
}
