/**
 * `npm run configs:init [-- <release-folder>] [--key <file>] [--from screen-configs]`: release set-up in
 * one command (docs/operators.md, "Your first release"). It
 *
 * 1. makes the release key, its private half in the operator's own configuration folder, out of the
 *    repository (release-key.ts: `releaseKeyFile`; an existing key is used, never overwritten);
 * 2. writes its public half into app.json as `releaseKey`, which every build carries, so phones, the
 *    workbench's Releases panel and `configs:status` verify with it without any variable set;
 * 3. makes the first release into the release folder (the workbench's: CONFIGS_RELEASE_DIR, else
 *    `.releases/`), checked as `npm run configs:release` checks it.
 *
 * Run again, it changes nothing that is already set up, and says what is.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { currentManifest, release } from './configs-release';
import { formatStatus } from './configs-status';
import { releaseStatus } from './release-status';
import {
  makeSigningKey,
  readSigningKey,
  releaseFolderOf,
  releaseKeyFile,
  sameKey,
  type SigningKey,
} from './release-key';

export interface InitOptions {
  /** The release folder (default: the workbench's). */
  out?: string;
  /** The private key's file (default: `releaseKeyFile()`). */
  keyFile?: string;
  /** The config folder (default: screen-configs/). */
  from?: string;
  env?: NodeJS.ProcessEnv;
  now?: Date;
}

export type InitOutcome =
  | { ok: true; said: string[]; keyFile: string; out: string; releaseId: string }
  | { ok: false; said: string[] };

async function format(file: string, text: string): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/** Sets up releases: the key, app.json's `releaseKey`, the first release. */
export async function init(options: InitOptions = {}): Promise<InitOutcome> {
  const env = options.env ?? process.env;
  const from = resolve(options.from ?? 'screen-configs');
  const out = resolve(options.out ?? releaseFolderOf(process.cwd(), env));
  const keyFile = resolve(options.keyFile ?? releaseKeyFile(env));
  const said: string[] = [];
  const shown = (file: string) =>
    relative(process.cwd(), file).startsWith('..') ? file : relative(process.cwd(), file);

  // 1. The key: made once, kept out of the repository.
  let key: SigningKey;
  try {
    if (existsSync(keyFile)) {
      key = await readSigningKey(keyFile);
      said.push(`Release key: ${keyFile} (already there, kept as it is)`);
    } else {
      await makeSigningKey(keyFile);
      key = await readSigningKey(keyFile);
      said.push(
        `Release key: made ${keyFile} (only you can read it; keep it out of the repository and back it up)`,
      );
    }
  } catch (error) {
    return { ok: false, said: [...said, `configs:init stopped: ${(error as Error).message}`] };
  }

  // 2. Its public half in app.json, which every build carries.
  const appFile = join(from, 'app.json');
  if (!existsSync(appFile))
    return { ok: false, said: [...said, `configs:init stopped: there is no ${shown(appFile)}`] };
  const app = JSON.parse(readFileSync(appFile, 'utf8')) as Record<string, unknown>;
  if (sameKey(key.publicJwk, app.releaseKey))
    said.push(`${shown(appFile)}: its releaseKey is this key already`);
  else {
    app.releaseKey = key.publicJwk;
    writeFileSync(appFile, await format(appFile, JSON.stringify(app)));
    said.push(
      `${shown(appFile)}: releaseKey set to this key's public half (commit it: every build carries it)`,
    );
  }

  // 3. The first release, unless the folder has a live one already.
  const live = currentManifest(out);
  if (live) {
    said.push(
      `Release folder ${shown(out)}: release ${live.releaseId} (number ${live.releaseNumber}) is live already; make the next with npm run configs:release or the workbench`,
    );
  } else {
    const made = await release(out, { key, from, now: options.now });
    if (!made.ok)
      return {
        ok: false,
        said: [
          ...said,
          made.problems,
          'configs:init stopped before the first release: fix the problems above, then run it again',
        ],
      };
    said.push(
      `Release folder ${shown(out)}: first release ${made.manifest.releaseId} (number 1) made and live`,
    );
  }
  const status = await releaseStatus(out, key.publicJwk);
  said.push('', formatStatus(status));
  return { ok: true, said, keyFile, out, releaseId: status.live!.releaseId };
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args: string[]): Promise<number> {
  const out = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const outcome = await init({ out, keyFile: option(args, 'key'), from: option(args, 'from') });
  for (const line of outcome.said) (outcome.ok ? console.log : console.error)(line);
  if (outcome.ok)
    console.log(
      [
        '',
        'Next: npm start, open http://127.0.0.1:5173/__preview, change a label, Save, then "Release the saved files".',
        'npm run configs:status shows what is live, checked with the same key as the Releases panel.',
      ].join('\n'),
    );
  return outcome.ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main(process.argv.slice(2)));
