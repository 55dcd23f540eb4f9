/**
 * Edits of a config file's text made by the workbench's node tree and property panel: each is a list
 * of jsonc-parser edits (offset, length, new text) computed against the text as it is, so only the
 * changed part moves and is formatted, and every other line, comment and blank stays as written.
 * Nodes are named by their JSON pointer in the file (`/body/0/children/2`), as the checker names them.
 */
import {
  applyEdits,
  findNodeAtLocation,
  format,
  modify,
  parse,
  parseTree,
  type Edit,
  type FormattingOptions,
  type JSONPath,
  type ParseError,
} from 'jsonc-parser';

export type { Edit };

/** How an inserted part is laid out: as the project's files are (two spaces, `\n`). */
const FORMAT: FormattingOptions = { insertSpaces: true, tabSize: 2, eol: '\n' };

type Json = Record<string, unknown>;
const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node slots of a widget type (props holding a node, a list or a map of nodes). */
export type SlotsOf = (type: string) => readonly string[] | undefined;

/** The steps of a JSON pointer, unescaped (`/a~1b/0` → `a/b`, `0`). */
export function pointerSteps(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const stepOf = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
/** `pointer` one step deeper. */
export const childPointer = (pointer: string, key: string | number) => `${pointer}/${stepOf(key)}`;

/** The value at `pointer` in `root`, or undefined where there is none. */
export function valueAt(root: unknown, pointer: string): unknown {
  let at: unknown = root;
  for (const step of pointerSteps(pointer)) {
    if (Array.isArray(at)) at = /^\d+$/.test(step) ? at[Number(step)] : undefined;
    else if (isObject(at)) at = Object.prototype.hasOwnProperty.call(at, step) ? at[step] : undefined;
    else return undefined;
  }
  return at;
}

/** The jsonc-parser path of `pointer` in `root` (an array's steps as numbers), or null where it leads nowhere. */
function pathOf(root: unknown, pointer: string): JSONPath | null {
  const path: JSONPath = [];
  let at: unknown = root;
  for (const step of pointerSteps(pointer)) {
    if (Array.isArray(at)) {
      if (!/^\d+$/.test(step)) return null;
      path.push(Number(step));
      at = at[Number(step)];
    } else if (isObject(at)) {
      path.push(step);
      at = at[step];
    } else return null;
  }
  return path;
}

/** The file's value (comments and trailing commas allowed), or undefined when it is not JSON yet. */
export function parseFile(text: string): unknown {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true });
  return errors.length ? undefined : value;
}

/** The 1-based line where the value at `pointer` starts (its key's line for a property), or null. */
export function lineOf(text: string, pointer: string): number | null {
  const tree = parseTree(text);
  const path = tree && pathOf(parseFile(text), pointer);
  if (!tree || !path) return null;
  const node = findNodeAtLocation(tree, path);
  if (!node) return null;
  const start = node.parent?.type === 'property' ? node.parent.offset : node.offset;
  return text.slice(0, start).split('\n').length;
}

/**
 * The edits that set the prop `key` of the node at `pointer` to `value` (undefined removes it): a
 * changed prop stays where it is written, a new one goes last.
 */
export function setProp(text: string, pointer: string, key: string, value: unknown): Edit[] {
  const path = pathOf(parseFile(text), pointer);
  if (!path) return [];
  return modify(text, [...path, key], value, { formattingOptions: FORMAT });
}

/** The edits that remove the node (or any value) at `pointer`. */
export function removeAt(text: string, pointer: string): Edit[] {
  const path = pathOf(parseFile(text), pointer);
  if (!path?.length) return [];
  return modify(text, path, undefined, { formattingOptions: FORMAT });
}

/** Where a new node goes: after the selected one, or last among its children. */
export type Placement = 'after' | 'inside';

/** A new node's place: the list it joins and its index there, or why it has none. */
export type Place = { list: string; index: number } | { refused: string };

/** The place of a node added `where` the node at `selected` stands (none selected: last in the body). */
export function placeOf(root: unknown, selected: string | null, where: Placement, slotsOf: SlotsOf): Place {
  if (!selected) {
    const body = valueAt(root, '/body');
    return Array.isArray(body) ? { list: '/body', index: body.length } : { refused: 'the file has no body' };
  }
  const node = valueAt(root, selected);
  if (!isObject(node)) return { refused: `there is no node at ${selected}` };
  if (where === 'after') {
    const steps = pointerSteps(selected);
    const last = steps.pop();
    const list = steps.length ? `/${steps.map(stepOf).join('/')}` : '';
    if (last === undefined || !/^\d+$/.test(last) || !Array.isArray(valueAt(root, list)))
      return { refused: `the ${String(node.type)} at ${selected} is not in a list: add inside it instead` };
    return { list, index: Number(last) + 1 };
  }
  const type = String(node.type);
  const slots = slotsOf(type) ?? [];
  const list = slots.find((slot) => Array.isArray(node[slot]));
  if (list) return { list: childPointer(selected, list), index: (node[list] as unknown[]).length };
  // A slot not written yet that holds a list: "children".
  if (slots.includes('children') && node.children === undefined)
    return { list: childPointer(selected, 'children'), index: 0 };
  return { refused: `${article(type)} holds no list of nodes: add after it instead` };
}

/**
 * The edits that put `node` at `place`, and the new node's pointer. A list not written yet (a stack
 * without children) is written with the node in it.
 */
export function insertNode(
  text: string,
  place: { list: string; index: number },
  node: unknown,
): { edits: Edit[]; pointer: string } {
  const root = parseFile(text);
  const pointer = childPointer(place.list, place.index);
  const list = valueAt(root, place.list);
  if (Array.isArray(list)) {
    const path = pathOf(root, place.list)!;
    const edits = modify(text, [...path, place.index], node, {
      formattingOptions: FORMAT,
      isArrayInsertion: true,
    });
    return { edits, pointer };
  }
  const steps = pointerSteps(place.list);
  const key = steps.pop()!;
  const owner = steps.length ? `/${steps.map(stepOf).join('/')}` : '';
  return { edits: setProp(text, owner, key, [node]), pointer };
}

/** One node of a file, as the node tree lists it. */
export interface NodeEntry {
  pointer: string;
  type: string;
  /** What tells it from its siblings: its id, text, label, title or fragment. */
  label: string;
  depth: number;
}

const LABEL_PROPS = ['text', 'label', 'title', 'ref', 'alt', 'items', 'field', 'bind'] as const;

function labelOf(node: Json): string {
  const id = typeof node.id === 'string' ? `#${node.id}` : '';
  const prop = LABEL_PROPS.map((key) => node[key]).find((v) => typeof v === 'string' && v.trim());
  const shown = typeof prop === 'string' ? (prop.length > 40 ? `${prop.slice(0, 39)}…` : prop) : '';
  return [id, shown && `“${shown}”`].filter(Boolean).join(' ');
}

/**
 * Every node of a screen's or fragment's body in the order they are written, each with its depth: a
 * node's slots (children, template, cases, a fallback) under it.
 */
export function nodeEntries(root: unknown, slotsOf: SlotsOf): NodeEntry[] {
  const out: NodeEntry[] = [];
  const visit = (value: unknown, pointer: string, depth: number) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, childPointer(pointer, i), depth));
      return;
    }
    if (!isObject(value) || typeof value.type !== 'string') return;
    out.push({ pointer, type: value.type, label: labelOf(value), depth });
    for (const slot of [...(slotsOf(value.type) ?? []), 'fallback']) {
      const held = value[slot];
      if (isObject(held) && typeof held.type !== 'string')
        // A map of nodes (an each's cases).
        for (const [key, node] of Object.entries(held))
          visit(node, childPointer(childPointer(pointer, slot), key), depth + 1);
      else visit(held, childPointer(pointer, slot), depth + 1);
    }
  };
  if (isObject(root)) visit(root.body, '/body', 0);
  return out;
}

/** `text` with `edits` made (for a caller without an editor to make them in). */
export const withEdits = (text: string, edits: Edit[]) => applyEdits(text, edits);

/**
 * The edits that lay out text just pasted at `offset` (`length` characters) as the file around it is
 * laid out: each pasted line indented at its depth in the file, whatever indentation it was copied
 * with (an editor that keeps the copied indentation and adds the line's own gives a staircase).
 * Only the pasted lines change; each keeps its line (a short object on one line stays so).
 */
export function pastedLayout(text: string, offset: number, length: number): Edit[] {
  if (!text.slice(offset, offset + length).includes('\n')) return [];
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const endOfLine = text.indexOf('\n', offset + length);
  const end = endOfLine === -1 ? text.length : endOfLine;
  // The whole file's layout (a range's would keep its first line's indentation, however wrong),
  // applied to the pasted lines only: each edit is the space between two tokens.
  return format(text, undefined, { ...FORMAT, keepLines: true }).filter(
    (edit) => edit.offset + edit.length > start && edit.offset < end,
  );
}
