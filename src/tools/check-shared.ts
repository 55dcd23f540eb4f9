/**
 * The checks of the edited text of the files screens share, as the workbench runs them: a fragment (its own problems, and those each
 * screen that includes it finds in it, as `npm run validate` names them) and routes.json (its schema,
 * and routes that show existing screens and can match). Each problem at its line of the edited text.
 */
import type { Catalogues, CheckProblem, FragmentCatalogue } from '../engine/check/catalogues';
import { checkDescriptor, fragmentsIncluded } from '../engine/check/check-descriptor';
import { routeTableProblems } from '../engine/check/routes';
import { inPlainWords } from '../engine/check/subject';
import { jsonLines, lineOf, readJsonText } from './json-text';
import { explain } from '../engine/load/validate';
import type { Validators } from '../engine/registry';
import type { RoutesDescriptor } from '../schema/screen';

export interface SharedChecked {
  /** The parsed file, or null when it is not JSON. */
  value: unknown;
  problems: { path: string; message: string; line?: number; level: 'error' | 'warning' }[];
}

/** The file parsed, or its one JSON problem at its line. */
function parse(text: string): { value: unknown } | SharedChecked {
  const read = readJsonText(text);
  return read.ok
    ? { value: read.value }
    : { value: null, problems: [{ path: '', line: read.error.line, level: 'error', message: read.message }] };
}

/** Problems of `text` with their lines, each once, warnings marked. */
function atLines(text: string, problems: readonly CheckProblem[]): SharedChecked['problems'] {
  const lines = jsonLines(text);
  const seen = new Set<string>();
  return problems.flatMap((p) => {
    const message = p.level === 'warning' ? `warning: ${p.message}` : p.message;
    const key = `${p.path}\0${message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const line = p.path.startsWith('/') ? lineOf(lines, p.path) : undefined;
    return [{ path: p.path, message, level: p.level, line }];
  });
}

/** The screens whose descriptors include fragment `id`, directly or through other fragments. */
export async function screensUsing(
  id: string,
  screens: { ids: readonly string[]; load(id: string): Promise<unknown> },
  catalogues: Catalogues,
): Promise<string[]> {
  const using: string[] = [];
  for (const screen of screens.ids) {
    const raw = await screens.load(screen);
    if (raw !== undefined && (await fragmentsIncluded(raw, catalogues)).includes(id)) using.push(screen);
  }
  return using;
}

/**
 * Checks the text of fragment `id` as `npm run validate` checks its file: on its own, and with each
 * screen that includes it (what a screen needs of it, such as the state it reads, is its problem too).
 */
export async function checkFragmentText(
  text: string,
  at: { id: string; screens: { ids: readonly string[]; load(id: string): Promise<unknown> } },
  catalogues: Catalogues,
): Promise<SharedChecked & { usedBy: string[] }> {
  const parsed = parse(text);
  if ('problems' in parsed) return { ...parsed, usedBy: [] };
  const { id } = at;
  // The edited text stands in for the fragment's file.
  const fragments: FragmentCatalogue = {
    ...catalogues.fragments,
    ids: catalogues.fragments.ids.includes(id) ? catalogues.fragments.ids : [...catalogues.fragments.ids, id],
    load: (ref) => (ref === id ? Promise.resolve(parsed.value) : catalogues.fragments.load(ref)),
  };
  const withDraft = { ...catalogues, fragments };
  const own = await checkDescriptor(parsed.value, withDraft, { kind: 'fragment', id });
  const usedBy = await screensUsing(id, at.screens, withDraft);
  const fromScreens: CheckProblem[] = [];
  for (const screen of usedBy) {
    const { problems } = await checkDescriptor(await at.screens.load(screen), withDraft, {
      id: screen,
      withFragments: true,
    });
    fromScreens.push(...problems.filter((p) => p.fragment === id).map(({ fragment: _f, ...p }) => p));
  }
  return { value: parsed.value, problems: atLines(text, [...own.problems, ...fromScreens]), usedBy };
}

/** Checks the text of routes.json as `npm run validate` does: its schema, then its table against the screens. */
export function checkRoutesText(
  text: string,
  at: { screenIds: readonly string[]; validators: Pick<Validators, 'routes'> },
): SharedChecked {
  const parsed = parse(text);
  if ('problems' in parsed) return parsed;
  const { validators } = at;
  if (!validators.routes(parsed.value)) {
    const found = explain(validators.routes.errors, parsed.value, '').map((p) => ({
      ...p,
      level: 'error' as const,
    }));
    return { value: parsed.value, problems: atLines(text, inPlainWords(found, parsed.value)) };
  }
  const routes = parsed.value as RoutesDescriptor;
  const table = routeTableProblems(routes, { ids: at.screenIds, folder: 'screen-configs' });
  return { value: parsed.value, problems: atLines(text, inPlainWords(table, routes)) };
}
