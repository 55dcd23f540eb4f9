import { join, resolve } from 'node:path';

/** The project's root folder, whatever folder a plugin's own module sits in. */
export const projectRoot = resolve(import.meta.dirname, '..', '..');

/** Node and tsx as the dev server and the build run them: a script runs without npx's wrapper. */
export const tsxCommand = (script: string): [string, string[]] => [
  process.execPath,
  [join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(projectRoot, script)],
];
