/**
 * The workbench's config files on the dev server (`npm start` only; never in a build):
 *
 *   GET  /__workbench/file?name=bind-bank.json                 the file's text, as it is on disk
 *   GET  /__workbench/file?name=fragments/payment-method.json  a fragment (routes.json, app.json too)
 *   GET  /__workbench/file?name=languages/fil/bind-bank.json   a language's catalogue of a screen or
 *                                                              fragment (languages/fil/fragments/…)
 *   POST /__workbench/file?name=…                              checks the text with `npm run validate
 *                                                              --release` and, when it has no error,
 *                                                              writes it formatted as `npm run format`
 *                                                              would (a stale translation is a warning)
 *
 * A name is a file of screen-configs/, of its fragments/ folder or of a language's catalogues
 * (languages/<code>/, languages/<code>/fragments/), nothing else. A catalogue is checked with the file
 * it translates. The file's git diff is the operator's change: nothing else is written.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Connect } from 'vite';
import { readJsonText } from '../../src/tools/json-text.ts';
import { readBody, send } from './http.ts';

export interface SaveProblem {
  line?: number;
  path: string;
  message: string;
  level: 'error' | 'warning';
}

/**
 * A file the workbench may read and write in screen-configs/: `<id>.json`, `fragments/<id>.json`, or a
 * language's catalogue of either, `languages/<code>/<id>.json` and `languages/<code>/fragments/<id>.json`.
 */
export const CONFIG_FILE =
  /^(languages\/[a-z]{2,3}(-[A-Za-z0-9]{2,8})*\/)?(fragments\/)?[a-z][a-z0-9-]*\.json$/;

/** The catalogue's language and the English file it translates, for a catalogue's name. */
const catalogueOf = (name: string) => {
  const found = /^languages\/([^/]+)\/(.+)$/.exec(name);
  return found ? { code: found[1]!, english: found[2]! } : null;
};

/** `npm run validate` on the edited text, in a copy of the config folder: its problems for that file. */
function check(root: string, name: string, text: string): Promise<SaveProblem[]> {
  const work = mkdtempSync(join(tmpdir(), 'workbench-'));
  const folder = join(work, 'screen-configs');
  cpSync(join(root, 'screen-configs'), folder, { recursive: true });
  const file = join(folder, name);
  writeFileSync(file, text);
  // A catalogue is checked with the file it translates: what that file's copy lacks in its language
  // and what the catalogue itself holds wrong.
  const catalogue = catalogueOf(name);
  const checked = catalogue ? join(folder, catalogue.english) : file;
  /** A problem of the edited file: a catalogue's at its own lines, or its language's at its English. */
  const ofEdited = (p: { file: string; message: string }) =>
    p.file.endsWith(`screen-configs/${name}`) ||
    p.file === file ||
    (catalogue !== null &&
      (p.file.endsWith(`screen-configs/${catalogue.english}`) || p.file === checked) &&
      p.message.startsWith(`${catalogue.code}: `));
  // The copy's path never reaches the operator: messages name the project's own screen-configs/.
  const inProject = (message: string) =>
    message.split(folder).join('screen-configs').split(relative(root, folder)).join('screen-configs');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [
        join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(root, 'scripts', 'descriptors', 'validate.ts'),
        '--json',
        // As a release checks: a translation the edit leaves stale is listed, as a warning.
        '--release',
        checked,
      ],
      { cwd: root, encoding: 'utf8' },
      (_error, stdout, stderr) => {
        rmSync(work, { recursive: true, force: true });
        let found: (SaveProblem & { file: string })[];
        try {
          found = JSON.parse(stdout) as typeof found;
        } catch {
          found = [
            {
              file,
              path: '',
              level: 'error',
              message: `The check did not run: ${(stdout || stderr).slice(0, 200)}`,
            },
          ];
        }
        // The edited file's own problems (those of the files it includes are named by their files).
        resolve(
          found
            .filter(ofEdited)
            .map(({ line, path, message, level }) => ({ line, path, message: inProject(message), level })),
        );
      },
    );
  });
}

async function format(file: string, text: string): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/** Answers `/__workbench/file`: read, check and save one config file. */
export function configFiles(root: string, middlewares: Connect.Server): void {
  middlewares.use('/__workbench/file', (request, response) => {
    const name = new URL(request.url ?? '/', 'http://dev').searchParams.get('name') ?? '';
    if (!CONFIG_FILE.test(name))
      return send(response, 400, { message: `not a config file like "bind-bank.json": "${name}"` });
    const file = join(root, 'screen-configs', name);
    void (async () => {
      try {
        if (request.method === 'GET')
          return existsSync(file)
            ? send(response, 200, { text: readFileSync(file, 'utf8') })
            : send(response, 404, { message: `no screen-configs/${name}` });
        if (request.method !== 'POST') return send(response, 405, { message: 'GET or POST' });
        const text = await readBody(request);
        const read = readJsonText(text);
        if (!read.ok)
          return send(response, 422, {
            problems: [{ path: '', line: read.error.line, level: 'error', message: read.message }],
          });
        const problems = await check(root, name, text);
        if (problems.some((p) => p.level === 'error')) return send(response, 422, { problems });
        const formatted = await format(file, text);
        writeFileSync(file, formatted);
        return send(response, 200, { text: formatted, problems });
      } catch (error) {
        return send(response, 500, { message: (error as Error).message });
      }
    })();
  });
}
