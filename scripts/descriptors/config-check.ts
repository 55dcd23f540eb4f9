/**
 * `npm run validate`'s checks of a config folder (screen-configs/ or one laid out the same way:
 * screens, routes.json, app.json, fragments/): each screen and fragment goes through the engine's
 * descriptor checker (src/engine/check) with the folder's routes and fragments, as the preview and
 * the phone check them; this file adds the file-level rules (each file declares "$schema", a file's
 * id is its name, routes name existing screens, every screen can be opened), lines and merging.
 * Used by `npm run validate`, the production build and the tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import Ajv from 'ajv';
import { validators } from '../../src/generated/validator-set';
import { widgetTypes } from '../../src/generated/widget-types';
import { actionRegistry } from '../../src/generated/actions';
import { filterRegistry } from '../../src/generated/filters';
import { appCatalogues, contractOfEndpoint } from '../../src/app/check-catalogues';
import { checkDescriptor, fragmentsIncluded } from '../../src/engine/check/check-descriptor';
import type { Catalogues, CheckProblem, JsonSchema } from '../../src/engine/check/catalogues';
import { routeTableProblems } from '../../src/engine/check/routes';
import { inPlainWords, sentence, subjectAt } from '../../src/engine/check/subject';
import { unreachableScreens as unreachable } from '../../src/engine/check/warnings';
import { Checker, type CheckContext, type Problem } from '../../src/engine/load/validate';
import type { RoutesDescriptor } from '../../src/schema/screen';
import { jsonLines, lineOf, readJsonText, type JsonLines } from '../../src/tools/json-text';
import {
  checkAppLanguages,
  checkCatalogueFile,
  checkFileLanguages,
  checkLanguages,
  folderTranslations,
} from './translation-check';
import { checkDisclosures, checkMarkets, checkMobileNumbers } from './market-check';

export interface FileProblem extends Problem {
  file: string;
  level: 'error' | 'warning';
  /** 1-based line of the JSON path in the file, where it can be found. */
  line?: number;
}

export const checkContext: CheckContext = {
  validators,
  widgets: widgetTypes,
  actions: actionRegistry,
  filters: filterRegistry,
};

const ajv = new Ajv({ strict: false });

/** The endpoints' contracts, and in Node a checker of literal params against them. */
export const contracts = {
  contract: contractOfEndpoint,
  checkValue: (schema: JsonSchema, value: unknown) =>
    ajv.validate(schema, value) ? undefined : (ajv.errors?.[0]?.message ?? 'is not valid'),
};

/** The "$schema" each kind of file declares, relative to it. */
const EXPECTED_SCHEMA = {
  app: '../schemas/app.schema.json',
  routes: '../schemas/routes.schema.json',
  screen: '../schemas/screen.schema.json',
  fragment: '../../schemas/fragment.schema.json',
} as const;
const TOP_FILES: Record<string, 'app' | 'routes'> = { 'app.json': 'app', 'routes.json': 'routes' };

const rel = (file: string) => relative(process.cwd(), file) || file;

type Parsed = { ok: true; value: unknown } | { ok: false; message: string; line?: number };

/** A file of the folder read as JSON; one that is not there or cannot be read is said so, never thrown. */
function readJson(file: string): Parsed {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      message: code === 'ENOENT' ? 'There is no such file' : `The file cannot be read (${code})`,
    };
  }
  const read = readJsonText(text);
  return read.ok
    ? { ok: true, value: read.value }
    : { ok: false, message: read.message, line: read.error.line };
}

/** A file that is not JSON: one problem, at the line and column of the mistake. */
const unreadable = (file: string, parsed: Extract<Parsed, { ok: false }>): Found[] => [
  {
    file: rel(file),
    path: '',
    message: parsed.message,
    level: 'error',
    ...(parsed.line ? { line: parsed.line } : {}),
  },
];

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** A config folder, each file read once, with the catalogues its screens are checked against. */
class ConfigFolder {
  readonly screenIds: string[];
  readonly fragmentIds: string[];
  readonly routes: RoutesDescriptor | undefined;
  readonly catalogues: Catalogues;
  private readonly parsed = new Map<string, Parsed>();

  constructor(
    readonly folder: string,
    { remote = false }: { remote?: boolean } = {},
  ) {
    const json = (dir: string) =>
      existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => f.endsWith('.json'))
            .sort()
        : [];
    this.screenIds = json(folder)
      .filter((f) => !TOP_FILES[f])
      .map((f) => basename(f, '.json'));
    this.fragmentIds = json(join(folder, 'fragments')).map((f) => basename(f, '.json'));
    const routes = existsSync(this.routesFile) ? this.read(this.routesFile) : undefined;
    // Routes are checked against only when routes.json has its shape (else routes.json itself is reported).
    this.routes =
      routes?.ok && isObject(routes.value) && Array.isArray(routes.value.routes)
        ? {
            notFound: String(routes.value.notFound),
            routes: routes.value.routes.filter(
              (r): r is RoutesDescriptor['routes'][number] => isObject(r) && typeof r.path === 'string',
            ),
          }
        : undefined;
    this.catalogues = appCatalogues({
      validators,
      routes: this.routes,
      fragments: {
        ids: this.fragmentIds,
        load: async (id) => {
          const parsed = this.read(this.fragmentFile(id));
          return parsed.ok ? parsed.value : undefined;
        },
        folder: rel(folder),
      },
      contracts,
      translations: folderTranslations(this, { allPartial: remote }),
    });
  }

  get routesFile() {
    return join(this.folder, 'routes.json');
  }
  screenFile(id: string) {
    return join(this.folder, `${id}.json`);
  }
  fragmentFile(id: string) {
    return join(this.folder, 'fragments', `${id}.json`);
  }

  read(file: string): Parsed {
    let hit = this.parsed.get(file);
    if (!hit) {
      hit = readJson(file);
      this.parsed.set(file, hit);
    }
    return hit;
  }
}

/** A problem while the files are checked: one found through several screens is merged at the end. */
type Found = FileProblem & Pick<CheckProblem, 'through'>;

/** Problems of one file, named by that file. */
function inFile(file: string, problems: readonly (Problem | CheckProblem)[]): Found[] {
  return problems.map((p) => ({
    file: rel(file),
    path: p.path,
    message: p.message,
    level: 'level' in p ? p.level : 'error',
    ...('through' in p && p.through ? { through: p.through } : {}),
  }));
}

/** The "$schema" rule: editors check and complete a file only when it names its schema. */
function schemaRefProblem(value: unknown, expected: string): Problem[] {
  if (isObject(value) && value.$schema === expected) return [];
  const found = isObject(value) && value.$schema !== undefined ? JSON.stringify(value.$schema) : undefined;
  return [
    {
      path: '/$schema',
      message: `The file ${found ? `names the schema ${found}` : 'names no schema'}: write "$schema": "${expected}" so editors can check and complete it`,
    },
  ];
}

/** The file name rule: a screen's or fragment's id is its file name. */
function idProblem(value: unknown, id: string): Problem[] {
  return isObject(value) && value.id !== id
    ? [
        {
          path: '/id',
          message: `The file has the id ${JSON.stringify(value.id)}, but its name is "${id}": rename the id or the file`,
        },
      ]
    : [];
}

/** The problems of one screen file; problems its fragments have because of it are named by the fragment's file. */
async function checkScreenFile(config: ConfigFolder, id: string): Promise<Found[]> {
  const file = config.screenFile(id);
  const parsed = config.read(file);
  if (!parsed.ok) return unreadable(file, parsed);
  const value = parsed.value;
  const { problems } = await checkDescriptor(value, config.catalogues, { id });
  const out = inFile(file, [
    ...schemaRefProblem(value, EXPECTED_SCHEMA.screen),
    ...idProblem(value, id),
    ...problems.filter((p) => !p.fragment),
  ]);
  for (const p of problems) if (p.fragment) out.push(...inFile(config.fragmentFile(p.fragment), [p]));
  return out;
}

/** The problems of one fragment file on its own (what a screen including it adds is in checkScreenFile). */
async function checkFragmentFile(config: ConfigFolder, id: string): Promise<Found[]> {
  const file = config.fragmentFile(id);
  const parsed = config.read(file);
  if (!parsed.ok) return unreadable(file, parsed);
  const value = parsed.value;
  const { problems } = await checkDescriptor(value, config.catalogues, { kind: 'fragment', id });
  return inFile(file, [
    ...schemaRefProblem(value, EXPECTED_SCHEMA.fragment),
    ...idProblem(value, id),
    ...problems,
  ]);
}

/** Text an operator still has to replace: "[Lender name]", or an address on a reserved example domain. */
const PLACEHOLDER = /\[[^\]\n]+\]|@(?:[\w-]+\.)*example(?:\.[\w-]+)*$|^https?:\/\/(?:[\w-]+\.)*example[./:]/i;

/** Every string of a value that still holds a placeholder, by its JSON path. */
function placeholders(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return PLACEHOLDER.test(value) ? [{ path, text: value }] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === '$schema' ? [] : placeholders(v, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`),
  );
}

/**
 * app.json: one warning while the lender's details (or any other setting) still hold placeholders,
 * at the object that holds them all, so that nobody publishes "[Lender name]" by mistake.
 */
function placeholderWarning(file: string, app: unknown): Found[] {
  const found = placeholders(app);
  if (!found.length) return [];
  const parents = new Set(found.map((p) => p.path.split('/')[1]));
  const path = parents.size === 1 ? `/${[...parents][0]}` : '';
  const list = found.map((p) => `${p.path.slice(path.length + 1) || p.path} "${p.text}"`).join(', ');
  // Placeholders in several settings: the warning stands at the first of them.
  const line = path ? undefined : lineOf(jsonLines(readFileSync(file, 'utf8')), found[0]!.path);
  return [
    {
      file: rel(file),
      path,
      ...(line && { line }),
      level: 'warning',
      message: `${sentence(subjectAt(app, path), 'still holds placeholders')}: ${list}: fill in the real values here (every page reads them from this file) before publishing`,
    },
  ];
}

/**
 * app.json for a release: each value that still holds a placeholder is an error of its own, at its
 * line, naming its key, so that no borrower sees "[Lender name]" or "[SEC registration no.]".
 */
function placeholderErrors(file: string, app: unknown): Found[] {
  return placeholders(app).map(({ path, text }) => ({
    file: rel(file),
    path,
    level: 'error',
    message: `${basename(file)}'s ${path.slice(1).replace(/\//g, '.')} still holds the placeholder "${text}": a release shows the real value, so fill it in first`,
  }));
}

/** What a check does with a placeholder left in app.json: a warning (a demo, a test build) or an error (a release). */
export type Placeholders = 'warn' | 'refuse';

/** routes.json and app.json: their schema, and routes that show existing screens and can be reached. */
function checkTopFile(config: ConfigFolder, name: string, placeholderRule: Placeholders = 'warn'): Found[] {
  const kind = TOP_FILES[name]!;
  const file = join(config.folder, name);
  const parsed = config.read(file);
  if (!parsed.ok) return unreadable(file, parsed);
  const checker = new Checker(checkContext);
  checker.top(kind, parsed.value);
  const said = inPlainWords(
    checker.problems.map((p) => ({ ...p, level: 'error' as const })),
    parsed.value,
  );
  const out = inFile(file, [...schemaRefProblem(parsed.value, EXPECTED_SCHEMA[kind]), ...said]);
  if (kind === 'app' && !checker.problems.length)
    out.push(
      ...(placeholderRule === 'refuse'
        ? placeholderErrors(file, parsed.value)
        : placeholderWarning(file, parsed.value)),
    );
  if (kind !== 'routes' || checker.problems.length) return out;
  const routes = parsed.value as RoutesDescriptor;
  return [
    ...out,
    ...inFile(
      file,
      inPlainWords(routeTableProblems(routes, { ids: config.screenIds, folder: rel(config.folder) }), routes),
    ),
  ];
}

/** Screens no route shows cannot be opened: navigation goes through routes (the not-found screen excepted). */
function unreachableScreens(config: ConfigFolder): FileProblem[] {
  if (!config.routes) return [];
  return unreachable(config.screenIds, config.routes).map(({ screen, problem }) => ({
    file: rel(config.screenFile(screen)),
    path: problem.path,
    message: sentence('the screen', problem.message),
    level: problem.level,
  }));
}

/**
 * Merges a fragment's problem found through several screens into one naming them all, drops repeated
 * problems (a fragment checked with each screen), adds lines, sorts by file and line.
 */
function finish(problems: readonly Found[]): FileProblem[] {
  const merged = new Map<string, Found>();
  const unique: FileProblem[] = [];
  const seen = new Set<string>();
  for (const { through, ...p } of problems) {
    if (through) {
      const key = `${p.file}\0${p.path}\0${through.key}`;
      const first = merged.get(key);
      if (first?.through) {
        const screens = [...new Set([...first.through.screens, ...through.screens])];
        first.through = { ...first.through, screens };
        first.message = first.through.message(screens);
        continue;
      }
      const copy = { ...p, through };
      merged.set(key, copy);
      unique.push(copy);
      continue;
    }
    const key = `${p.file}\0${p.path}\0${p.level}\0${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(p);
  }
  for (const p of merged.values()) delete p.through;
  return withLines(unique)
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.file.localeCompare(b.p.file) || (a.p.line ?? 0) - (b.p.line ?? 0) || a.i - b.i)
    .map(({ p }) => p);
}

/**
 * Checks every config file of a folder (screens, fragments, routes.json, app.json). For a remote
 * release (`remote`), a missing or stale translation is a warning, so an English fix can go out
 * first: the release carries the catalogues as they are, and a phone shows those strings in English
 * until a later release carries their translation. With
 * `placeholders: 'refuse'` (a release, a release build), a placeholder left in app.json is an error.
 */
export async function checkConfigFolder(
  folder: string,
  { remote = false, placeholders = 'warn' }: { remote?: boolean; placeholders?: Placeholders } = {},
): Promise<FileProblem[]> {
  const config = new ConfigFolder(resolve(folder), { remote });
  const out: Found[] = [];
  for (const name of Object.keys(TOP_FILES))
    if (existsSync(join(config.folder, name))) out.push(...checkTopFile(config, name, placeholders));
  for (const id of config.screenIds) out.push(...(await checkScreenFile(config, id)));
  for (const id of config.fragmentIds) out.push(...(await checkFragmentFile(config, id)));
  out.push(...unreachableScreens(config));
  out.push(...checkLanguages(config));
  const markets = checkMarkets(config.folder);
  out.push(
    ...markets.problems,
    ...checkDisclosures(config.folder, config.screenIds, markets.before),
    ...checkMobileNumbers(config.folder, config.screenIds, markets.mobile),
  );
  return finish(out);
}

/**
 * Checks one file of a config folder: a screen (with the fragments it includes, from the folder it
 * sits in), a fragment (a file in a `fragments` folder, with what the screens including it need of
 * it), routes.json or app.json.
 */
export async function checkFile(
  path: string,
  { remote = false, placeholders = 'warn' }: { remote?: boolean; placeholders?: Placeholders } = {},
): Promise<FileProblem[]> {
  const file = resolve(path);
  const name = basename(file);
  const inFragments = basename(dirname(file)) === 'fragments';
  // A catalogue: languages/<code>/<id>.json or languages/<code>/fragments/<id>.json.
  const languages = /[\\/]languages[\\/][^\\/]+[\\/](?:fragments[\\/])?[^\\/]+$/.exec(file);
  if (languages) {
    const folder = file.slice(0, languages.index);
    if (!existsSync(file))
      return [{ file: rel(file), path: '', message: 'There is no such file', level: 'error' }];
    return finish(checkCatalogueFile(new ConfigFolder(folder, { remote }), file));
  }
  const config = new ConfigFolder(inFragments ? dirname(dirname(file)) : dirname(file), { remote });
  const id = basename(file, '.json');
  if (!existsSync(file))
    return [{ file: rel(file), path: '', message: 'There is no such file', level: 'error' }];
  if (!inFragments && name === 'app.json')
    return finish([...checkTopFile(config, name, placeholders), ...checkAppLanguages(config)]);
  if (!inFragments && TOP_FILES[name]) return finish(checkTopFile(config, name, placeholders));
  if (inFragments) {
    // What the screens that include this fragment need of it.
    const fromScreens: Found[] = [];
    for (const screen of config.screenIds) {
      const parsed = config.read(config.screenFile(screen));
      if (!parsed.ok || !(await fragmentsIncluded(parsed.value, config.catalogues)).includes(id)) continue;
      const own = (await checkScreenFile(config, screen)).filter((p) => p.file === rel(file));
      fromScreens.push(...own);
    }
    return finish([
      ...(await checkFragmentFile(config, id)),
      ...fromScreens,
      ...checkFileLanguages(config, 'fragment', id),
    ]);
  }
  const out = [...(await checkScreenFile(config, id)), ...checkFileLanguages(config, 'screen', id)];
  const parsed = config.read(file);
  if (parsed.ok)
    for (const fragment of await fragmentsIncluded(parsed.value, config.catalogues))
      out.push(...(await checkFragmentFile(config, fragment)));
  return finish(out);
}

/** Adds the line of each problem's JSON path in its file (or of the nearest enclosing value). */
export function withLines(problems: FileProblem[]): FileProblem[] {
  const texts = new Map<string, JsonLines | null>();
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

/**
 * One line per problem, in plain words first and the JSON path after it for those who want it:
 * `file:line: message — at /json/path` (`warning: ` before the message of a warning).
 */
export function formatProblems(problems: readonly FileProblem[]): string {
  return problems
    .map(
      (p) =>
        `${p.file}${p.line ? `:${p.line}` : ''}: ${p.level === 'warning' ? 'warning: ' : ''}${p.message}${p.path ? ` — at ${p.path}` : ''}`,
    )
    .join('\n');
}
