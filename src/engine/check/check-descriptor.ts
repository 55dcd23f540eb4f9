/**
 * One checker for screen and fragment descriptors, wherever they come from: `npm run validate`, the
 * dev server, the live preview and remote configs on the phone all call `checkDescriptor` with their
 * own catalogues. Its passes: the schema per node (schema.ts), conditions (conditions.ts), references
 * (references.ts), bindings and state defaults (bindings.ts), data paths against the endpoints'
 * contracts (data-paths.ts), the URLs and regular expressions written out (literals.ts), amounts in
 * minor units (amounts.ts) and warnings (warnings.ts).
 */
import type { ScreenDescriptor } from '../../schema/screen';
import type { Catalogues, CheckProblem } from './catalogues';
import { amountProblems } from './amounts';
import {
  declarationProblems,
  paramProblems,
  rootProblems,
  stateDefaultProblems,
  type ScreenScans,
} from './bindings';
import { isObject } from './json';
import { cycleProblems, hashProblems, includedFragments, refProblems, type FragmentInfo } from './references';
import { scan } from './scan';
import { inPlainWords, type Kinds } from './subject';
import type { Scan } from './scan-result';
import { fragmentSchema, screenSchema } from './schema';
import { unusedStateWarnings } from './warnings';
import { openedWithoutATapProblems } from './untapped';
import { translationProblems } from './translations';
import { copyLayoutOf, fragmentFiles } from '../translate/copy-strings';

export interface CheckOptions {
  /** What the descriptor is: a screen (the default) or a fragment. */
  kind?: 'screen' | 'fragment';
  /** The descriptor's id (its file name); a screen's own "id" otherwise. */
  id?: string;
  /**
   * Also report the problems the included fragments have on their own (each marked with its
   * fragment), for a descriptor whose fragments are not checked file by file: a remote release, the
   * preview. Problems a fragment has because of the screen are always reported.
   */
  withFragments?: boolean;
}

export interface CheckedDescriptor {
  /** The screen as the app would draw it (fragments attached, bad nodes dropped), or null. */
  screen: ScreenDescriptor | null;
  /** Errors and warnings, pass by pass. */
  problems: CheckProblem[];
}

/** A fragment loaded for the checks: its descriptor, scan and declared params. */
type Loaded = FragmentInfo & { value: unknown };

const paramsOf = (value: unknown) =>
  isObject(value) && isObject(value.params) ? Object.keys(value.params) : [];

/** Loads every fragment reachable from `start` (each once); unknown refs are left for the references pass. */
async function loadFragments(start: Scan, catalogues: Catalogues, known: Map<string, Loaded>) {
  const queue = [...start.refs];
  while (queue.length) {
    const ref = queue.shift()!.ref;
    if (known.has(ref) || !catalogues.fragments.ids.includes(ref)) continue;
    const value = await catalogues.fragments.load(ref);
    const info = { value, scan: scan(value, 'fragment', catalogues), params: paramsOf(value) };
    known.set(ref, info);
    queue.push(...info.scan.refs);
  }
  return known;
}

const errors = (problems: readonly { path: string; message: string }[]): CheckProblem[] =>
  problems.map((p) => ({ level: 'error', path: p.path, message: p.message }));

/** The problems a fragment has on its own, whichever screen includes it. */
function fragmentProblems(id: string, fragments: ReadonlyMap<string, Loaded>, catalogues: Catalogues) {
  const info = fragments.get(id)!;
  return [
    ...errors(fragmentSchema(info.value, info.scan, catalogues)),
    ...info.scan.problems,
    ...rootProblems(info.scan),
    ...refProblems(info.scan, fragments, catalogues.fragments),
    ...paramProblems(info, id),
    ...cycleProblems(id, fragments),
  ];
}

/** The widget and action types of the registries, and the props that hold action lists. */
function kindsOf(catalogues: Catalogues): Kinds {
  const { widgets, actions } = catalogues.registries;
  const lists = [...Object.values(widgets), ...Object.values(actions)].flatMap((e) => e.slots.actions);
  return {
    widgets: new Set(Object.keys(widgets)),
    actions: new Set(Object.keys(actions)),
    actionLists: new Set(lists),
  };
}

/** Each problem said plainly: what it is about (in the screen or the fragment it lies in) first. */
function plainly(
  problems: readonly CheckProblem[],
  at: { raw: unknown; kind: 'screen' | 'fragment'; fragments: ReadonlyMap<string, Loaded> },
  catalogues: Catalogues,
): CheckProblem[] {
  const kinds = kindsOf(catalogues);
  return problems.flatMap((p) =>
    p.fragment
      ? inPlainWords([p], at.fragments.get(p.fragment)?.value, kinds, 'the fragment')
      : inPlainWords([p], at.raw, kinds, `the ${at.kind}`),
  );
}

/**
 * The copy of a screen or fragment checked in each language the catalogues name (its messages name
 * the language first, so they are not put in plain words as the others are).
 */
async function copyProblems(
  raw: unknown,
  kind: 'screen' | 'fragment',
  id: string,
  catalogues: Catalogues,
): Promise<CheckProblem[]> {
  const translations = catalogues.translations;
  if (!translations) return [];
  const { widgets, actions } = catalogues.registries;
  const fragment = await fragmentFiles(raw, (ref) => catalogues.fragments.load(ref));
  const layout = copyLayoutOf(
    kind,
    {
      layouts: translations.layouts,
      widget: (type) => widgets[type]?.slots,
      action: (type) => actions[type]?.slots,
    },
    fragment,
  );
  const out: CheckProblem[] = [];
  for (const { code, partial } of translations.languages) {
    const catalogue = await translations.catalogue(code, kind, id);
    if (catalogue === null) continue;
    const catalogueFile = translations.fileName(code, kind, id);
    out.push(
      ...translationProblems(raw, catalogue, { language: code, partial, layout, catalogueFile }).inFile,
    );
  }
  return out;
}

/** Checks a screen or fragment descriptor against the registries and the catalogues handed in. */
export async function checkDescriptor(
  raw: unknown,
  catalogues: Catalogues,
  options: CheckOptions = {},
): Promise<CheckedDescriptor> {
  const kind = options.kind ?? 'screen';
  const own = scan(raw, kind, catalogues);
  const id = options.id ?? (isObject(raw) && typeof raw.id === 'string' ? raw.id : '');
  const fragments = new Map<string, Loaded>();
  if (kind === 'fragment') fragments.set(id, { value: raw, scan: own, params: paramsOf(raw) });
  await loadFragments(own, catalogues, fragments);
  if (kind === 'fragment')
    return {
      screen: null,
      problems: [
        ...plainly(fragmentProblems(id, fragments, catalogues), { raw, kind, fragments }, catalogues),
        ...(await copyProblems(raw, kind, id, catalogues)),
      ],
    };

  const schema = await screenSchema(raw, own, catalogues);
  const included = includedFragments(own, fragments);
  const scans: ScreenScans = [
    { scan: own },
    ...included.map((f) => ({ fragment: f, scan: fragments.get(f)!.scan })),
  ];
  const problems: CheckProblem[] = [
    ...errors(schema.problems),
    ...own.problems,
    ...rootProblems(own),
    ...refProblems(own, fragments, catalogues.fragments),
    ...declarationProblems({ id, value: raw, scans }, catalogues.endpoints),
    ...stateDefaultProblems(raw, scans),
    ...amountProblems({ value: raw, scans }, catalogues.endpoints),
    ...unusedStateWarnings(raw, scans),
    ...hashProblems({ id, scans }, catalogues.routes),
    ...openedWithoutATapProblems(scans, catalogues),
  ];
  const copy = await copyProblems(raw, kind, id, catalogues);
  if (options.withFragments)
    for (const f of included) {
      problems.push(...fragmentProblems(f, fragments, catalogues).map((p) => ({ ...p, fragment: f })));
      const fragmentCopy = await copyProblems(fragments.get(f)!.value, 'fragment', f, catalogues);
      copy.push(...fragmentCopy.map((p) => ({ ...p, fragment: f })));
    }
  return {
    screen: schema.screen,
    problems: [...plainly(problems, { raw, kind, fragments }, catalogues), ...copy],
  };
}

/** The fragments a screen includes, directly or through other fragments (each once). */
export async function fragmentsIncluded(raw: unknown, catalogues: Catalogues): Promise<string[]> {
  const own = scan(raw, 'screen', catalogues);
  return includedFragments(own, await loadFragments(own, catalogues, new Map()));
}
