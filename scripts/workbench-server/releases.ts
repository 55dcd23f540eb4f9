/**
 * The workbench's releases on the dev server (`npm start` only), made by the same commands an
 * operator runs (scripts/descriptors/configs-release.ts, configs-status.ts):
 *
 *   GET  /__workbench/releases           the release folder's status (`npm run configs:status`)
 *   POST /__workbench/releases/release   {"rollout"?, "minApp"?, "maxApp"?}: releases screen-configs/
 *   POST /__workbench/releases/rollback  {"to"?}: rolls back (`npm run configs:rollback`)
 *   GET  /__releases/…                   the release folder as a CDN serves it, so that a dev app
 *                                        started with VITE_CONFIG_BASE=/__releases runs the releases
 *
 * The folder is CONFIGS_RELEASE_DIR, else `.releases/` in the project (git-ignored), as for
 * `npm run configs:status`. Releases are signed with the key `npm run configs:release` signs with (the
 * file CONFIGS_RELEASE_KEY names, else the one `npm run configs:init` made; without one, a release is
 * refused and the panel says why); the status checks signatures with the key phones hold, read as
 * `configs:status` reads it (scripts/descriptors/release-key.ts). A release or rollback answers with
 * the folder's new status, so the panel shows the new live release at once.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import type { Connect } from 'vite';
import { releaseFolderOf } from '../descriptors/release-key.ts';
import { readBody, send } from './http.ts';

/** Where the phones of a dev app read releases (its VITE_CONFIG_BASE). */
export const RELEASES_PATH = '/__releases';

/** The release folder of this dev server (the one `configs:status` reads by default). */
export const releaseFolder = (root: string) => releaseFolderOf(root);

/** Runs one of the release commands with tsx and gives its JSON answer. */
function run(
  root: string,
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ ok: boolean; answer: unknown; said: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [
        join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(root, 'scripts', 'descriptors', script),
        ...args,
      ],
      { cwd: root, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          done({ ok: !error, answer: JSON.parse(stdout) as unknown, said: stderr });
        } catch {
          done({ ok: false, answer: null, said: `${stdout}${stderr}`.trim() || String(error) });
        }
      },
    );
  });
}

const option = (name: string, value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? [`--${name}`, String(value)] : [];

/** Answers the release endpoints and serves the release folder. */
export function releases(root: string, middlewares: Connect.Server): void {
  const folder = releaseFolder(root);
  // The keys as the dev server was started with them (a test may set them for its server alone).
  const env = { ...process.env };
  const body = async (request: Connect.IncomingMessage): Promise<Record<string, unknown>> => {
    try {
      const parsed = JSON.parse((await readBody(request)) || '{}') as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  middlewares.use('/__workbench/releases', (request, response) => {
    const path = new URL(request.url ?? '/', 'http://dev').pathname;
    void (async () => {
      if (request.method === 'GET' && path === '/') {
        if (!existsSync(folder))
          return send(response, 200, { folder, live: null, history: [], diff: null, unreadable: [] });
        const status = await run(
          root,
          'configs-status.ts',
          [folder, '--app', join(root, 'screen-configs', 'app.json'), '--json'],
          env,
        );
        return send(response, status.ok ? 200 : 500, status.answer ?? { message: status.said });
      }
      if (request.method !== 'POST')
        return send(response, 405, { message: 'GET / or POST /release, /rollback' });
      const given = await body(request);
      const outcome =
        path === '/release'
          ? await run(
              root,
              'configs-release.ts',
              [
                'release',
                folder,
                '--from',
                join(root, 'screen-configs'),
                '--json',
                ...option('rollout', given.rollout),
                ...option('min-app', given.minApp),
                ...option('max-app', given.maxApp),
              ],
              env,
            )
          : path === '/rollback'
            ? await run(
                root,
                'configs-release.ts',
                ['rollback', folder, '--json', ...option('to', given.to)],
                env,
              )
            : null;
      if (!outcome) return send(response, 404, { message: `no ${path}` });
      return send(
        response,
        outcome.answer ? (outcome.ok ? 200 : 422) : 500,
        outcome.answer ?? { message: outcome.said },
      );
    })();
  });
  middlewares.use(RELEASES_PATH, (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://dev').pathname);
    const file = resolve(folder, `.${normalize(path)}`);
    if (!file.startsWith(folder + sep) || !existsSync(file) || !statSync(file).isFile())
      return send(response, 404, { message: `no ${path} in the release folder` });
    response.setHeader('content-type', 'application/json');
    response.setHeader('cache-control', 'no-cache');
    response.end(readFileSync(file));
  });
}
