/**
 * `npm run validate [--json | --watch] [--release] [file-or-folder ...]`: checks screen-configs/ (or
 * each folder laid out the same way, and each screen, fragment, routes.json or app.json given) and
 * prints each problem as `file:line: message — at JSON path`. Exits 1 on any error; warnings do not
 * fail. `--release` checks as `npm run configs:release` does: a missing or stale translation is a
 * warning (the catalogues come with the app, whose build still refuses them; the workbench's Save
 * checks so, or an English edit could never be saved before its translation).
 * `--no-placeholders` refuses a placeholder left in app.json ("[Lender name]"), as a release build
 * and `npm run configs:release` do; without it, it is one warning.
 * `--json` prints the problems as one JSON list (for the workbench's Save); `--watch` checks again
 * whenever a file of the folders changes, each round between `Checking screen configs…` and its
 * totals line (what VS Code's task .vscode/tasks.json reads into its Problems panel).
 */
import { statSync, watch } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkConfigFolder, checkFile, formatProblems, type FileProblem } from './config-check';

/** Checks the targets (default: screen-configs/), prints each problem and the totals; returns the exit code. */
export async function main(args: readonly string[] = process.argv.slice(2)): Promise<number> {
  const json = args.includes('--json');
  const remote = args.includes('--release');
  const placeholders = args.includes('--no-placeholders') ? 'refuse' : 'warn';
  const targets = args.filter((a) => a !== '--json' && a !== '--release' && a !== '--no-placeholders');
  const problems: FileProblem[] = [];
  for (const target of targets.length ? targets : [join(process.cwd(), 'screen-configs')]) {
    const path = resolve(target);
    let isFolder: boolean;
    try {
      isFolder = statSync(path).isDirectory();
    } catch {
      problems.push({
        file: target,
        path: '',
        message:
          'There is no such file or folder: give a config folder (like screen-configs) or one of its .json files',
        level: 'error',
      });
      continue;
    }
    try {
      problems.push(
        ...(isFolder
          ? await checkConfigFolder(path, { remote, placeholders })
          : await checkFile(path, { remote, placeholders })),
      );
    } catch (error) {
      // A config the checks did not foresee still gets an answer, and the other targets are checked.
      problems.push({
        file: target,
        path: '',
        message: `The check stopped here, so it may have missed problems after this one: ${(error as Error).message}`,
        level: 'error',
      });
    }
  }
  // A file given twice (or a fragment given with a screen including it) is reported once.
  const unique = [...new Map(problems.map((p) => [formatProblems([p]), p])).values()];
  const errors = unique.filter((p) => p.level === 'error').length;
  if (json) console.log(JSON.stringify(unique));
  else {
    if (unique.length) console.log(formatProblems(unique));
    console.log(`${errors} error(s), ${unique.length - errors} warning(s)`);
  }
  return errors ? 1 : 0;
}

/** The first line of each round of `--watch`: VS Code's task matcher starts a new round there. */
export const ROUND_STARTS = 'Checking screen configs…';

/** Checks now and again after every change under the targets' folders, until the process is stopped. */
async function watchAndCheck(args: readonly string[]): Promise<void> {
  const passed = args.filter((a) => a !== '--watch');
  const targets = passed.filter((a) => a !== '--release' && a !== '--no-placeholders');
  const folders = (targets.length ? targets : [join(process.cwd(), 'screen-configs')]).map((t) => {
    const path = resolve(t);
    return statSync(path).isDirectory() ? path : resolve(path, '..');
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = Promise.resolve();
  const round = () => {
    running = running.then(async () => {
      console.log(ROUND_STARTS);
      try {
        await main(passed);
      } catch (error) {
        // The round ends as every round does, so the editor's task goes on to the next save.
        console.log(`The check stopped: ${(error as Error).message}\n1 error(s), 0 warning(s)`);
      }
    });
  };
  round();
  for (const folder of folders)
    watch(folder, { recursive: true }, () => {
      // An editor's save is often several writes: one round after they settle.
      clearTimeout(timer);
      timer = setTimeout(round, 200);
    });
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(resolve(process.argv[1])).href &&
  process.argv.includes('--watch')
)
  void watchAndCheck(process.argv.slice(2));
else if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`validate failed: ${(error as Error).message}`);
      process.exitCode = 1;
    },
  );
