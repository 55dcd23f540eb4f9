/**
 * One walk over a screen or fragment: what its bindings read (with the local values in scope where
 * they are read), what its actions and inputs write, the fragments it includes, the hash routes and
 * lists it names, and the problems one file shows on its own (catalogue names, required copy).
 */
import { parseTemplate, type Expression } from '../language/expressions';
import { FRAGMENT_SLOTS, FRAGMENT_TYPE } from '../load/descriptor-tree';
import type { Catalogues } from './catalogues';
import type { Read, RunBy, Scan } from './scan-result';
import type { Kept } from './language';
import { literalProblems } from './literals';
import { isObject, pointerKey, type Json } from './json';
import { conditionProblems } from './conditions';
import { emptyRequiredText, textsAndConditions } from './language';
import { propReferences } from './references';
import { openerKey, sourceProblems, untappedCallProblems } from './untapped';

/** The prop of an input widget that names its form field ("field": "mobile"). */
const FIELD_PROP = 'field';
/** The keys of this prop of an action with a store path prop are store paths too: set-state's `values`. */
const TARGET_MAP_PROP = 'values';
const STORE_KEYS = ['state', 'form', 'data'] as const;
export type StoreKey = (typeof STORE_KEYS)[number];
export const isStoreKey = (root: string): root is StoreKey =>
  (STORE_KEYS as readonly string[]).includes(root);

/** The paths a binding reads: its own and those of its filter arguments (`times:data.plan.unit`). */
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

type Locals = ReadonlySet<string>;
const withLocal = (locals: Locals, ...names: string[]) => new Set([...locals, ...names]);

/** The lists every action may carry: onSuccess sees the outcome's `result`, onError its `error`. */
const outcomeLocals = (k: string, locals: Locals) =>
  k === 'onSuccess' ? withLocal(locals, 'result') : k === 'onError' ? withLocal(locals, 'error') : locals;

/** Scans one screen (kind 'screen') or fragment (kind 'fragment'); names are checked against `catalogues`. */
export function scan(descriptor: unknown, kind: 'screen' | 'fragment', catalogues: Catalogues): Scan {
  const { language, registries } = catalogues;
  const out: Scan = {
    reads: [],
    writes: { state: new Set(), form: new Set(), data: new Set() },
    fields: new Set(),
    dynamicFields: false,
    refs: [],
    hashes: [],
    problems: [],
    cataloguePaths: new Set(),
    conditionPaths: new Set(),
    textPaths: new Set(),
    lists: [],
    opens: [],
    openerRuns: [],
  };
  /** Per widget type opened by an action (`x-opens`), the prop naming the widget: the modal's `modalId`. */
  const idProps = new Map([...language.openProps.values()].map((o) => [o.widget, o.prop]));
  const TAP: RunBy = { runner: 'tap' };

  /** Bindings in a plain value (props, params, conditions, rules …). */
  const plain = (value: unknown, path: string, locals: Locals, unsure = false): void => {
    if (typeof value === 'string') {
      let segments: ReturnType<typeof parseTemplate>;
      try {
        segments = parseTemplate(value);
      } catch {
        return; // a malformed binding is reported by the schema pass
      }
      const inText = out.textPaths.has(path);
      for (const s of segments ?? [])
        if (typeof s !== 'string')
          expressionPaths(s).forEach((p, i) => {
            if (!p.length) return;
            const read = { root: p[0]!, key: p[1], path, locals, unsure, rest: p.slice(2) };
            // The first path is what the binding reads; the others are its filters' arguments.
            out.reads.push(i === 0 ? { ...read, filters: s.filters.map((f) => f.name), inText } : read);
          });
    } else if (Array.isArray(value)) value.forEach((v, i) => plain(v, `${path}/${i}`, locals, unsure));
    else if (isObject(value))
      for (const [k, v] of Object.entries(value)) plain(v, `${path}/${pointerKey(k)}`, locals, unsure);
  };

  /**
   * A store path written by an action or bound by a widget ("state.x"). A widget also reads it, from
   * the start: the state it is bound to must be declared (its binding writes form fields, not state).
   */
  const target = (
    value: unknown,
    path: string,
    locals: Locals,
    bound: { widget: string; kept: Kept | undefined } | undefined,
  ) => {
    if (typeof value !== 'string' || value.includes('{{')) return;
    const [root = '', key, ...below] = value.split('.');
    if (isStoreKey(root) && key && !(bound && root === 'state')) out.writes[root].add(key);
    if (!bound) return;
    const read: Read = { root, key, path, locals, bound: true };
    if (bound.kept) read.keptBy = { widget: bound.widget, kept: bound.kept, below };
    out.reads.push(read);
  };

  /** Checks the catalogue-typed, store path and required text props of a node, action or source. */
  const props = (definition: string, o: Json, path: string, locals: Locals, isNode: boolean) => {
    const refs = propReferences({ definition, value: o, path }, catalogues);
    out.problems.push(...refs.problems);
    refs.checked.forEach((p) => out.cataloguePaths.add(p));
    if (refs.hash) out.hashes.push(refs.hash);
    const targets = language.targetProps.get(definition);
    const kept = language.keptProps.get(definition);
    for (const [prop] of targets ?? []) {
      const bound = isNode ? { widget: String(o.type), kept: kept?.get(prop) } : undefined;
      target(o[prop], `${path}/${pointerKey(prop)}`, locals, bound);
    }
    if (targets && isObject(o[TARGET_MAP_PROP]))
      for (const key of Object.keys(o[TARGET_MAP_PROP]))
        target(key, `${path}/${TARGET_MAP_PROP}/${pointerKey(key)}`, locals, undefined);
    const schema = language.definitions[definition];
    const at = { schema, path, owner: String(o.type) };
    out.problems.push(...emptyRequiredText(language, o, at));
    const { texts, conditions, marked } = textsAndConditions(language, o, at);
    out.problems.push(...literalProblems(marked, catalogues.links));
    texts.forEach((p) => out.textPaths.add(p));
    for (const c of conditions) {
      const found = conditionProblems(c.value, c.path, language.operators);
      out.problems.push(...found);
      if (found.length) out.conditionPaths.add(c.path);
    }
  };

  const node = (value: unknown, path: string, locals: Locals): void => {
    if (!isObject(value)) return;
    const o = value;
    const type = typeof o.type === 'string' ? o.type : '';
    const slots = type === FRAGMENT_TYPE ? FRAGMENT_SLOTS : registries.widgets[type]?.slots;
    // An unknown type is reported by the schema pass; its bindings still count as reads.
    if (!slots) return plain(value, path, locals, true);
    props(`node.${type}`, o, path, locals, true);
    const names = language.nameProps.get(`node.${type}`);
    if (names && !names.some((p) => typeof o[p] === 'string' && o[p].trim() !== ''))
      out.problems.push({
        level: 'error',
        path,
        message: `needs a "${names[0]}" or a "${names[1]}" (its name for screen readers): add one`,
      });
    if (type === FRAGMENT_TYPE && typeof o.ref === 'string')
      out.refs.push({ ref: o.ref, path, with: isObject(o.with) ? o.with : undefined });
    const field = o[FIELD_PROP];
    if (typeof field === 'string') {
      if (field.includes('{{')) out.dynamicFields = true;
      else out.fields.add(field);
    }
    // A repeating widget (one that names its item with `as`) gives its templates and per-item props the item.
    const as = typeof o.as === 'string' ? o.as : 'item';
    const repeats = slots.props.includes('as');
    const perItem = repeats ? withLocal(locals, as, 'index') : locals;
    const list = typeof o.items === 'string' ? /^\{\{\s*([\w$]+(?:\.[\w$]+)+)\s*\}\}$/.exec(o.items) : null;
    if (repeats && list) out.lists.push({ as, from: list[1]!.split('.'), path });
    for (const [k, v] of Object.entries(o)) {
      const at = `${path}/${pointerKey(k)}`;
      if (slots.nodes.includes(k)) nodeSlot(v, at, perItem);
      // A widget's action lists answer the borrower: a tap, a keystroke, a choice; or run as whoever
      // opened the widget did (a modal's onClose).
      else if (slots.actions.includes(k)) actions(v, at, locals, widgetRunner(type, o, k));
      else if (k === 'fallback') node(v, at, locals);
      else plain(v, at, slots.raw.includes(k) ? perItem : locals);
    }
  };

  /** A node slot holds a node, a list of nodes or a map of nodes (the cases of `each`). */
  const nodeSlot = (value: unknown, path: string, locals: Locals): void => {
    if (Array.isArray(value)) value.forEach((v, i) => node(v, `${path}/${i}`, locals));
    else if (isObject(value) && typeof value.type === 'string') node(value, path, locals);
    else if (isObject(value))
      for (const [k, v] of Object.entries(value)) node(v, `${path}/${pointerKey(k)}`, locals);
  };

  /** Who runs a widget's action list: the borrower's tap, or whoever opened the widget (`opener`). */
  const widgetRunner = (type: string, o: Json, list: string): RunBy => {
    const idProp = idProps.get(type);
    if (language.listRunners.get(`node.${type}`)?.get(list) !== 'opener' || !idProp) return TAP;
    const id = o[idProp];
    return typeof id === 'string' ? { opener: openerKey(type, id) } : TAP;
  };

  /**
   * Who runs a list of an action run by `by`: as the action did, unless its schema says otherwise: a
   * timer runs `later`; a dialog's buttons are a tap only when a tap opened the dialog.
   */
  const listRunner = (declared: string | undefined, by: RunBy): RunBy => {
    if (declared === 'later') return { runner: 'later' };
    if (declared !== 'tap' || 'opener' in by || by.runner === 'tap') return by;
    return { runner: by.runner, through: by.through ?? { dialog: true } };
  };

  const actions = (list: unknown, path: string, locals: Locals, by: RunBy): void => {
    if (Array.isArray(list)) list.forEach((a, i) => action(a, `${path}/${i}`, locals, by));
  };

  const action = (value: unknown, path: string, locals: Locals, by: RunBy): void => {
    if (!isObject(value)) return;
    const type = typeof value.type === 'string' ? value.type : '';
    const entry = registries.actions[type];
    if (!entry) return plain(value, path, locals, true);
    const definition = `action.${type}`;
    props(definition, value, path, locals, false);
    if ('opener' in by) out.openerRuns.push({ opener: by.opener, definition, value, path });
    else out.problems.push(...untappedCallProblems({ definition, value, path, ...by }, catalogues));
    // A widget this action opens without a tap runs its opener lists without one too.
    const opens = language.openProps.get(definition);
    const id = opens && value[opens.prop];
    if (opens && typeof id === 'string' && ('opener' in by || by.runner !== 'tap'))
      out.opens.push({ widget: opens.widget, id, path, by });
    const runners = language.listRunners.get(definition);
    for (const [k, v] of Object.entries(value)) {
      const at = `${path}/${pointerKey(k)}`;
      if (entry.slots.actions.includes(k))
        actions(v, at, outcomeLocals(k, locals), listRunner(runners?.get(k), by));
      else plain(v, at, locals);
    }
  };

  if (!isObject(descriptor)) return out;
  const top = new Set<string>(kind === 'fragment' ? ['params'] : []);
  for (const [k, v] of Object.entries(descriptor)) {
    const at = `/${pointerKey(k)}`;
    if (k === 'body') nodeSlot(v, at, top);
    else if (k === 'onEnter' || k === 'onReady') actions(v, at, top, { runner: 'entry' });
    else if (k === 'onBack') actions(v, at, top, { runner: 'back' });
    else if (k === 'sources' && Array.isArray(v))
      v.forEach((source, i) => {
        if (!isObject(source)) return;
        const sat = `${at}/${i}`;
        props('source', source, sat, top, false);
        out.problems.push(...sourceProblems(source, sat, catalogues));
        for (const [sk, sv] of Object.entries(source)) {
          if (sk === 'onSuccess' || sk === 'onError')
            actions(sv, `${sat}/${sk}`, outcomeLocals(sk, top), { runner: 'entry' });
          else plain(sv, `${sat}/${pointerKey(sk)}`, top);
        }
      });
    else plain(v, at, top);
  }
  return out;
}
