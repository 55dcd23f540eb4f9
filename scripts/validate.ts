/** `npm run validate`: checks screen-configs/ and prints each problem with its file and JSON path. */
import { join } from 'node:path';
import { checkConfigFolder, formatProblems } from './config-check';

const folder = process.argv[2] ?? join(process.cwd(), 'screen-configs');
const problems = await checkConfigFolder(folder);
const errors = problems.filter((p) => p.level === 'error');
if (problems.length) console.log(formatProblems(problems));
console.log(`${errors.length} error(s), ${problems.length - errors.length} warning(s)`);
process.exit(errors.length ? 1 : 0);
