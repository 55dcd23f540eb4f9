/**
 * Checks every file of screen-configs/ the way the app does, plus the file-level rules:
 * each file declares "$schema", a screen's id is its file name, routes name existing screens.
 * Used by `npm run validate`, the production build and the tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { validators } from '../src/generated/validator-set';
import { widgets } from '../src/generated/widgets';
import { actionRegistry } from '../src/generated/actions';
import { attachFragments, checkScreen, ScreenLoadError } from '../src/engine/loader';
import { Checker, type CheckContext, type Problem } from '../src/engine/validate';
import type { RoutesDescriptor } from '../src/engine/schema/screen';

export interface FileProblem extends Problem {
  file: string;
  level: 'error' | 'warning';
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
  }
  return out;
}

export function formatProblems(problems: readonly FileProblem[]): string {
  return problems
    .map((p) => `${p.file}: ${p.path || '/'}: ${p.level === 'warning' ? 'warning: ' : ''}${p.message}`)
    .join('\n');
}
