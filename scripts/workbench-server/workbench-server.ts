/**
 * The preview's file access on the dev server (`npm start` only; never in a build):
 *
 *   GET  /__workbench/screen?id=bind-bank   the screen file's text, as it is on disk
 *   POST /__workbench/screen?id=bind-bank   checks the text with `npm run validate` and, when it has
 *                                           no error, writes it formatted as `npm run format` would
 *   GET/POST /__workbench/screen?id=app     the same for screen-configs/app.json (the app's settings)
 *
 * The file's git diff is the operator's change: nothing else is written.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export interface SaveProblem {
  line?: number;
  path: string;
  message: string;
  level: 'error' | 'warning';
}

const SCREEN_ID = /^[a-z][a-z0-9-]*$/;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1024 * 1024) reject(new Error('the descriptor is larger than 1 MB'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

/** Marks every language of an app.json partial (in the workbench's copy of the config folder). */
function everyLanguagePartial(appFile: string): void {
  const app = JSON.parse(readFileSync(appFile, 'utf8')) as {
    languages?: { available?: string[]; partial?: string[] };
  };
  if (app.languages?.available) app.languages.partial = [...app.languages.available];
  writeFileSync(appFile, JSON.stringify(app));
}

/** `npm run validate` on the edited text, in a copy of the config folder: its problems for that file. */
function check(root: string, id: string, text: string): Promise<SaveProblem[]> {
  const work = mkdtempSync(join(tmpdir(), 'workbench-'));
  const folder = join(work, 'screen-configs');
  cpSync(join(root, 'screen-configs'), folder, { recursive: true });
  const file = join(folder, `${id}.json`);
  writeFileSync(file, text);
  // An English change is saved at once: the translations it leaves missing or stale are shown as
  // warnings here, as for a partial language; `npm run validate` and the build still refuse them.
  everyLanguagePartial(join(folder, 'app.json'));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [
        join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(root, 'scripts', 'descriptors', 'validate.ts'),
        file,
      ],
      { cwd: root, encoding: 'utf8' },
      (_error, stdout) => {
        rmSync(work, { recursive: true, force: true });
        const problems: SaveProblem[] = [];
        for (const line of stdout.split('\n')) {
          // `<file>:<line>: <JSON path>: [warning: ]<message>`, for the edited file only.
          const match = /^(.*?\.json)(?::(\d+))?: (\/\S*): (warning: )?(.*)$/.exec(line);
          if (!match || !match[1]!.endsWith(`${id}.json`) || match[1]!.includes('fragments/')) continue;
          problems.push({
            line: match[2] ? Number(match[2]) : undefined,
            path: match[3]!,
            level: match[4] ? 'warning' : 'error',
            message: match[5]!,
          });
        }
        resolve(problems);
      },
    );
  });
}

async function format(file: string, text: string): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/** A stylesheet of one of Monaco's parts, imported by the part's module. */
const MONACO_PART = /[\\/]monaco-editor[\\/]esm[\\/]/;
const NO_STYLE = '\0monaco-part-style';

/**
 * Monaco's parts import about 190 stylesheets of their own, which the dev server would serve one
 * request each before the editor shows. The workbench imports Monaco's one stylesheet of the same
 * rules instead (src/preview/monaco-setup.ts), and the parts' imports come to nothing, in the
 * dependency pre-bundling and outside it alike.
 */
const oneMonacoStylesheet = {
  name: 'one-monaco-stylesheet',
  resolveId: (source: string, importer?: string) =>
    importer && MONACO_PART.test(importer) && source.endsWith('.css') ? NO_STYLE : null,
  load: (id: string) => (id === NO_STYLE ? 'export {};' : null),
};

/** Where operators open the workbench; the dev server answers it with preview.html, its own entry. */
const WORKBENCH_PATH = '/__preview';

/** The dev server's workbench page and endpoints, and Monaco's stylesheets as one. */
export function workbench(): Plugin {
  const root = join(import.meta.dirname, '../..');
  return {
    name: 'workbench',
    apply: 'serve',
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [oneMonacoStylesheet] } } }),
    resolveId: oneMonacoStylesheet.resolveId,
    load: oneMonacoStylesheet.load,
    configureServer(server) {
      // Before Vite's own pages: the workbench is not a route of the app, and the app never loads it.
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://dev');
        if (url.pathname === WORKBENCH_PATH) request.url = `/preview.html${url.search}`;
        next();
      });
      server.middlewares.use('/__workbench/screen', (request, response) => {
        const id = new URL(request.url ?? '/', 'http://dev').searchParams.get('id') ?? '';
        if (!SCREEN_ID.test(id))
          return send(response, 400, { message: `no screen id like "bind-bank": "${id}"` });
        const file = join(root, 'screen-configs', `${id}.json`);
        void (async () => {
          try {
            if (request.method === 'GET') return send(response, 200, { text: readFileSync(file, 'utf8') });
            if (request.method !== 'POST') return send(response, 405, { message: 'GET or POST' });
            const text = await readBody(request);
            try {
              JSON.parse(text);
            } catch (error) {
              return send(response, 422, {
                problems: [
                  { path: '/', level: 'error', message: `not valid JSON: ${(error as Error).message}` },
                ],
              });
            }
            const problems = await check(root, id, text);
            if (problems.some((p) => p.level === 'error')) return send(response, 422, { problems });
            const formatted = await format(file, text);
            writeFileSync(file, formatted);
            return send(response, 200, { text: formatted, problems });
          } catch (error) {
            return send(response, 500, { message: (error as Error).message });
          }
        })();
      });
    },
  };
}
