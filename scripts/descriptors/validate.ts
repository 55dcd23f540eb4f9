/**
 * `npm run validate [--json] [file-or-folder ...]`: checks screen-configs/ (or each folder laid out
 * the same way, and each screen, fragment, routes.json or app.json given) and prints each problem as
 * `file:line: message — at JSON path` (with `--json`, the problems as one JSON list, for tools such as
 * the workbench's Save). Exits 1 on any error; warnings do not fail.
 */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkConfigFolder, checkFile, formatProblems, type FileProblem } from './config-check';

/** Checks the targets (default: screen-configs/), prints each problem and the totals; returns the exit code. */
export async function main(args: readonly string[] = process.argv.slice(2)): Promise<number> {
  const json = args.includes('--json');
  const targets = args.filter((a) => a !== '--json');
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
    problems.push(...(isFolder ? await checkConfigFolder(path) : await checkFile(path)));
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

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`validate failed: ${(error as Error).message}`);
      process.exitCode = 1;
    },
  );
