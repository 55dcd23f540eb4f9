/**
 * A newcomer's first commands print nothing to worry about: `npm run bundle` (the browser's build, the
 * route pages, the server's build) and `npm start` (the dev server, up to the moment it is ready) say
 * what they did and nothing else. Every line either is one of their progress lines or fails the test,
 * named: a warning that comes back (a bundler check, a config-loader notice, a timing block) is read
 * as a bug by whoever meets it, so it is fixed where it comes from, never filtered.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from './harness';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const linesOf = (output: string) =>
  output
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd());

/** What a quiet run prints: npm's script headers, the tools' progress and their summaries. */
const PROGRESS: readonly RegExp[] = [
  /^$/,
  /^> /,
  /^vite v\d+\.\d+\.\d+ building (client|ssr) environment for production\.\.\.$/,
  /^transforming\.\.\.$/,
  /^✓ \d+ modules transformed\.$/,
  /^rendering chunks\.\.\.$/,
  /^computing gzip size\.\.\.$/,
  /^✓ built in [\d.]+m?s$/,
  // One line per file written: its path, its size (and gzip size).
  /^dist(-[\w-]+)?\/\S+ +[\d.,]+ kB/,
  /^route pages: \d+ written to /,
  /^generated: \d+ widgets, /,
  /^legal: public\/legal\//,
  /^ *VITE v\d+\.\d+\.\d+ +ready in \d+ ms$/,
  /^ *➜ +(Local|Network|Deep link): +http/,
];

/**
 * The one warning a clean clone is meant to print: app.json ships the lender's identity as
 * placeholders (`[Lender name]` …), which only the lender can fill in, and an ordinary build says so
 * once (a release build refuses them). It is a to-do for the lender, not noise.
 */
const PLACEHOLDERS =
  /^((\[plugin validate-screen-configs\] )?screen-configs\/app\.json:\d+: warning: The file still holds placeholders: |\(a release build, RELEASE=1 npm run build, refuses this: docs\/deployment\.md\)$)/;

const unexpected = (output: string) =>
  linesOf(output).filter(
    (line) => !PROGRESS.some((progress) => progress.test(line)) && !PLACEHOLDERS.test(line),
  );

/** How many lines of the placeholders' warning were printed (two: what, and what a release does). */
const placeholderWarnings = (output: string) =>
  linesOf(output).filter((line) => PLACEHOLDERS.test(line)).length;

/** The environment of a command run from a shell, without what the test runner adds. */
function shellEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const added = /^(NODE_ENV|TEST|MODE|DEV|PROD|SSR|BASE_URL|DIST_DIR|SERVER_DIR|VITEST.*)$/;
  return { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !added.test(key))), ...extra };
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Inside the project (a build outside its root is refused a clean output folder, with a notice), and
// ignored by git and by the dev server's watcher (dist-*/).
const outDirs = [`dist-quiet-${process.pid}`, `dist-quiet-server-${process.pid}`];

afterAll(() => {
  for (const dir of outDirs) rmSync(join(rootDir, dir), { recursive: true, force: true });
});

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * What `npm run bundle` prints: under `npm test`, what its own build step printed a moment ago (the
 * same command from the same checkout, scripts/test-all); run alone, a build of its own.
 */
function bundleOutput(): string {
  const saved = process.env.SUITE_BUNDLE_OUTPUT;
  if (saved && existsSync(saved)) return readFileSync(saved, 'utf8');
  const run = spawnSync(npm, ['run', 'bundle'], {
    cwd: rootDir,
    encoding: 'utf8',
    env: shellEnv({ DIST_DIR: outDirs[0]!, SERVER_DIR: outDirs[1]! }),
    timeout: 240_000,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  expect(run.status, output).toBe(0);
  return output;
}

describe('a quiet build and start', () => {
  it('`npm run bundle` prints its progress and no warning', () => {
    const output = bundleOutput();
    // The three steps ran: the browser's build, the route pages, the server's build.
    expect(output).toMatch(/building client environment/);
    expect(output).toMatch(/route pages: \d+ written/);
    expect(output).toMatch(/building ssr environment/);
    expect(unexpected(output)).toEqual([]);
    expect(placeholderWarnings(output)).toBeLessThanOrEqual(2);
  }, 300_000);

  it('`npm start` prints the addresses once ready, and no warning before', async () => {
    const port = await freePort();
    const child = spawn(npm, ['start', '--', '--port', String(port), '--strictPort'], {
      cwd: rootDir,
      env: shellEnv({}),
      detached: true,
    });
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not ready in 120 s:\n${output}`)), 120_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          // The deep link is the last line the dev server prints as it becomes ready.
          if (/Deep link: +http/.test(output.replace(ANSI, ''))) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.once('exit', (code) =>
          reject(new Error(`exited with ${code} before it was ready:\n${output}`)),
        );
      });
    } finally {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    }
    expect(output.replace(ANSI, '')).toContain(`http://127.0.0.1:${port}/`);
    expect(unexpected(output)).toEqual([]);
  }, 150_000);
});
