/**
 * The bindings pass: every `{{ … }}` reads a binding root, a local value (`item`, `result`, `error`,
 * `params`) only where it exists, and the screen's declarations (state keys, form fields, sources)
 * for `state.x`, `form.x` and `data.x`, with what a source's answer holds (data-paths.ts), and a
 * state default of the kind the widget bound to it keeps.
 * Malformed bindings (unclosed or stray braces, unknown filters) are reported by the schema pass.
 */
import { ALL_ROOTS } from '../language/scope';
import { didYouMean } from '../language/suggest';
import type { EndpointCatalogue, CheckProblem } from './catalogues';
import { dataPathProblem, type DataPath } from './data-paths';
import { isObject, pointerKey, type Json } from './json';
import type { Kept } from './language';
import { isStoreKey } from './scan';
import type { Read, Scan } from './scan-result';

const OUTSIDE: Record<string, string> = {
  item: 'an "each" template or case',
  index: 'an "each" template or case',
  result: 'an onSuccess list',
  error: 'an onError list',
  params: 'a fragment',
};

/** Each read names a binding root, and a local value is read where it exists. */
export function rootProblems(s: Scan): CheckProblem[] {
  const out: CheckProblem[] = [];
  for (const r of s.reads) {
    if (r.locals.has(r.root) || r.unsure) continue;
    const where = r.path || '/';
    if (!ALL_ROOTS.includes(r.root)) {
      out.push({
        level: 'error',
        path: where,
        message: `reads '${r.root}', which is not a binding root${didYouMean(r.root, [...ALL_ROOTS, ...r.locals])}: use one of ${ALL_ROOTS.join(', ')}`,
      });
      continue;
    }
    if (OUTSIDE[r.root])
      out.push({
        level: 'warning',
        path: where,
        message: `reads ${r.root} outside ${OUTSIDE[r.root]}, where it is always empty`,
      });
  }
  return out;
}

/** A fragment's `params.x` reads that its "params" do not declare. */
export function paramProblems(
  fragment: { scan: Scan; params: readonly string[] },
  id: string,
): CheckProblem[] {
  return fragment.scan.reads
    .filter((r) => r.root === 'params' && r.key !== undefined && !fragment.params.includes(r.key))
    .map((r) => ({
      level: 'error' as const,
      path: r.path || '/',
      message: `reads params.${r.key!}, which fragment '${id}' does not declare${didYouMean(r.key!, fragment.params)}: add "${r.key!}" with a default to "params"`,
    }));
}

/** "screen 'a' (which includes this fragment)" or "screens 'a', 'b' (which include this fragment)", and how to name them in a fix. */
function inScreens(ids: readonly string[]): [whose: string, its: string] {
  const list = ids.map((s) => `'${s}'`).join(', ');
  return ids.length === 1
    ? [`screen ${list} (which includes this fragment)`, `screen ${list}`]
    : [`screens ${list} (which include this fragment)`, 'each of them'];
}

/** The scans of a screen: its own (no fragment) and those of the fragments it includes. */
export type ScreenScans = readonly { fragment?: string; scan: Scan }[];

/** The full path of a local item (`tab.items` inside an each over `data.list.tabs` as tab → data.list.tabs.0.items). */
function listOrigin(s: Scan, local: string, at: string, depth = 0): string[] | undefined {
  const list = s.lists
    .filter((l) => l.as === local && at.startsWith(`${l.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (!list || depth > 8) return undefined;
  const [root, ...rest] = list.from;
  if (root === 'data') return list.from;
  const outer = root ? listOrigin(s, root, list.path, depth + 1) : undefined;
  return outer ? [...outer, '0', ...rest] : undefined;
}

/** What the answers hold: the endpoint of each source, and the catalogue with their contracts. */
export interface Answers {
  endpointOfSource: ReadonlyMap<string, string>;
  endpoints: EndpointCatalogue;
}

/** A screen's sources and their endpoints: a source's data is its endpoint's answer (unless an action writes that key too). */
export function answersOf(value: unknown, scans: ScreenScans, endpoints: EndpointCatalogue): Answers {
  const d = isObject(value) ? value : {};
  const endpointOfSource = new Map<string, string>();
  for (const source of Array.isArray(d.sources) ? (d.sources as Json[]) : [])
    if (typeof source?.id === 'string' && typeof source.endpoint === 'string')
      endpointOfSource.set(source.id, source.endpoint);
  for (const { scan: s } of scans) s.writes.data.forEach((k) => endpointOfSource.delete(k));
  return { endpointOfSource, endpoints };
}

/**
 * Where in a source's answer a read lands: `data.<source>.<path>`, or a field of an item of a list
 * from an answer (`item.amount` inside an "each" over `data.repay.repayPlan`); undefined otherwise.
 */
export function answerPathOf(s: Scan, r: Read, answers: Answers): DataPath | undefined {
  if (r.key === undefined) return undefined;
  if (r.locals.has(r.root)) {
    const origin = listOrigin(s, r.root, r.path);
    const source = origin?.[1];
    const endpoint = source ? answers.endpointOfSource.get(source) : undefined;
    return origin && source && endpoint
      ? { source, endpoint, path: [...origin.slice(2), '0', r.key, ...(r.rest ?? [])] }
      : undefined;
  }
  const endpoint = r.root === 'data' ? answers.endpointOfSource.get(r.key) : undefined;
  return endpoint ? { source: r.key, endpoint, path: r.rest ?? [] } : undefined;
}

/** Why an item of a list from a source's answer cannot have the field a binding reads (`item.cdoe`). */
function itemPathProblem(s: Scan, r: Read, answers: Answers): string | undefined {
  const at = answerPathOf(s, r, answers);
  if (!at) return undefined;
  const problem = dataPathProblem(at, answers.endpoints);
  if (!problem) return undefined;
  const list = listOrigin(s, r.root, r.path)!.join('.');
  const read = [r.root, r.key!, ...(r.rest ?? [])].join('.');
  return problem.replace(/^reads \S+, but /, `reads ${read} (an item of ${list}), but `);
}

/**
 * The screen's declarations against what it and its fragments read: state keys, form fields and
 * sources, and the paths read from the sources' answers.
 */
export function declarationProblems(
  screen: { id: string; value: unknown; scans: ScreenScans },
  endpoints: EndpointCatalogue,
): CheckProblem[] {
  const out: CheckProblem[] = [];
  const { id, scans: all } = screen;
  const d = isObject(screen.value) ? screen.value : {};
  const declaredState = Object.keys(isObject(d.state) ? d.state : {});
  const sourceList = Array.isArray(d.sources) ? (d.sources as Json[]) : [];
  const sources = sourceList.map((s) => s?.id).filter((s): s is string => typeof s === 'string');

  // What the screen declares, its fragments included (their inputs and writes are the screen's).
  const state = new Set(declaredState);
  const form = new Set<string>();
  const data = new Set(sources);
  let dynamicFields = false;
  for (const { scan: s } of all) {
    s.writes.state.forEach((k) => state.add(k));
    s.writes.form.forEach((k) => form.add(k));
    s.fields.forEach((k) => form.add(k));
    s.writes.data.forEach((k) => data.add(k));
    dynamicFields ||= s.dynamicFields;
  }

  const answers = answersOf(screen.value, all, endpoints);

  for (const { fragment, scan: s } of all) {
    for (const r of s.reads) {
      const item = r.key !== undefined && r.locals.has(r.root) ? itemPathProblem(s, r, answers) : undefined;
      if (item) out.push({ level: 'error', path: r.path, message: item, ...(fragment ? { fragment } : {}) });
      if (r.key === undefined || r.locals.has(r.root) || !isStoreKey(r.root)) continue;
      const key = r.key;
      const where = r.path || '/';
      /** `message` names the screens whose declarations are missing: this one, or those including the fragment. */
      const add = (message: (whose: string, its: string) => string) =>
        out.push(
          fragment
            ? {
                level: 'error',
                path: where,
                fragment,
                message: message(...inScreens([id])),
                through: {
                  key: `${r.root}.${key}`,
                  screens: [id],
                  message: (ids) => message(...inScreens(ids)),
                },
              }
            : { level: 'error', path: where, message: message('this screen', 'the screen') },
        );
      if (r.root === 'state' && !state.has(key))
        add((whose, its) =>
          r.bound
            ? `is bound to state.${key}, which is not declared in ${whose}${didYouMean(key, state)}: add "${key}" with its initial value to the "state" of ${its}`
            : `reads state.${key}, which is not declared or written in ${whose}${didYouMean(key, state)}: add "${key}" with its initial value to the "state" of ${its}`,
        );
      if (r.root === 'form' && !dynamicFields && !form.has(key))
        add(
          (whose) =>
            `reads form.${key}, but there is no input with "field": "${key}" in ${whose}${didYouMean(key, form)}: fix the name or add an input with that field`,
        );
      if (r.root === 'data' && !data.has(key))
        add(
          (whose) =>
            `reads data.${key}, but there is no source with "id": "${key}" in ${whose}${fragment ? '' : ` (sources: ${sources.join(', ') || 'none'})`}${didYouMean(key, data)}: fix the name or add the source`,
        );
      const endpoint = r.root === 'data' ? answers.endpointOfSource.get(key) : undefined;
      const wrongPath =
        endpoint && r.rest ? dataPathProblem({ source: key, endpoint, path: r.rest }, endpoints) : undefined;
      if (wrongPath) add(() => wrongPath);
    }
  }
  return out;
}

/** What a value is, in words: `"false"` is text. */
function kindOf(value: unknown): string {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'true or false';
  if (Array.isArray(value)) return 'a list';
  return 'an object';
}

const KEPT_WORDS: Record<Kept, { is(v: unknown): boolean; words: string; fix: string }> = {
  boolean: {
    is: (v) => typeof v === 'boolean',
    words: 'true or false',
    fix: 'write true or false, without quotes',
  },
  number: { is: (v) => typeof v === 'number', words: 'a number', fix: 'write a number, without quotes' },
  list: { is: Array.isArray, words: 'a list', fix: 'write a list ([] for none)' },
};

/** The fix for a state default `value` of a widget that keeps `kept`: the same value unquoted, where it is one. */
function keptFix(value: unknown, kept: Kept, name: string): string {
  if (typeof value === 'string') {
    const text = value.trim();
    if (kept === 'boolean' && (text === 'true' || text === 'false'))
      return `${
        text === 'false'
          ? `the text "false" counts as true in every condition that reads ${name} (a button it disables is enabled); `
          : ''
      }write ${text}, without quotes`;
    if (kept === 'number' && text !== '' && Number.isFinite(Number(text)))
      return `write ${Number(text)}, without quotes`;
  }
  return KEPT_WORDS[kept].fix;
}

/**
 * State defaults of another kind than what the widget bound to them keeps (`x-keeps`): `"agreed":
 * "false"`, text, for a checkbox, which shows the box unticked while every condition takes it as true.
 */
export function stateDefaultProblems(value: unknown, scans: ScreenScans): CheckProblem[] {
  const d = isObject(value) ? value : {};
  const state = isObject(d.state) ? d.state : {};
  const out: CheckProblem[] = [];
  const seen = new Set<string>();
  for (const { scan: s } of scans)
    for (const r of s.reads) {
      if (!r.keptBy || r.root !== 'state' || r.key === undefined) continue;
      // The default where the widget keeps its value: under the key (`state.consent.agreed`) if it says.
      const { kept, widget, below } = r.keptBy;
      let initial: unknown = state;
      for (const step of [r.key, ...below])
        initial =
          isObject(initial) && Object.prototype.hasOwnProperty.call(initial, step)
            ? initial[step]
            : undefined;
      if (initial === undefined) continue;
      const name = ['state', r.key, ...below].join('.');
      if (seen.has(name) || initial === null || KEPT_WORDS[kept].is(initial)) continue;
      seen.add(name);
      out.push({
        level: 'error',
        path: `/${[r.key, ...below].reduce((at, step) => `${at}/${pointerKey(step)}`, 'state')}`,
        message: `declares ${name} as ${JSON.stringify(initial)}, ${kindOf(initial)}, but the ${widget.replace(/-/g, ' ')} bound to it keeps ${KEPT_WORDS[kept].words}: ${keptFix(initial, kept, name)}`,
      });
    }
  return out;
}
