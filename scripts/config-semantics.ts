/**
 * The checks of screens and fragments that no JSON Schema can make: endpoints, bridge messages and
 * routes named from their catalogues (with a did-you-mean), fragments that exist and get the params
 * they declare, every binding reading something the screen declares (state keys, input fields,
 * sources), local values (`item`, `result`, `error`, `params`) read where they exist, required copy
 * filled in, and declared state used. Each problem names the JSON path and the fix.
 *
 * What a prop means is read from the editor schema (schemas/screen.schema.json) and the registries'
 * slot metadata, never from a list of widget or action names written here.
 */
import { endpointNames, endpointOf } from '../src/api/endpoints';
import { bridgeMessageTypes } from '../src/bridge/message-types';
import { parseTemplate, type Expression } from '../src/engine/language/expressions';
import type { SlotMeta } from '../src/engine/registry';
import type { RoutesDescriptor } from '../src/engine/schema/screen';
import { ALL_ROOTS } from '../src/engine/language/scope';
import { didYouMean } from '../src/engine/language/suggest';
import { dataPathProblem, requestParamProblems } from './data-paths';
import { FRAGMENT_SLOTS, FRAGMENT_TYPE, type Problem } from '../src/engine/load/validate';

type Json = Record<string, unknown>;

export interface SemanticProblem extends Problem {
  level: 'error' | 'warning';
  /** Set when the problem lies in a fragment file (found while checking a screen that includes it). */
  fragment?: string;
  /**
   * For a fragment's problem found through one screen: the same problem found through other screens
   * (same file, path and key) is reported once, naming them all.
   */
  through?: { key: string; screens: string[]; message: (screens: readonly string[]) => string };
}

/** "screen 'a' (which includes this fragment)" or "screens 'a', 'b' (which include this fragment)", and how to name them in a fix. */
function inScreens(ids: readonly string[]): [whose: string, its: string] {
  const list = ids.map((s) => `'${s}'`).join(', ');
  return ids.length === 1
    ? [`screen ${list} (which includes this fragment)`, `screen ${list}`]
    : [`screens ${list} (which include this fragment)`, 'each of them'];
}

/* ------------------------------------------------------------------------------------------------
 * What the editor schema says about props
 * --------------------------------------------------------------------------------------------- */

/** The named catalogues a prop may be typed with (`$ref` to one of these definitions). */
export type Catalogue = 'endpointName' | 'bridgeType' | 'routePath';
const CATALOGUES: readonly Catalogue[] = ['endpointName', 'bridgeType', 'routePath'];

/** Facts about the descriptor language, derived from the editor schema. */
export interface Language {
  /** Every definition of the editor schema (`node.<type>`, `action.<type>`, `source`, `rule`, …). */
  definitions: Readonly<Record<string, Json>>;
  /** Per definition: the props that name an entry of a catalogue (`action.call` → endpoint → endpointName). */
  catalogueProps: ReadonlyMap<string, ReadonlyMap<string, Catalogue>>;
  /** Per definition: the props holding a store path such as "state.cardType", with the roots allowed. */
  targetProps: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
  /**
   * Per widget: two optional text props of which one must be given. A widget that accepts both a
   * "title" and a "label" and requires neither (the modal) takes its accessible name from either.
   */
  nameProps: ReadonlyMap<string, readonly [string, string]>;
}

/** A store path prop is a string whose pattern starts with its roots: `^(state|flow|form)\.…`. */
const STORE_PATH_PATTERN = /^\^\(([a-z]+(?:\|[a-z]+)*)\)\\\./;

/** The keys of this prop of an action with a store path prop are store paths too: set-state's `values`. */
const TARGET_MAP_PROP = 'values';

/** The prop of an input widget that names its form field ("field": "mobile"). */
const FIELD_PROP = 'field';

export function languageOf(editorSchema: { definitions: Record<string, Json> }): Language {
  const catalogueProps = new Map<string, Map<string, Catalogue>>();
  const targetProps = new Map<string, Map<string, string[]>>();
  const nameProps = new Map<string, readonly [string, string]>();
  for (const [name, def] of Object.entries(editorSchema.definitions)) {
    const props = (def.properties ?? {}) as Record<string, Json>;
    const required = (def.required as string[] | undefined) ?? [];
    const catalogue = new Map<string, Catalogue>();
    const targets = new Map<string, string[]>();
    for (const [prop, schema] of Object.entries(props)) {
      const ref = typeof schema.$ref === 'string' ? schema.$ref.replace('#/definitions/', '') : '';
      if ((CATALOGUES as readonly string[]).includes(ref)) catalogue.set(prop, ref as Catalogue);
      const roots = typeof schema.pattern === 'string' ? STORE_PATH_PATTERN.exec(schema.pattern) : null;
      if (roots) targets.set(prop, roots[1]!.split('|'));
    }
    if (catalogue.size) catalogueProps.set(name, catalogue);
    if (targets.size) targetProps.set(name, targets);
    if (
      name.startsWith('node.') &&
      isText(props.title) &&
      isText(props.label) &&
      !required.includes('title') &&
      !required.includes('label')
    )
      nameProps.set(name, ['title', 'label']);
  }
  return { definitions: editorSchema.definitions, catalogueProps, targetProps, nameProps };
}

/** Free text (copy, a URL, a value): a string the schema does not constrain further. */
function isText(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const s = schema as Json;
  const constrained = ['pattern', 'enum', 'const', 'minLength', 'format', '$ref'].some((k) => k in s);
  if (constrained) return false;
  if (s.type === 'string') return true;
  return Array.isArray(s.anyOf) && s.anyOf.some((b) => isText(b));
}

/**
 * Required text props that are empty, in a value and its nested objects (rules, tabs …), following
 * the schema. An empty `alt` is how a decorative picture is marked, so it is not reported.
 */
function emptyRequiredText(
  language: Language,
  schema: Json | undefined,
  value: unknown,
  path: string,
  owner: string,
  out: SemanticProblem[],
): void {
  if (!schema || value === null || typeof value !== 'object') return;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/definitions/', '');
    // Nodes, actions and conditions are checked where the walk reaches them; values are free.
    if (['node', 'action', 'value', 'condition'].includes(name)) return;
    return emptyRequiredText(language, language.definitions[name], value, path, name, out);
  }
  if (Array.isArray(value)) {
    if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items))
      value.forEach((v, i) =>
        emptyRequiredText(language, schema.items as Json, v, `${path}/${i}`, owner, out),
      );
    return;
  }
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const o = value as Json;
  for (const prop of (schema.required as string[] | undefined) ?? []) {
    const v = o[prop];
    if (prop !== 'alt' && isText(props[prop]) && typeof v === 'string' && v.trim() === '')
      out.push({
        level: 'error',
        path: `${path}/${pointerKey(prop)}`,
        message: `'${prop}' of ${owner} is required but empty: write the ${prop} (an empty one shows nothing)`,
      });
  }
  for (const [k, v] of Object.entries(o))
    if (k !== 'type' && props[k] && v && typeof v === 'object')
      emptyRequiredText(language, props[k], v, `${path}/${pointerKey(k)}`, owner, out);
}

const pointerKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/* ------------------------------------------------------------------------------------------------
 * Walking a descriptor: nodes, actions and sources, each with the local values in scope
 * --------------------------------------------------------------------------------------------- */

/** The registries' slot metadata: which props hold nodes, action lists and per-item values. */
export interface Registries {
  widgets: Readonly<Record<string, { slots: SlotMeta }>>;
  actions: Readonly<Record<string, { slots: SlotMeta }>>;
}

/** One binding read: `{{ state.cardType }}` reads root "state", key "cardType". */
export interface Read {
  root: string;
  key: string | undefined;
  path: string;
  /** The local values in scope where it is read (`item`, `index`, `result`, `error`, `params`, `as` names). */
  locals: ReadonlySet<string>;
  /** Read inside a node or action of unknown type, whose scopes are unknown: its root is not checked. */
  unsure?: boolean;
  /** The path after the key (`data.loan.amount` → ["amount"]), for bindings. */
  rest?: readonly string[];
}

/** What a screen or fragment reads, declares and refers to. */
export interface Scan {
  reads: Read[];
  /** Keys written by actions or bound by widgets (`state.x` of a set-state, `"bind": "state.x"`). */
  writes: { state: Set<string>; form: Set<string>; data: Set<string> };
  /** Form fields of the inputs (`"field": "mobile"`). */
  fields: Set<string>;
  /** Some input's field is itself a binding ("{{ item.code }}"): any form key may exist. */
  dynamicFields: boolean;
  /** Fragment nodes: the ref, where it is written and the params passed. */
  refs: { ref: string; path: string; with: Json | undefined }[];
  /** Navigations with a hash: the literal route path (if any) and hash. */
  hashes: { to: string | undefined; hash: string; path: string }[];
  /** The problems found in this file alone (copy, catalogues, scopes of local values). */
  problems: SemanticProblem[];
  /** Paths of the catalogue-typed props checked here (the schema's enum error there is replaced). */
  cataloguePaths: Set<string>;
  /** Repeating widgets over a plain binding: the item's name, the list's path and where the widget is. */
  lists: { as: string; from: string[]; path: string }[];
}

/** The catalogues names are checked against: the API, the native shell and the folder's routes. */
export interface Catalogues {
  endpointName: readonly string[];
  bridgeType: readonly string[];
  routePath: readonly string[];
}

export function cataloguesFor(routes: Pick<RoutesDescriptor, 'routes'> | undefined): Catalogues {
  return {
    endpointName: endpointNames,
    bridgeType: bridgeMessageTypes,
    routePath: [...new Set((routes?.routes ?? []).map((r) => r.path))],
  };
}

function catalogueMessage(catalogue: Catalogue, found: string, known: readonly string[]): string {
  const hint = didYouMean(found, known);
  switch (catalogue) {
    case 'endpointName':
      return `unknown endpoint "${found}"${hint}: use a name of the API catalogue (src/api/endpoints.ts)`;
    case 'bridgeType':
      return `unknown bridge message "${found}"${hint}: the native shell understands ${known.join(', ')}`;
    case 'routePath':
      return `no route in routes.json has the path "${found}"${hint}: fix the path or add the route to routes.json`;
  }
}

const STORE_KEYS = ['state', 'form', 'data'] as const;
type StoreKey = (typeof STORE_KEYS)[number];
const isStoreKey = (root: string): root is StoreKey => (STORE_KEYS as readonly string[]).includes(root);

/** Scans one screen (kind 'screen') or fragment (kind 'fragment'); names are checked against `catalogues`. */
export function scan(
  descriptor: unknown,
  kind: 'screen' | 'fragment',
  language: Language,
  registries: Registries,
  catalogues: Catalogues,
): Scan {
  const out: Scan = {
    reads: [],
    writes: { state: new Set(), form: new Set(), data: new Set() },
    fields: new Set(),
    dynamicFields: false,
    refs: [],
    hashes: [],
    problems: [],
    cataloguePaths: new Set(),
    lists: [],
  };
  const withLocal = (locals: ReadonlySet<string>, ...names: string[]) => new Set([...locals, ...names]);

  /** Bindings in a plain value (props, params, conditions, rules …). */
  const plain = (value: unknown, path: string, locals: ReadonlySet<string>, unsure = false): void => {
    if (typeof value === 'string') {
      let segments: ReturnType<typeof parseTemplate>;
      try {
        segments = parseTemplate(value);
      } catch {
        return; // a malformed binding is reported by the schema checks
      }
      for (const s of segments ?? [])
        if (typeof s !== 'string')
          for (const p of expressionPaths(s))
            if (p.length) out.reads.push({ root: p[0]!, key: p[1], path, locals, unsure, rest: p.slice(2) });
    } else if (Array.isArray(value)) value.forEach((v, i) => plain(v, `${path}/${i}`, locals, unsure));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) plain(v, `${path}/${pointerKey(k)}`, locals, unsure);
  };

  /** A store path written by an action or bound by a widget ("state.x"); a widget also reads it. */
  const target = (value: unknown, path: string, locals: ReadonlySet<string>, alsoRead: boolean) => {
    if (typeof value !== 'string' || value.includes('{{')) return;
    const [root = '', key] = value.split('.');
    if (isStoreKey(root) && key) out.writes[root].add(key);
    if (alsoRead) out.reads.push({ root, key, path, locals });
  };

  /** Checks the catalogue-typed, store path and required text props of a node, action or source. */
  const props = (definition: string, o: Json, path: string, locals: ReadonlySet<string>, isNode: boolean) => {
    const catalogueProps = language.catalogueProps.get(definition) ?? new Map<string, Catalogue>();
    for (const [prop, catalogue] of catalogueProps) {
      const v = o[prop];
      if (typeof v !== 'string') continue;
      const known = catalogues[catalogue];
      // Without a routes.json the schema's check (against screen-configs/routes.json) stands.
      if (catalogue === 'routePath' && !known.length) continue;
      const at = `${path}/${pointerKey(prop)}`;
      out.cataloguePaths.add(at);
      if (!known.includes(v))
        out.problems.push({ level: 'error', path: at, message: catalogueMessage(catalogue, v, known) });
      // A state-changing endpoint as a source is refused on its own (below): its params are beside the point.
      else if (catalogue === 'endpointName' && !(definition === 'source' && endpointOf(v)?.changesState))
        for (const p of requestParamProblems(v, o.params))
          out.problems.push({
            level: 'error',
            path: p.key === undefined ? `${path}/params` : `${path}/params/${pointerKey(p.key)}`,
            message: p.message,
          });
    }
    // Next to a route path (navigate's `to`), a "hash" names a hash route of that path, or of the
    // current screen's paths when no route path is given.
    const routeProp = [...catalogueProps].find(([, c]) => c === 'routePath')?.[0];
    if (routeProp && typeof o.hash === 'string') {
      const to = o[routeProp];
      if (to === undefined || catalogues.routePath.includes(to as string))
        out.hashes.push({ to: to as string | undefined, hash: o.hash, path: `${path}/hash` });
    }
    const targets = language.targetProps.get(definition);
    for (const [prop] of targets ?? []) target(o[prop], `${path}/${pointerKey(prop)}`, locals, isNode);
    if (targets && o[TARGET_MAP_PROP] && typeof o[TARGET_MAP_PROP] === 'object')
      for (const key of Object.keys(o[TARGET_MAP_PROP] as Json))
        target(key, `${path}/${TARGET_MAP_PROP}/${pointerKey(key)}`, locals, false);
    emptyRequiredText(language, language.definitions[definition], o, path, o.type as string, out.problems);
  };

  const node = (value: unknown, path: string, locals: ReadonlySet<string>): void => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const o = value as Json;
    const type = typeof o.type === 'string' ? o.type : '';
    const slots = type === FRAGMENT_TYPE ? FRAGMENT_SLOTS : registries.widgets[type]?.slots;
    // An unknown type is reported by the schema checks; its bindings still count as reads.
    if (!slots) return plain(value, path, locals, true);
    props(`node.${type}`, o, path, locals, true);
    const names = language.nameProps.get(`node.${type}`);
    if (names && !names.some((p) => typeof o[p] === 'string' && (o[p] as string).trim() !== ''))
      out.problems.push({
        level: 'error',
        path,
        message: `a ${type} needs a "${names[0]}" or a "${names[1]}" (its name for screen readers): add one`,
      });
    if (type === FRAGMENT_TYPE && typeof o.ref === 'string')
      out.refs.push({
        ref: o.ref,
        path,
        with: o.with && typeof o.with === 'object' ? (o.with as Json) : undefined,
      });
    if (typeof o[FIELD_PROP] === 'string') {
      const field = o[FIELD_PROP] as string;
      if (field.includes('{{')) out.dynamicFields = true;
      else out.fields.add(field);
    }
    // A repeating widget (one that names its item with `as`) gives its templates and per-item props the item.
    const perItem = slots.props.includes('as')
      ? withLocal(locals, typeof o.as === 'string' ? o.as : 'item', 'index')
      : locals;
    const list = typeof o.items === 'string' ? /^\{\{\s*([\w$]+(?:\.[\w$]+)+)\s*\}\}$/.exec(o.items) : null;
    if (slots.props.includes('as') && list)
      out.lists.push({ as: typeof o.as === 'string' ? o.as : 'item', from: list[1]!.split('.'), path });
    for (const [k, v] of Object.entries(o)) {
      const at = `${path}/${pointerKey(k)}`;
      if (slots.nodes.includes(k)) nodeSlot(v, at, perItem);
      else if (slots.actions.includes(k)) actions(v, at, locals);
      else if (k === 'fallback') node(v, at, locals);
      else plain(v, at, slots.raw.includes(k) ? perItem : locals);
    }
  };

  /** A node slot holds a node, a list of nodes or a map of nodes (the cases of `each`). */
  const nodeSlot = (value: unknown, path: string, locals: ReadonlySet<string>): void => {
    if (Array.isArray(value)) value.forEach((v, i) => node(v, `${path}/${i}`, locals));
    else if (value && typeof value === 'object' && typeof (value as Json).type === 'string')
      node(value, path, locals);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) node(v, `${path}/${pointerKey(k)}`, locals);
  };

  const actions = (list: unknown, path: string, locals: ReadonlySet<string>): void => {
    if (Array.isArray(list)) list.forEach((a, i) => action(a, `${path}/${i}`, locals));
  };

  /** The lists every action may carry: onSuccess sees the outcome's `result`, onError its `error`. */
  const outcomeLocals = (k: string, locals: ReadonlySet<string>) =>
    k === 'onSuccess' ? withLocal(locals, 'result') : k === 'onError' ? withLocal(locals, 'error') : locals;

  const action = (value: unknown, path: string, locals: ReadonlySet<string>): void => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const o = value as Json;
    const type = typeof o.type === 'string' ? o.type : '';
    const entry = registries.actions[type];
    if (!entry) return plain(value, path, locals, true);
    props(`action.${type}`, o, path, locals, false);
    for (const [k, v] of Object.entries(o)) {
      const at = `${path}/${pointerKey(k)}`;
      if (entry.slots.actions.includes(k)) actions(v, at, outcomeLocals(k, locals));
      else plain(v, at, locals);
    }
  };

  if (!descriptor || typeof descriptor !== 'object') return out;
  const top = new Set<string>(kind === 'fragment' ? ['params'] : []);
  for (const [k, v] of Object.entries(descriptor as Json)) {
    const at = `/${pointerKey(k)}`;
    if (k === 'body') nodeSlot(v, at, top);
    else if (['onEnter', 'onReady', 'onBack'].includes(k)) actions(v, at, top);
    else if (k === 'sources' && Array.isArray(v))
      v.forEach((source, i) => {
        if (!source || typeof source !== 'object') return;
        const sat = `${at}/${i}`;
        props('source', source as Json, sat, top, false);
        const endpoint = (source as Json).endpoint;
        if (typeof endpoint === 'string' && endpointOf(endpoint)?.changesState)
          out.problems.push({
            level: 'error',
            path: `${sat}/endpoint`,
            message: `"${endpoint}" changes state on the server (src/api/endpoints.ts): a source runs on every entry, reload and Back; call it from an action the borrower starts (a button's onClick) instead`,
          });
        for (const [sk, sv] of Object.entries(source as Json)) {
          if (sk === 'onSuccess' || sk === 'onError') actions(sv, `${sat}/${sk}`, outcomeLocals(sk, top));
          else plain(sv, `${sat}/${pointerKey(sk)}`, top);
        }
      });
    else plain(v, at, top);
  }

  // Roots: each read names a binding root, and a local value is read where it exists.
  for (const r of out.reads) {
    if (r.locals.has(r.root) || r.unsure) continue;
    const where = r.path || '/';
    if (!ALL_ROOTS.includes(r.root)) {
      out.problems.push({
        level: 'error',
        path: where,
        message: `reads '${r.root}', which is not a binding root${didYouMean(r.root, [...ALL_ROOTS, ...r.locals])}: use one of ${ALL_ROOTS.join(', ')}`,
      });
      continue;
    }
    const outside: Record<string, string> = {
      item: 'an "each" template or case',
      index: 'an "each" template or case',
      result: 'an onSuccess list',
      error: 'an onError list',
      params: 'a fragment',
    };
    if (outside[r.root])
      out.problems.push({
        level: 'warning',
        path: where,
        message: `reads ${r.root} outside ${outside[r.root]}, where it is always empty`,
      });
  }
  return out;
}

/** The paths a binding reads: its own and those of its filter arguments (`times:data.loan.termUnit`). */
function expressionPaths(e: Expression): string[][] {
  return [
    e.path,
    ...e.filters.flatMap((f) =>
      f.args
        .filter((a): a is { path: string[] } => !!a && typeof a === 'object' && 'path' in a)
        .map((a) => a.path),
    ),
  ];
}

/* ------------------------------------------------------------------------------------------------
 * Checks across files: a fragment and the screens including it, a screen and its routes
 * --------------------------------------------------------------------------------------------- */

/** A fragment as the checks need it: its scan and the params it declares. */
export interface FragmentInfo {
  scan: Scan;
  params: readonly string[];
}

/** Problems of the fragment refs in a screen or fragment: unknown refs, params the fragment does not declare. */
export function refProblems(
  own: Scan,
  fragments: ReadonlyMap<string, FragmentInfo>,
  folderLabel: string,
): SemanticProblem[] {
  const out: SemanticProblem[] = [];
  const ids = [...fragments.keys()];
  for (const r of own.refs) {
    const fragment = fragments.get(r.ref);
    if (!fragment) {
      out.push({
        level: 'error',
        path: `${r.path}/ref`,
        message: `unknown fragment '${r.ref}': no ${folderLabel}/fragments/${r.ref}.json${didYouMean(r.ref, ids)}; fix the ref or create the file`,
      });
      continue;
    }
    for (const key of Object.keys(r.with ?? {}))
      if (!fragment.params.includes(key))
        out.push({
          level: 'error',
          path: `${r.path}/with/${pointerKey(key)}`,
          message: `fragment '${r.ref}' has no param '${key}'${didYouMean(key, fragment.params)}: it reads only the params it declares (${fragment.params.join(', ') || 'none'}); fix the name or add it to the fragment's "params"`,
        });
  }
  return out;
}

/** A fragment's `params.x` reads that its "params" do not declare. */
export function paramProblems(fragment: FragmentInfo, id: string): SemanticProblem[] {
  return fragment.scan.reads
    .filter((r) => r.root === 'params' && r.key !== undefined && !fragment.params.includes(r.key))
    .map((r) => ({
      level: 'error' as const,
      path: r.path || '/',
      message: `reads params.${r.key!}, which fragment '${id}' does not declare${didYouMean(r.key!, fragment.params)}: add "${r.key!}" with a default to "params"`,
    }));
}

/** Fragments that include themselves, directly or through others (the app stops at 5 levels). */
export function cycleProblems(id: string, fragments: ReadonlyMap<string, FragmentInfo>): SemanticProblem[] {
  const own = fragments.get(id);
  if (!own) return [];
  const out: SemanticProblem[] = [];
  for (const r of own.scan.refs) {
    // Depth-first from the ref: does it lead back to `id`?
    const chain = cycleFrom(r.ref, id, fragments, new Set());
    if (chain)
      out.push({
        level: 'error',
        path: `${r.path}/ref`,
        message: `fragment '${id}' includes itself (${[id, ...chain].join(' → ')}): remove this ref`,
      });
  }
  return out;
}

function cycleFrom(
  at: string,
  target: string,
  fragments: ReadonlyMap<string, FragmentInfo>,
  seen: Set<string>,
): string[] | null {
  if (at === target) return [at];
  if (seen.has(at)) return null;
  seen.add(at);
  for (const r of fragments.get(at)?.scan.refs ?? []) {
    const rest = cycleFrom(r.ref, target, fragments, seen);
    if (rest) return [at, ...rest];
  }
  return null;
}

/** Every fragment a scan includes, directly or through other fragments (each once). */
export function includedFragments(own: Scan, fragments: ReadonlyMap<string, FragmentInfo>): string[] {
  const found: string[] = [];
  const visit = (s: Scan) => {
    for (const r of s.refs) {
      const f = fragments.get(r.ref);
      if (!f || found.includes(r.ref)) continue;
      found.push(r.ref);
      visit(f.scan);
    }
  };
  visit(own);
  return found;
}

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

/** Why an item of a list from a source's answer cannot have the field a binding reads (`item.cdoe`). */
function itemPathProblem(
  s: Scan,
  r: Read,
  endpointOfSource: ReadonlyMap<string, string>,
): string | undefined {
  const origin = listOrigin(s, r.root, r.path);
  const source = origin?.[1];
  const endpoint = source ? endpointOfSource.get(source) : undefined;
  if (!origin || !endpoint) return undefined;
  const problem = dataPathProblem(source!, endpoint, [...origin.slice(2), '0', r.key!, ...(r.rest ?? [])]);
  if (!problem) return undefined;
  const list = origin.join('.');
  const read = [r.root, r.key!, ...(r.rest ?? [])].join('.');
  return problem.replace(/^reads \S+, but /, `reads ${read} (an item of ${list}), but `);
}

/**
 * The screen's declarations against what it and its fragments read: state keys, form fields and
 * sources; declared state that nothing reads; hash routes that do not exist.
 */
export function screenProblems(
  screen: unknown,
  id: string,
  own: Scan,
  fragments: ReadonlyMap<string, FragmentInfo>,
  routes: RoutesDescriptor | undefined,
): SemanticProblem[] {
  const out: SemanticProblem[] = [];
  const d = (screen && typeof screen === 'object' ? screen : {}) as Json;
  const declaredState = Object.keys((d.state as Json | undefined) ?? {});
  const sources = Array.isArray(d.sources)
    ? (d.sources as Json[]).map((s) => s?.id).filter((s): s is string => typeof s === 'string')
    : [];
  const included = includedFragments(own, fragments).map((f) => ({ id: f, scan: fragments.get(f)!.scan }));
  const all = [{ id: undefined as string | undefined, scan: own }, ...included];

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

  // A source's data is its endpoint's answer (unless an action writes that key too).
  const endpointOfSource = new Map<string, string>();
  for (const source of Array.isArray(d.sources) ? (d.sources as Json[]) : [])
    if (typeof source?.id === 'string' && typeof source.endpoint === 'string')
      endpointOfSource.set(source.id, source.endpoint);
  for (const { scan: s } of all) s.writes.data.forEach((k) => endpointOfSource.delete(k));

  for (const { id: fragment, scan: s } of all) {
    for (const r of s.reads) {
      const item =
        r.key !== undefined && r.locals.has(r.root) ? itemPathProblem(s, r, endpointOfSource) : undefined;
      if (item)
        out.push(
          fragment
            ? { level: 'error', path: r.path, fragment, message: item }
            : { level: 'error', path: r.path, message: item },
        );
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
        add(
          (whose, its) =>
            `reads state.${key}, which is not declared or written in ${whose}${didYouMean(key, state)}: add "${key}" with its initial value to the "state" of ${its}`,
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
      const endpoint = r.root === 'data' ? endpointOfSource.get(key) : undefined;
      const wrongPath = endpoint && r.rest ? dataPathProblem(key, endpoint, r.rest) : undefined;
      if (wrongPath) add(() => wrongPath);
    }
  }

  // Declared state nothing reads (a widget bound to it reads it) is left over.
  const read = new Set(
    all.flatMap(({ scan: s }) => s.reads.filter((r) => r.root === 'state' && r.key).map((r) => r.key!)),
  );
  for (const k of declaredState)
    if (!read.has(k))
      out.push({
        level: 'warning',
        path: `/state/${pointerKey(k)}`,
        message: `state.${k} is declared but never read: remove it, or use it in a binding or a widget's "bind"`,
      });

  // A hash must name a hash route of its path, or the route without a hash (or not-found) shows instead.
  if (routes)
    for (const { id: fragment, scan: s } of all)
      for (const h of s.hashes) {
        if (h.hash.includes('{{')) continue;
        const paths =
          h.to !== undefined ? [h.to] : routes.routes.filter((r) => r.screen === id).map((r) => r.path);
        const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
        const hash = trim(h.hash.split('?')[0] || '/');
        const candidates = routes.routes.filter((r) => paths.some((p) => trim(p) === trim(r.path)));
        const hashes = candidates.flatMap((r) => (r.hash === undefined ? [] : [r.hash]));
        if (!paths.length || candidates.some((r) => r.hash !== undefined && trim(r.hash) === hash)) continue;
        const fallback = candidates.find((r) => r.hash === undefined);
        // A path without hash routes shows its screen whatever the hash (an anchor of the page).
        if (!hashes.length && fallback) continue;
        out.push({
          level: 'error',
          path: h.path,
          message: `no route of ${paths.join(', ')} has the hash "${h.hash}"${didYouMean(h.hash, hashes)}, so ${fallback ? `'${fallback.screen}'` : `the not-found screen`} shows instead: use one of ${hashes.map((x) => `"${x}"`).join(', ') || 'none'} or add the route to routes.json`,
          ...(fragment ? { fragment } : {}),
        });
      }
  return out;
}
