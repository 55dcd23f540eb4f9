/**
 * Checks every file of screen-configs/ the way the app does, plus the file-level rules:
 * each file declares "$schema", a screen's id is its file name, routes name existing screens.
 * Used by `npm run validate`, the production build and the tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { validators } from '../src/generated/validator-set';
import { widgets } from '../src/generated/widgets';
import { actionRegistry } from '../src/generated/actions';
import { attachFragments, checkScreen, ScreenLoadError } from '../src/engine/loader';
import { Checker, type CheckContext, type Problem } from '../src/engine/validate';
import type { RoutesDescriptor } from '../src/engine/schema/screen';
import { jsonLines, lineOf } from '../src/engine/json-lines';
import { requiredCopy, semanticProblems } from './config-semantics';

/** Required copy of every widget and action, from the editor schema (one source of truth). */
const copy = requiredCopy(
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'schemas', 'screen.schema.json'), 'utf8')) as {
    definitions: Record<string, Record<string, unknown>>;
  },
);

const fragmentIdsIn = (folder: string) => {
  const dir = join(folder, 'fragments');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => basename(f, '.json'))
    : [];
};

export interface FileProblem extends Problem {
  file: string;
  level: 'error' | 'warning';
  /** 1-based line of the JSON path in the file, where it can be found. */
  line?: number;
}

export const checkContext: CheckContext = { validators, widgets, actions: actionRegistry };

function readJson(file: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    return { ok: false, message: `not valid JSON: ${(error as Error).message}` };
  }
}

const EXPECTED_SCHEMA: Record<string, string> = {
  'app.json': '../schemas/app.schema.json',
  'routes.json': '../schemas/routes.schema.json',
};

/** Checks one screen descriptor (with its fragments from `folder/fragments`). */
export async function checkScreenValue(value: unknown, file: string, folder: string): Promise<FileProblem[]> {
  const out: FileProblem[] = [];
  const add = (problems: Problem[], level: FileProblem['level'] = 'error') =>
    out.push(...problems.map((p) => ({ ...p, file, level })));
  const fragments = {
    async bundledFragment(id: string) {
      const f = join(folder, 'fragments', `${id}.json`);
      if (!existsSync(f)) return undefined;
      const r = readJson(f);
      return r.ok ? r.value : undefined;
    },
    fragmentIds: () => fragmentIdsIn(folder),
  };
  const problems: Problem[] = [];
  let prepared = value;
  if (value && typeof value === 'object' && Array.isArray((value as { body?: unknown }).body)) {
    prepared = {
      ...value,
      body: await attachFragments((value as { body: unknown[] }).body, fragments, checkContext, problems),
    };
  }
  add(problems);
  try {
    const checked = checkScreen(prepared, checkContext);
    add(checked.problems);
    const id = (value as { id?: unknown }).id;
    if (id !== basename(file, '.json'))
      add([
        {
          path: '/id',
          message: `expected "${basename(file, '.json')}" (the file name), found "${String(id)}"`,
        },
      ]);
  } catch (error) {
    if (error instanceof ScreenLoadError) add(error.problems);
    else throw error;
  }
  for (const p of semanticProblems(value, 'screen', copy)) add([p], p.level);
  return out;
}

/** Checks every config file of a folder (screens, fragments, routes.json, app.json). */
export async function checkConfigFolder(folder: string): Promise<FileProblem[]> {
  const out: FileProblem[] = [];
  const rel = (f: string) => relative(process.cwd(), f) || f;
  const files = readdirSync(folder).filter((f) => f.endsWith('.json'));
  const fragmentDir = join(folder, 'fragments');
  const fragmentFiles = existsSync(fragmentDir)
    ? readdirSync(fragmentDir).filter((f) => f.endsWith('.json'))
    : [];
  const screenIds = new Set(files.filter((f) => !EXPECTED_SCHEMA[f]).map((f) => basename(f, '.json')));

  for (const name of files) {
    const file = join(folder, name);
    const parsed = readJson(file);
    if (!parsed.ok) {
      out.push({ file: rel(file), path: '', message: parsed.message, level: 'error' });
      continue;
    }
    const value = parsed.value as Record<string, unknown>;
    const expected = EXPECTED_SCHEMA[name] ?? '../schemas/screen.schema.json';
    if (value?.$schema !== expected) {
      out.push({
        file: rel(file),
        path: '/$schema',
        message: `expected "${expected}" so editors can check and complete this file`,
        level: 'error',
      });
    }
    if (name === 'app.json' || name === 'routes.json') {
      const checker = new Checker(checkContext);
      checker.top(name === 'app.json' ? 'app' : 'routes', value);
      out.push(...checker.problems.map((p) => ({ ...p, file: rel(file), level: 'error' as const })));
      if (name === 'routes.json' && checker.problems.length === 0) {
        const routes = value as unknown as RoutesDescriptor;
        if (!screenIds.has(routes.notFound)) {
          out.push({
            file: rel(file),
            path: '/notFound',
            message: `no screen '${routes.notFound}' in ${rel(folder)}`,
            level: 'error',
          });
        }
        routes.routes.forEach((r, i) => {
          if (!screenIds.has(r.screen)) {
            out.push({
              file: rel(file),
              path: `/routes/${i}/screen`,
              message: `no screen '${r.screen}' yet: the path shows the not-found screen`,
              level: 'warning',
            });
          }
        });
      }
      continue;
    }
    out.push(...(await checkScreenValue(value, rel(file), folder)));
  }

  for (const name of fragmentFiles) {
    const file = join(fragmentDir, name);
    const parsed = readJson(file);
    if (!parsed.ok) {
      out.push({ file: rel(file), path: '', message: parsed.message, level: 'error' });
      continue;
    }
    const value = parsed.value as Record<string, unknown>;
    if (value?.$schema !== '../../schemas/fragment.schema.json') {
      out.push({
        file: rel(file),
        path: '/$schema',
        message: 'expected "../../schemas/fragment.schema.json"',
        level: 'error',
      });
    }
    const checker = new Checker(checkContext);
    if (checker.top('fragment', value)) {
      checker.nodes((value as { body: unknown[] }).body, '/body');
      if (value.id !== basename(name, '.json'))
        checker.problems.push({
          path: '/id',
          message: `expected "${basename(name, '.json')}" (the file name)`,
        });
    }
    out.push(...checker.problems.map((p) => ({ ...p, file: rel(file), level: 'error' as const })));
    out.push(...semanticProblems(value, 'fragment', copy).map((p) => ({ ...p, file: rel(file) })));
  }

  // Screens no route shows can never be opened.
  const routesFile = join(folder, 'routes.json');
  const routesValue = existsSync(routesFile) ? readJson(routesFile) : undefined;
  if (routesValue?.ok) {
    const r = routesValue.value as Partial<RoutesDescriptor>;
    const shown = new Set([r.notFound, ...(r.routes ?? []).map((x) => x?.screen)]);
    for (const id of screenIds)
      if (!shown.has(id))
        out.push({
          file: rel(join(folder, `${id}.json`)),
          path: '',
          message: `no route in routes.json shows '${id}': the screen cannot be opened (add a route or remove the file)`,
          level: 'warning',
        });
  }
  return withLines(out);
}

/** Adds the line of each problem's JSON path in its file. */
export function withLines(problems: FileProblem[]): FileProblem[] {
  const texts = new Map<string, Map<string, number> | null>();
  const linesOf = (file: string) => {
    if (!texts.has(file)) {
      try {
        texts.set(file, jsonLines(readFileSync(resolve(file), 'utf8')));
      } catch {
        texts.set(file, null);
      }
    }
    return texts.get(file);
  };
  return problems.map((p) => {
    const lines = p.path.startsWith('/') ? linesOf(p.file) : null;
    const line = lines ? lineOf(lines, p.path) : undefined;
    return line ? { ...p, line } : p;
  });
}

/** Checks one file: a screen, or a fragment when it sits in a `fragments` folder (its folder gives the fragments). */
export async function checkFile(file: string): Promise<FileProblem[]> {
  const rel = relative(process.cwd(), file) || file;
  const parsed = readJson(file);
  if (!parsed.ok) return [{ file: rel, path: '', message: parsed.message, level: 'error' }];
  if (basename(dirname(file)) === 'fragments') {
    const checker = new Checker(checkContext);
    if (checker.top('fragment', parsed.value))
      checker.nodes((parsed.value as { body: unknown[] }).body, '/body');
    return withLines([
      ...checker.problems.map((p) => ({ ...p, file: rel, level: 'error' as const })),
      ...semanticProblems(parsed.value, 'fragment', copy).map((p) => ({ ...p, file: rel })),
    ]);
  }
  return withLines(await checkScreenValue(parsed.value, rel, dirname(file)));
}

export function formatProblems(problems: readonly FileProblem[]): string {
  return problems
    .map(
      (p) =>
        `${p.file}${p.line ? `:${p.line}` : ''}: ${p.path || '/'}: ${p.level === 'warning' ? 'warning: ' : ''}${p.message}`,
    )
    .join('\n');
}
