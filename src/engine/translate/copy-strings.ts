/**
 * The copy of a descriptor file: every string a borrower reads (a label, a rule's message, a dialog's
 * buttons; every string of a list written in the descriptor for a widget to show), found where the
 * schemas mark it (`copy(...)` in src/schema/base.ts, listed per type as
 * `SlotMeta.copy` and per file as a `FileLayout`), each with its JSON pointer in the file. Catalogues
 * translate a file's copy string by string (translate.ts); the checker keeps them complete
 * (check/translations.ts).
 *
 * A fragment's `with` holds copy too where the fragment shows a param to the borrower: a param read
 * in one of the fragment's own copy strings (`"text": "{{ params.title }}"`) or handed on to such a
 * param of a fragment it includes. `"with": { "title": "Detailed list" }` is then translated in the
 * file that writes it; `"with": { "open": "link" }`, read by a condition, is not copy.
 */
import { FRAGMENT_SLOTS, FRAGMENT_TYPE } from '../load/descriptor-tree';
import type { SlotMeta } from '../registry';

/** Where the top level of a file holds copy, nodes and action lists (paths as in `SlotMeta.copy`). */
export interface FileLayout {
  copy: readonly string[];
  nodes: readonly string[];
  actions: readonly string[];
}

/** What the walk knows of a file's kind and of every widget and action type. */
export interface CopyLayout {
  file: FileLayout;
  widget(type: string): SlotMeta | undefined;
  action(type: string): SlotMeta | undefined;
  /**
   * The fragments the file includes (in English, as `fragmentFiles` finds them) and a fragment file's
   * layout: without them, no fragment's `with` is copy.
   */
  fragments?: { layout: FileLayout; file(ref: string): unknown };
  /**
   * The file is a loaded screen, each fragment's body attached to its node as `children` (loader.ts):
   * their copy is visited as their own file's, each place naming its fragment and its pointer in it.
   */
  attached?: boolean;
}

/** Where a screen's and a fragment's top level hold copy, and each widget's and action's slots. */
export interface CopyRegistries {
  layouts: Readonly<Record<'screen' | 'fragment', FileLayout>>;
  widget(type: string): SlotMeta | undefined;
  action(type: string): SlotMeta | undefined;
}

/**
 * The walk's layout for a file of `kind`; with `fragment` (the English fragments it includes, as
 * `fragmentFiles` finds them), a fragment's `with` holds copy where the fragment shows it.
 */
export function copyLayoutOf(
  kind: 'screen' | 'fragment',
  { layouts, widget, action }: CopyRegistries,
  fragment?: (ref: string) => unknown,
): CopyLayout {
  return {
    file: layouts[kind],
    widget,
    action,
    ...(fragment ? { fragments: { layout: layouts.fragment, file: fragment } } : {}),
  };
}

/** What holds a copy string: an object or a list of the descriptor. */
export type Container = Record<string, unknown> | unknown[];

/**
 * A copy string where the walk found it: its JSON pointer and text, what holds it and under which key,
 * and a way to replace it in place.
 */
export interface CopyPlace {
  path: string;
  text: string;
  parent: Container;
  key: string;
  /** The fragment whose file holds it, in a loaded screen (`CopyLayout.attached`); none: the file walked. */
  fragment?: string;
  replace(text: string): void;
}

const pointerKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Calls `fn` with each value at `pattern` (steps, `*` for any item or key) under `value`, with its container, key and pointer. */
function atPattern(
  value: unknown,
  pattern: readonly string[],
  at: string,
  fn: (parent: Container, key: string, path: string) => void,
): void {
  if (!value || typeof value !== 'object' || !pattern.length) return;
  const [head, ...rest] = pattern as [string, ...string[]];
  const keys =
    head === '*'
      ? Array.isArray(value)
        ? value.map((_, i) => String(i))
        : Object.keys(value)
      : Object.prototype.hasOwnProperty.call(value, head)
        ? [head]
        : [];
  for (const key of keys) {
    const path = `${at}/${pointerKey(key)}`;
    const inner = (value as Record<string, unknown>)[key];
    if (rest.length) atPattern(inner, rest, path, fn);
    else fn(value as Container, key, path);
  }
}

/** Visits the string at `parent[key]`, or every string inside it when it holds data (a list's items). */
function visitStrings(parent: Container, key: string, path: string, visit: (place: CopyPlace) => void): void {
  const value = (parent as Record<string, unknown>)[key];
  if (typeof value === 'string')
    visit({
      path,
      text: value,
      parent,
      key,
      replace: (next) => ((parent as Record<string, unknown>)[key] = next),
    });
  else if (value && typeof value === 'object')
    for (const inner of Array.isArray(value) ? value.map((_, i) => String(i)) : Object.keys(value))
      visitStrings(value as Container, inner, `${path}/${pointerKey(inner)}`, visit);
}

function visitCopy(
  value: unknown,
  paths: readonly string[] | undefined,
  at: string,
  visit: (place: CopyPlace) => void,
): void {
  for (const pattern of paths ?? [])
    atPattern(value, pattern.split('/'), at, (parent, key, path) => visitStrings(parent, key, path, visit));
}

/**
 * Visits each copy string of a screen or fragment file (as the schemas mark them), in document order
 * by kind of place; `replace` changes the string in the value walked.
 */
export function forEachCopy(file: unknown, layout: CopyLayout, visit: (place: CopyPlace) => void): void {
  walkCopy(file, layout.attached ? attachedLayout(file, layout) : layout, visit, []);
}

/** A loaded screen's layout: each fragment's file is its body as attached to its first node. */
function attachedLayout(file: unknown, layout: CopyLayout): CopyLayout {
  const bodies = new Map<string, unknown>();
  const find = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(find);
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      if (node.type === FRAGMENT_TYPE && typeof node.ref === 'string' && !bodies.has(node.ref))
        bodies.set(node.ref, { body: node.children });
      Object.values(node).forEach(find);
    }
  };
  find(file);
  const fragmentLayout = layout.fragments?.layout ?? { copy: [], nodes: ['body'], actions: [] };
  return { ...layout, fragments: { layout: fragmentLayout, file: (ref) => bodies.get(ref) } };
}

/** Fragments include each other at most this deep (as the loader attaches them). */
const FRAGMENT_DEPTH = 5;

const BINDING = /\{\{[\s\S]*?\}\}/g;
const PARAM = /\bparams\.([A-Za-z_$][\w$]*)/g;

/**
 * The params of fragment `ref` that its borrower reads: those bound in its copy strings, its own or
 * through a fragment it includes. `within` is the chain of fragments already walked (no loops).
 */
function copyParams(ref: string, layout: CopyLayout, within: readonly string[]): Set<string> {
  const found = new Set<string>();
  const fragments = layout.fragments;
  if (!fragments || within.includes(ref) || within.length >= FRAGMENT_DEPTH) return found;
  const inner = { ...layout, file: fragments.layout };
  walkCopy(
    fragments.file(ref),
    inner,
    ({ text }) => {
      for (const binding of text.match(BINDING) ?? [])
        for (const [, name] of binding.matchAll(PARAM)) found.add(name!);
    },
    [...within, ref],
  );
  return found;
}

function walkCopy(
  file: unknown,
  layout: CopyLayout,
  visit: (place: CopyPlace) => void,
  within: readonly string[],
): void {
  const actionList = (list: unknown, at: string): void => {
    if (!Array.isArray(list)) return;
    list.forEach((action, i) => {
      if (!action || typeof action !== 'object' || Array.isArray(action)) return;
      const path = `${at}/${i}`;
      const slots = layout.action(String((action as { type?: unknown }).type));
      visitCopy(action, slots?.copy, path, visit);
      for (const key of slots?.actions ?? [])
        actionList((action as Record<string, unknown>)[key], `${path}/${pointerKey(key)}`);
    });
  };
  const nodes = (value: unknown, at: string): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => nodes(item, `${at}/${i}`));
      return;
    }
    const node = value as Record<string, unknown>;
    if (typeof node.type !== 'string') {
      // A map of nodes (an `each`'s cases): each value is a node or a list of them.
      for (const [key, inner] of Object.entries(node)) nodes(inner, `${at}/${pointerKey(key)}`);
      return;
    }
    const slots = node.type === FRAGMENT_TYPE ? FRAGMENT_SLOTS : layout.widget(node.type);
    visitCopy(node, slots?.copy, at, visit);
    if (node.type === FRAGMENT_TYPE && node.with && typeof node.with === 'object')
      for (const key of copyParams(String(node.ref), layout, within))
        if (Object.prototype.hasOwnProperty.call(node.with, key))
          visitStrings(node.with as Container, key, `${at}/with/${pointerKey(key)}`, visit);
    if (node.type === FRAGMENT_TYPE && layout.attached) {
      // The attached body is the fragment's file: its copy is that file's, at its own pointers.
      const ref = String(node.ref);
      if (!within.includes(ref) && within.length < FRAGMENT_DEPTH && Array.isArray(node.children))
        walkCopy(
          { body: node.children },
          { ...layout, file: layout.fragments?.layout ?? layout.file },
          (place) => visit({ ...place, fragment: place.fragment ?? ref }),
          [...within, ref],
        );
    } else for (const key of slots?.nodes ?? []) nodes(node[key], `${at}/${pointerKey(key)}`);
    for (const key of slots?.actions ?? []) actionList(node[key], `${at}/${pointerKey(key)}`);
    if (node.fallback) nodes(node.fallback, `${at}/fallback`);
  };
  if (!file || typeof file !== 'object' || Array.isArray(file)) return;
  visitCopy(file, layout.file.copy, '', visit);
  for (const pattern of layout.file.actions)
    atPattern(file, pattern.split('/'), '', (parent, key, path) =>
      actionList((parent as Record<string, unknown>)[key], path),
    );
  for (const pattern of layout.file.nodes)
    atPattern(file, pattern.split('/'), '', (parent, key, path) =>
      nodes((parent as Record<string, unknown>)[key], path),
    );
}

/**
 * Whether a copy string has words to translate: some letter outside its bindings ("Pay {{ x | money }}"
 * has, "{{ item.title }}" and "{{ a }} · {{ b }}" have not).
 */
export function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(BINDING, ''));
}

/** Each fragment a descriptor includes, at any depth, in the order it is first found. */
function fragmentRefs(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => fragmentRefs(item, out));
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (node.type === FRAGMENT_TYPE && typeof node.ref === 'string') out.add(node.ref);
    Object.values(node).forEach((inner) => fragmentRefs(inner, out));
  }
  return out;
}

/**
 * The English files of the fragments `file` includes, and of those they include, loaded by `load`
 * (undefined for one it cannot find): `CopyLayout.fragments.file`.
 */
export async function fragmentFiles(
  file: unknown,
  load: (ref: string) => Promise<unknown>,
): Promise<(ref: string) => unknown> {
  const files = new Map<string, unknown>();
  let next = [...fragmentRefs(file, new Set())];
  for (let depth = 0; next.length && depth < FRAGMENT_DEPTH; depth++) {
    const wanted = next.filter((ref) => !files.has(ref));
    const loaded = await Promise.all(wanted.map((ref) => load(ref).catch(() => undefined)));
    wanted.forEach((ref, i) => files.set(ref, loaded[i]));
    next = [...new Set(loaded.flatMap((inner) => [...fragmentRefs(inner, new Set())]))];
  }
  return (ref) => files.get(ref);
}
