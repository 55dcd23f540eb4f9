/**
 * Releases of screen descriptors for phones to load without an app release (docs/deployment.md).
 *
 *   npm run configs:release -- <out-dir> [--from screen-configs] [--rollout 10] [--min-app 1.0.0] [--max-app 2.0.0]
 *   npm run configs:rollback -- <out-dir> [--to <release-id>]
 *
 * A release is one immutable set: every screen and fragment is written once under its content hash
 * (`descriptors/<sha256>.json`), and `releases/<id>.json` lists them. `manifest.json` names the release
 * phones use: it is the only file that changes, so it is the only one with a short cache lifetime.
 * A release is refused when the descriptor check finds any error. Rolling back publishes an earlier
 * release's manifest again; no descriptor file is ever rewritten.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { checkConfigFolder, formatProblems } from './config-check';
import type { ReleaseManifest } from '../../src/app/remote-release';

export type { ReleaseManifest };

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The manifest phones read now, or null before the first release. */
export function currentManifest(out: string): ReleaseManifest | null {
  const file = join(out, 'manifest.json');
  return existsSync(file) ? readJson<ReleaseManifest>(file) : null;
}

function writeOnce(file: string, bytes: Buffer | string): void {
  if (!existsSync(file)) writeFileSync(file, bytes);
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export interface ReleaseOptions {
  /** The config folder to release: screen-configs/ by default. */
  from?: string;
  rolloutPercent?: number;
  minApp?: string;
  maxApp?: string;
  now?: Date;
}

export type ReleaseOutcome =
  { ok: true; manifest: ReleaseManifest; unchanged: boolean } | { ok: false; problems: string };

/** Checks the folder, then writes a release into `out` and points manifest.json at it. */
export async function release(out: string, options: ReleaseOptions = {}): Promise<ReleaseOutcome> {
  const from = resolve(options.from ?? 'screen-configs');
  const errors = (await checkConfigFolder(from, { remote: true })).filter((p) => p.level === 'error');
  if (errors.length) return { ok: false, problems: formatProblems(errors) };
  const percent = options.rolloutPercent;
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 0 && percent <= 100))
    return { ok: false, problems: `--rollout must be a whole percentage from 0 to 100, found ${percent}` };

  mkdirSync(join(out, 'descriptors'), { recursive: true });
  mkdirSync(join(out, 'releases'), { recursive: true });
  const publish = (folder: string) => {
    const hashes: Record<string, string> = {};
    if (!existsSync(folder)) return hashes;
    for (const name of readdirSync(folder).sort()) {
      if (!name.endsWith('.json') || name === 'routes.json' || name === 'app.json') continue;
      const bytes = readFileSync(join(folder, name));
      const hash = sha256(bytes);
      writeOnce(join(out, 'descriptors', `${hash}.json`), bytes);
      hashes[basename(name, '.json')] = hash;
    }
    return hashes;
  };
  const screens = publish(from);
  const fragments = publish(join(from, 'fragments'));
  const appVersions = {
    ...(options.minApp && { min: options.minApp }),
    ...(options.maxApp && { max: options.maxApp }),
  };
  const content = sha256(JSON.stringify({ screens, fragments, appVersions, rollout: percent ?? null }));

  const previous = currentManifest(out);
  const previousContent = previous
    ? sha256(
        JSON.stringify({
          screens: previous.screens,
          fragments: previous.fragments,
          appVersions: previous.appVersions,
          rollout: previous.rollout?.percent ?? null,
        }),
      )
    : null;
  if (previous && previousContent === content) return { ok: true, manifest: previous, unchanged: true };

  const now = options.now ?? new Date();
  const manifest: ReleaseManifest = {
    releaseId: `r${stamp(now)}-${content.slice(0, 8)}`,
    createdAt: now.toISOString(),
    appVersions,
    screens,
    fragments,
    previous: previous?.releaseId ?? null,
    ...(percent !== undefined && { rollout: { percent } }),
  };
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  writeOnce(join(out, 'releases', `${manifest.releaseId}.json`), text);
  writeFileSync(join(out, 'manifest.json'), text);
  return { ok: true, manifest, unchanged: false };
}

export type RollbackOutcome = { ok: true; manifest: ReleaseManifest } | { ok: false; problem: string };

/** Points manifest.json at an earlier release: the one before the current, or `to`. */
export function rollback(out: string, to?: string): RollbackOutcome {
  const current = currentManifest(out);
  if (!current)
    return { ok: false, problem: `${join(out, 'manifest.json')} does not exist: nothing was released yet` };
  const target = to ?? current.previous;
  if (!target)
    return { ok: false, problem: `release ${current.releaseId} is the first: there is none to roll back to` };
  const file = join(out, 'releases', `${target}.json`);
  if (!existsSync(file)) return { ok: false, problem: `no release ${target} in ${join(out, 'releases')}` };
  const text = readFileSync(file, 'utf8');
  writeFileSync(join(out, 'manifest.json'), text);
  return { ok: true, manifest: JSON.parse(text) as ReleaseManifest };
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args: string[]): Promise<number> {
  const [command, out] = args;
  if ((command !== 'release' && command !== 'rollback') || !out || out.startsWith('--')) {
    console.error(
      'usage: configs-release.ts release <out-dir> [--from folder] [--rollout N] [--min-app V] [--max-app V]',
    );
    console.error('       configs-release.ts rollback <out-dir> [--to release-id]');
    return 2;
  }
  const dir = resolve(out);
  if (command === 'rollback') {
    const outcome = rollback(dir, option(args, 'to'));
    if (!outcome.ok) {
      console.error(`rollback refused: ${outcome.problem}`);
      return 1;
    }
    console.log(
      `manifest.json now names release ${outcome.manifest.releaseId} (created ${outcome.manifest.createdAt})`,
    );
    return 0;
  }
  const rollout = option(args, 'rollout');
  const outcome = await release(dir, {
    from: option(args, 'from'),
    rolloutPercent: rollout === undefined ? undefined : Number(rollout),
    minApp: option(args, 'min-app'),
    maxApp: option(args, 'max-app'),
  });
  if (!outcome.ok) {
    console.error(outcome.problems);
    console.error('release refused: fix the problems above first');
    return 1;
  }
  const { manifest, unchanged } = outcome;
  const count = Object.keys(manifest.screens).length + Object.keys(manifest.fragments).length;
  console.log(
    unchanged
      ? `nothing changed since release ${manifest.releaseId}: manifest.json left as it is`
      : `release ${manifest.releaseId}: ${count} descriptors, previous ${manifest.previous ?? 'none'}` +
          (manifest.rollout ? `, rolled out to ${manifest.rollout.percent}% of devices` : ''),
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main(process.argv.slice(2)));
