/**
 * Release set-up in one command, on a fresh copy of the project: `npm run configs:init` makes the key
 * (out of the repository, in the operator's configuration folder), writes its public half into
 * app.json and makes the first release; after another release, `configs:status` and the workbench's
 * Releases panel read the same key the same way and say the same thing, with no variable exported.
 */
import { execFile } from 'node:child_process';
import { fillInLender } from '../../tests/config-copy';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Connect } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releases } from '../workbench-server/releases';
import type { ReleaseStatus } from '../../src/tools/release-words';
import { readSigningKey } from './release-key';

const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

let clone: string;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  // A fresh clone: the project's code as it is, its configs copied (they are what gets edited).
  clone = mkdtempSync(join(tmpdir(), 'configs-init-'));
  for (const part of ['node_modules', 'src', 'schemas', 'package.json', 'tsconfig.json'])
    symlinkSync(join(root, part), join(clone, part));
  for (const part of ['screen-configs', 'scripts'])
    cpSync(join(root, part), join(clone, part), { recursive: true });
  // The lender's details filled in, as a release needs (it refuses the shipped placeholders).
  fillInLender(join(clone, 'screen-configs'));
  // The operator's own configuration folder, and no release variable of any kind.
  const { CONFIGS_RELEASE_KEY: _k, CONFIGS_RELEASE_DIR: _d, VITE_RELEASE_KEY: _v, ...rest } = process.env;
  env = { ...rest, XDG_CONFIG_HOME: join(clone, 'operator-config') };
});
afterAll(() => rmSync(clone, { recursive: true, force: true }));

/** Runs one of the project's npm scripts' files in the clone, as `npm run` would there. */
const script = (file: string, args: string[] = []) =>
  run(
    process.execPath,
    [
      join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      join(clone, 'scripts', 'descriptors', file),
      ...args,
    ],
    {
      cwd: clone,
      env,
      encoding: 'utf8',
    },
  );

/** The workbench's release endpoints on the clone, as the dev server started there answers them. */
async function panelStatus(): Promise<ReleaseStatus> {
  const mounted: [string, Connect.NextHandleFunction][] = [];
  const saved = process.env;
  process.env = env;
  try {
    releases(clone, {
      use: (path: string, fn: Connect.NextHandleFunction) => mounted.push([path, fn]),
    } as never);
  } finally {
    process.env = saved;
  }
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const hit = mounted.find(([path]) => request.url!.startsWith(path));
    if (!hit) return void response.writeHead(404).end();
    request.url = request.url!.slice(hit[0].length) || '/';
    hit[1](request as Connect.IncomingMessage, response, () => undefined);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/__workbench/releases/`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as ReleaseStatus;
  } finally {
    await new Promise((done) => server.close(done));
  }
}

describe('configs:init', () => {
  it('sets up releases in one command; configs:status and the panel then agree', async () => {
    const { stdout } = await script('configs-init.ts');
    const keyFile = join(clone, 'operator-config', 'loan-screens', 'release-key.pem');
    expect(stdout).toContain(`Release key: made ${keyFile}`);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = await readSigningKey(keyFile);
    const appFile = join(clone, 'screen-configs', 'app.json');
    const app = JSON.parse(readFileSync(appFile, 'utf8')) as { releaseKey: unknown };
    expect(app.releaseKey).toEqual(key.publicJwk);
    expect(stdout).toMatch(/first release (r[\w-]+) \(number 1\) made and live/);
    expect(stdout).toMatch(/Live: release r[\w-]+ \(number 1\).*signed with the release key/);

    // Run again, it changes nothing.
    const again = await script('configs-init.ts');
    expect(again.stdout).toContain('already there, kept as it is');
    expect(again.stdout).toContain('its releaseKey is this key already');
    expect(again.stdout).toMatch(/release r[\w-]+ \(number 1\) is live already/);

    // A change released with the same key, found where configs:init left it.
    const about = join(clone, 'screen-configs', 'about-us.json');
    writeFileSync(about, readFileSync(about, 'utf8').replace('"About us"', '"About the lender"'));
    const released = await script('configs-release.ts', ['release', '.releases']);
    expect(released.stdout).toMatch(/release r[\w-]+ \(number 2\)/);

    const status = await script('configs-status.ts');
    const panel = await panelStatus();
    const live = /^Live: release (r[\w-]+) \(number 2\), .*signed with the release key$/m.exec(status.stdout);
    expect(live).not.toBeNull();
    expect(status.stdout).toContain(`Signatures checked with the releaseKey of ${appFile}.`);
    expect(panel.live).toMatchObject({ releaseId: live![1], number: 2, signature: 'verified' });
    expect(panel.history.map((r) => [r.releaseId, r.signature])).toEqual(
      JSON.parse((await script('configs-status.ts', ['--json'])).stdout).history.map(
        (r: { releaseId: string; signature: string }) => [r.releaseId, r.signature],
      ),
    );
    expect(panel.history.every((r) => r.signature === 'verified')).toBe(true);
  }, 300_000);

  it('refuses to release without a key, and says how to make one', async () => {
    const other = { ...env, XDG_CONFIG_HOME: join(clone, 'nobody') };
    const refused = await run(
      process.execPath,
      [
        join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(clone, 'scripts', 'descriptors', 'configs-release.ts'),
        'release',
        '.releases',
      ],
      { cwd: clone, env: other, encoding: 'utf8' },
    ).catch((error: { stderr: string }) => error);
    expect((refused as { stderr: string }).stderr).toContain(
      `release refused: no release key at ${join(clone, 'nobody', 'loan-screens', 'release-key.pem')}: run npm run configs:init to make one`,
    );
  }, 60_000);
});
