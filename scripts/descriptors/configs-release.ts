/**
 * Releases of screen descriptors for phones to load without an app release (docs/deployment.md).
 *
 *   npm run configs:release -- <out-dir> [--key <file>] [--from screen-configs] [--rollout 10] [--min-app 1.0.0] [--max-app 2.0.0] [--expires-in 14] [--json]
 *   npm run configs:rollback -- <out-dir> [--key <file>] [--to <release-id>] [--expires-in 14] [--json]
 *   npm run configs:keygen -- <key-file>
 *
 * A release is one immutable set: every screen and fragment, and every language's catalogue of each
 * (screen-configs/languages/<code>/), is written once under its content hash
 * (`descriptors/<sha256>.json`), and `releases/<id>.json` lists them. `manifest.json` names the release
 * phones use: it is the only file that changes, so it is the only one with a short cache lifetime.
 * A release is refused when the descriptor check finds any error, or a placeholder ("[Lender name]")
 * left in app.json. Every manifest carries a release
 * number one above the one before and is signed with the release key (`--key`, or the file
 * CONFIGS_RELEASE_KEY names): phones refuse an unsigned manifest and one older than the newest they
 * used, so rolling back publishes a new, higher release with an earlier one's content. No descriptor
 * file is ever rewritten. Every manifest expires (`--expires-in` days, 14 by default) and phones
 * refuse an expired one: releasing unchanged content signs the live manifest again with a new expiry,
 * which operators do before it runs out (docs/deployment.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { checkConfigFolder, formatProblems } from './config-check';
import { formatDiff } from './configs-status';
import { releaseStatus } from './release-status';
import { signManifest, type ReleaseManifest } from '../../src/app/remote-release';
import {
  makeSigningKey,
  phoneReleaseKey,
  readSigningKey,
  releaseKeyFile,
  sameKey,
  type SigningKey,
} from './release-key';

export type { ReleaseManifest };

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** How long a manifest is taken by phones, by default: a frozen config host is believed this long at most. */
export const DEFAULT_EXPIRY_DAYS = 14;
/** The longest expiry `--expires-in` accepts. */
export const MAX_EXPIRY_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why `days` is not an expiry `--expires-in` accepts, or undefined. */
function expiryProblem(days: number | undefined): string | undefined {
  if (days === undefined || (Number.isInteger(days) && days >= 1 && days <= MAX_EXPIRY_DAYS))
    return undefined;
  return `--expires-in must be a whole number of days from 1 to ${MAX_EXPIRY_DAYS}, found ${days}`;
}

const expiry = (now: Date, days = DEFAULT_EXPIRY_DAYS) =>
  new Date(now.getTime() + days * DAY_MS).toISOString();

const manifestText = (manifest: ReleaseManifest) => `${JSON.stringify(manifest, null, 2)}\n`;

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

/** What a release is made of: the same content makes the same release. */
type Content = Pick<ReleaseManifest, 'screens' | 'fragments' | 'catalogues' | 'appVersions' | 'rollout'>;

const contentHash = (c: Content) =>
  sha256(
    JSON.stringify({
      screens: c.screens,
      fragments: c.fragments,
      appVersions: c.appVersions,
      rollout: c.rollout?.percent ?? null,
      // A release made before catalogues were released hashes as it did then.
      ...(c.catalogues && Object.keys(c.catalogues).length ? { catalogues: c.catalogues } : {}),
    }),
  );

/** Signs the next release after `previous` with `content`, and makes it the one phones read. */
async function publish(
  out: string,
  content: Content,
  at: {
    previous: ReleaseManifest | null;
    now: Date;
    key: SigningKey;
    contentOf?: string;
    expiresInDays?: number;
  },
): Promise<ReleaseManifest> {
  const { previous, now, key, contentOf } = at;
  // The previous release's own file, which a device outside a staged share reads, named by its hash.
  const previousFile = previous && join(out, 'releases', `${previous.releaseId}.json`);
  const unsigned: Omit<ReleaseManifest, 'signature'> = {
    releaseId: `r${stamp(now)}-${contentHash(content).slice(0, 8)}`,
    releaseNumber: (previous?.releaseNumber ?? 0) + 1,
    createdAt: now.toISOString(),
    expiresAt: expiry(now, at.expiresInDays),
    appVersions: content.appVersions,
    screens: content.screens,
    fragments: content.fragments,
    ...(content.catalogues &&
      Object.keys(content.catalogues).length > 0 && { catalogues: content.catalogues }),
    previous: previous?.releaseId ?? null,
    previousHash: previousFile && existsSync(previousFile) ? sha256(readFileSync(previousFile)) : null,
    ...(content.rollout && { rollout: content.rollout }),
    ...(contentOf && { contentOf }),
  };
  const manifest: ReleaseManifest = { ...unsigned, signature: await signManifest(unsigned, key.privateKey) };
  const text = manifestText(manifest);
  mkdirSync(join(out, 'releases'), { recursive: true });
  writeOnce(join(out, 'releases', `${manifest.releaseId}.json`), text);
  writeFileSync(join(out, 'manifest.json'), text);
  return manifest;
}

/**
 * The live manifest signed again with a new expiry: the same release (id, number, content), so
 * phones that use it keep using it; only manifest.json changes, the release's own file stays as made.
 */
async function renew(
  out: string,
  live: ReleaseManifest,
  at: { now: Date; key: SigningKey; expiresInDays?: number },
): Promise<ReleaseManifest> {
  const { signature: _old, ...rest } = live;
  const unsigned = { ...rest, expiresAt: expiry(at.now, at.expiresInDays) };
  const manifest: ReleaseManifest = {
    ...unsigned,
    signature: await signManifest(unsigned, at.key.privateKey),
  };
  writeFileSync(join(out, 'manifest.json'), manifestText(manifest));
  return manifest;
}

export interface ReleaseOptions {
  /** The release key (`readSigningKey`). */
  key: SigningKey;
  /** The config folder to release: screen-configs/ by default. */
  from?: string;
  rolloutPercent?: number;
  minApp?: string;
  maxApp?: string;
  /** Days until phones stop taking the manifest (DEFAULT_EXPIRY_DAYS by default). */
  expiresInDays?: number;
  now?: Date;
}

export type ReleaseOutcome =
  /** `unchanged`: the live release had this content; its manifest was signed again with a new expiry. */
  | { ok: true; manifest: ReleaseManifest; unchanged: boolean; warning?: string }
  | { ok: false; problems: string };

/** Checks the folder, then writes a signed release into `out` and points manifest.json at it. */
export async function release(out: string, options: ReleaseOptions): Promise<ReleaseOutcome> {
  const from = resolve(options.from ?? 'screen-configs');
  const errors = (await checkConfigFolder(from, { remote: true, placeholders: 'refuse' })).filter(
    (p) => p.level === 'error',
  );
  if (errors.length) return { ok: false, problems: formatProblems(errors) };
  const percent = options.rolloutPercent;
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 0 && percent <= 100))
    return { ok: false, problems: `--rollout must be a whole percentage from 0 to 100, found ${percent}` };
  const badExpiry = expiryProblem(options.expiresInDays);
  if (badExpiry) return { ok: false, problems: badExpiry };

  mkdirSync(join(out, 'descriptors'), { recursive: true });
  const hashes = (folder: string) => {
    const found: Record<string, string> = {};
    if (!existsSync(folder)) return found;
    for (const name of readdirSync(folder).sort()) {
      if (!name.endsWith('.json') || name === 'routes.json' || name === 'app.json') continue;
      const bytes = readFileSync(join(folder, name));
      const hash = sha256(bytes);
      writeOnce(join(out, 'descriptors', `${hash}.json`), bytes);
      found[basename(name, '.json')] = hash;
    }
    return found;
  };
  // Every language's catalogues, beside the English they translate (languages/<code>/…).
  const languages = join(from, 'languages');
  const catalogues: NonNullable<Content['catalogues']> = {};
  for (const code of existsSync(languages) ? readdirSync(languages).sort() : []) {
    const folder = join(languages, code);
    if (!statSync(folder).isDirectory()) continue;
    catalogues[code] = { screens: hashes(folder), fragments: hashes(join(folder, 'fragments')) };
  }
  const content: Content = {
    screens: hashes(from),
    fragments: hashes(join(from, 'fragments')),
    ...(Object.keys(catalogues).length > 0 && { catalogues }),
    appVersions: {
      ...(options.minApp && { min: options.minApp }),
      ...(options.maxApp && { max: options.maxApp }),
    },
    ...(percent !== undefined && { rollout: { percent } }),
  };
  const previous = currentManifest(out);
  const now = options.now ?? new Date();
  const unchanged = !!previous && contentHash(previous) === contentHash(content);
  const manifest = unchanged
    ? await renew(out, previous, { now, key: options.key, expiresInDays: options.expiresInDays })
    : await publish(out, content, { previous, now, key: options.key, expiresInDays: options.expiresInDays });
  const app = join(from, 'app.json');
  const settings = existsSync(app)
    ? readJson<{ releaseKey?: unknown; releaseFloor?: unknown }>(app)
    : undefined;
  const floor = typeof settings?.releaseFloor === 'number' ? settings.releaseFloor : 0;
  const warning = !sameKey(options.key.publicJwk, settings?.releaseKey)
    ? `the release key is not ${app}'s releaseKey: phones built with that one refuse this release`
    : manifest.releaseNumber < floor
      ? `release number ${manifest.releaseNumber} is below ${app}'s releaseFloor ${floor}: phones built with it refuse this release`
      : undefined;
  return { ok: true, manifest, unchanged, ...(warning && { warning }) };
}

export type RollbackOutcome = { ok: true; manifest: ReleaseManifest } | { ok: false; problem: string };

/**
 * Publishes an earlier release's content again as a new, higher release (phones refuse an older
 * number): the content before the current one's, or that of `to`.
 */
export async function rollback(
  out: string,
  options: { key: SigningKey; to?: string; now?: Date; expiresInDays?: number },
): Promise<RollbackOutcome> {
  const badExpiry = expiryProblem(options.expiresInDays);
  if (badExpiry) return { ok: false, problem: badExpiry };
  const current = currentManifest(out);
  if (!current)
    return { ok: false, problem: `${join(out, 'manifest.json')} does not exist: nothing was released yet` };
  const read = (id: string) => {
    const file = join(out, 'releases', `${id}.json`);
    return existsSync(file) ? readJson<ReleaseManifest>(file) : null;
  };
  // A rollback's own content is an earlier release's: "the one before" is the one before that.
  const shown = current.contentOf ? read(current.contentOf) : current;
  const target = options.to ?? shown?.previous;
  if (!target)
    return { ok: false, problem: `release ${current.releaseId} is the first: there is none to roll back to` };
  const earlier = read(target);
  if (!earlier) return { ok: false, problem: `no release ${target} in ${join(out, 'releases')}` };
  // A rollback goes to every device, whatever share the earlier release had.
  const { screens, fragments, catalogues, appVersions } = earlier;
  const manifest = await publish(
    out,
    { screens, fragments, appVersions, ...(catalogues && { catalogues }) },
    {
      previous: current,
      now: options.now ?? new Date(),
      key: options.key,
      contentOf: earlier.releaseId,
      expiresInDays: options.expiresInDays,
    },
  );
  return { ok: true, manifest };
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

const USAGE = [
  'usage: configs-release.ts release <out-dir> [--key file] [--from folder] [--rollout N] [--min-app V] [--max-app V] [--expires-in days] [--json]',
  '       configs-release.ts rollback <out-dir> [--key file] [--to release-id] [--expires-in days] [--json]',
  '       configs-release.ts keygen <key-file>',
  'The release key is the file --key names, else the one CONFIGS_RELEASE_KEY names, else the one',
  'npm run configs:init made (~/.config/loan-screens/release-key.pem).',
  `A manifest expires after --expires-in days (${DEFAULT_EXPIRY_DAYS} by default); releasing unchanged content signs it again.`,
].join('\n');

async function main(args: string[]): Promise<number> {
  const [command, target] = args;
  if (!['release', 'rollback', 'keygen'].includes(command ?? '') || !target || target.startsWith('--')) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'keygen') {
    const jwk = await makeSigningKey(resolve(target));
    console.log(`release key written to ${resolve(target)} (keep it out of the repository)`);
    console.log(`put this in screen-configs/app.json as "releaseKey":\n${JSON.stringify(jwk, null, 2)}`);
    return 0;
  }
  // --json: the outcome as data on stdout (the workbench's Releases panel reads it), refusals too.
  const json = args.includes('--json');
  const refuse = (problem: string) => {
    if (json) console.log(JSON.stringify({ ok: false, problem: `${command} refused: ${problem}` }));
    else console.error(`${command} refused: ${problem}`);
    return 1;
  };
  const keyFile = resolve(option(args, 'key') ?? releaseKeyFile());
  if (!existsSync(keyFile))
    return refuse(
      `no release key at ${keyFile}: run npm run configs:init to make one, or give --key <file> or CONFIGS_RELEASE_KEY=<file>`,
    );
  let key: SigningKey;
  try {
    key = await readSigningKey(keyFile);
  } catch (error) {
    return refuse((error as Error).message);
  }
  /** The folder's status as the Releases panel shows it, checked with the key phones hold. */
  const statusOf = () =>
    releaseStatus(dir, phoneReleaseKey(resolve(option(args, 'from') ?? 'screen-configs', 'app.json')).key);
  const dir = resolve(target);
  const expires = option(args, 'expires-in');
  const expiresInDays = expires === undefined ? undefined : Number(expires);
  if (command === 'rollback') {
    const outcome = await rollback(dir, { key, to: option(args, 'to'), expiresInDays });
    if (json) {
      // With the folder's status: the panel shows the new live release as soon as it answers.
      console.log(JSON.stringify(outcome.ok ? { ...outcome, status: await statusOf() } : outcome));
      return outcome.ok ? 0 : 1;
    }
    if (!outcome.ok) {
      console.error(`rollback refused: ${outcome.problem}`);
      return 1;
    }
    const { manifest } = outcome;
    console.log(
      `release ${manifest.releaseId} (number ${manifest.releaseNumber}) publishes release ${manifest.contentOf} again, expires ${manifest.expiresAt}`,
    );
    return 0;
  }
  const rollout = option(args, 'rollout');
  const outcome = await release(dir, {
    key,
    from: option(args, 'from'),
    rolloutPercent: rollout === undefined ? undefined : Number(rollout),
    minApp: option(args, 'min-app'),
    maxApp: option(args, 'max-app'),
    expiresInDays,
  });
  if (json) {
    console.log(JSON.stringify(outcome.ok ? { ...outcome, status: await statusOf() } : outcome));
    return outcome.ok ? 0 : 1;
  }
  if (!outcome.ok) {
    console.error(outcome.problems);
    console.error('release refused: fix the problems above first');
    return 1;
  }
  const { manifest, unchanged, warning } = outcome;
  const count = Object.keys(manifest.screens).length + Object.keys(manifest.fragments).length;
  const languages = Object.entries(manifest.catalogues ?? {}).map(
    ([code, c]) => `${Object.keys(c.screens).length + Object.keys(c.fragments).length} ${code}`,
  );
  console.log(
    unchanged
      ? `nothing changed since release ${manifest.releaseId}: its manifest is signed again, now expiring ${manifest.expiresAt}`
      : `release ${manifest.releaseId} (number ${manifest.releaseNumber}): ${count} descriptors${languages.length ? ` and their catalogues (${languages.join(', ')})` : ''}, previous ${manifest.previous ?? 'none'}` +
          (manifest.rollout ? `, rolled out to ${manifest.rollout.percent}% of devices` : '') +
          `, expires ${manifest.expiresAt}`,
  );
  if (warning) console.warn(`warning: ${warning}`);
  // What the phones will see change: the screens touched and their copy.
  if (!unchanged) for (const line of formatDiff((await releaseStatus(dir)).diff)) console.log(line);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main(process.argv.slice(2)));
