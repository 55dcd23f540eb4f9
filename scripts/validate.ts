/**
 * `npm run validate [file-or-folder ...]`: checks screen-configs/ (or the folders and files given)
 * and prints each problem as `file:line: JSON path: message`. Exits 1 on any error.
 */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkConfigFolder, checkFile, formatProblems, type FileProblem } from './config-check';

const targets = process.argv.slice(2);
const problems: FileProblem[] = [];
for (const target of targets.length ? targets : [join(process.cwd(), 'screen-configs')]) {
  const path = resolve(target);
  let isFolder: boolean;
  try {
    isFolder = statSync(path).isDirectory();
  } catch {
    problems.push({ file: target, path: '', message: 'no such file or folder', level: 'error' });
    continue;
  }
  problems.push(...(isFolder ? await checkConfigFolder(path) : await checkFile(path)));
}
const errors = problems.filter((p) => p.level === 'error');
if (problems.length) console.log(formatProblems(problems));
console.log(`${errors.length} error(s), ${problems.length - errors.length} warning(s)`);
process.exit(errors.length ? 1 : 0);
