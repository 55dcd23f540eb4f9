/**
 * The shape of a descriptor tree that the engine needs at run time: the fragment node, the invalid
 * action's marker, and a walk over every node. The checks themselves (validate.ts) load only when a
 * descriptor has to be checked on the phone (remote descriptors, the dev server, the preview).
 */
import type { ActionDescriptor, NodeDescriptor, SlotMeta } from '../registry';

/** The node type that the engine itself handles: a reference to a shared fragment. */
export const FRAGMENT_TYPE = 'fragment';

/** An object with a string `type`: what a node and an action are before their type's validator has spoken. */
const typed = (value: unknown): value is { type: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  'type' in value &&
  typeof value.type === 'string';

/** Whether a value is a node: an object with a string `type` (its props are its validator's to check). */
export const isNodeDescriptor = (value: unknown): value is NodeDescriptor => typed(value);

/** Whether a value is an action: an object with a string `type`. */
export const isActionDescriptor = (value: unknown): value is ActionDescriptor => typed(value);

/** The nodes of a slot holding a list (what is no node is left out), or undefined when it holds none. */
export const nodeList = (value: unknown): NodeDescriptor[] | undefined =>
  Array.isArray(value) ? value.filter(isNodeDescriptor) : undefined;

/** The actions of an action list (`onSuccess`, `onError`), or undefined when there is none. */
export const actionList = (value: unknown): ActionDescriptor[] | undefined =>
  Array.isArray(value) ? value.filter(isActionDescriptor) : undefined;

/** Whether a slot's value is a list (of nodes), read-only or not. */
export const isList = <T>(value: T | readonly T[]): value is readonly T[] => Array.isArray(value);
/** The action that replaces an invalid one; running it fails. */
export const INVALID_ACTION = '__invalid';

export const FRAGMENT_SLOTS: SlotMeta = {
  nodes: ['children'],
  actions: [],
  conditions: [],
  raw: [],
  props: ['type', 'ref', 'with', 'visible', 'id'],
};

/**
 * Walks every node of a tree (including fallbacks and nested slots), calling `visit` with its JSON path
 * and whether it is drawn only on demand (inside a slot such as a modal's content).
 */
export function walkNodes(
  nodes: readonly unknown[],
  { path, slotsOf }: { path: string; slotsOf: (type: string) => SlotMeta | undefined },
  visit: (node: NodeDescriptor, path: string, onDemand: boolean) => void,
): void {
  const one = (value: unknown, at: string, onDemand: boolean) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((v, i) => one(v, `${at}/${i}`, onDemand));
      return;
    }
    if (!isNodeDescriptor(value)) {
      for (const [k, v] of Object.entries(value)) one(v, `${at}/${k}`, onDemand);
      return;
    }
    const node = value;
    visit(node, at, onDemand);
    const slots = node.type === FRAGMENT_TYPE ? FRAGMENT_SLOTS : slotsOf(node.type);
    for (const key of slots?.nodes ?? [])
      one(node[key], `${at}/${key}`, onDemand || (slots?.onDemand?.includes(key) ?? false));
    if (node.fallback) one(node.fallback, `${at}/fallback`, onDemand);
  };
  nodes.forEach((n, i) => one(n, `${path}/${i}`, false));
}

/**
 * The widget types a tree uses: `first`, those drawn with the screen (their code loads before it
 * renders), and `onDemand`, those drawn only on demand (a modal's content) and nowhere else.
 */
export function drawnWidgetTypes(
  nodes: readonly unknown[],
  slotsOf: (type: string) => SlotMeta | undefined,
): { first: Set<string>; onDemand: Set<string> } {
  const first = new Set<string>();
  const later = new Set<string>();
  walkNodes(nodes, { path: '', slotsOf }, (node, _at, onDemand) => {
    if (node.type !== FRAGMENT_TYPE) (onDemand ? later : first).add(node.type);
  });
  return { first, onDemand: new Set([...later].filter((type) => !first.has(type))) };
}

interface ActionTypeSlots {
  widget: (type: string) => SlotMeta | undefined;
  action: (type: string) => SlotMeta | undefined;
}

/**
 * The action types a screen runs: `opening`, those it runs as it opens (`onEnter`, `onReady` and its
 * sources' branches, with every action nested in them), and `later`, those only a tap, a change or the
 * back action runs. The code of the first comes with the screen; that of the others can wait for the
 * borrower's first touch. A nested list counts with the list around it, even where its own schema says
 * another runs it (a dialog's buttons, a countdown's onDone, as the checker reads them in
 * src/engine/check/scan.ts): at worst the page preloads code a tap would have fetched.
 */
export function screenActionTypes(
  screen: {
    body: readonly unknown[];
    onEnter?: unknown;
    onReady?: unknown;
    onBack?: unknown;
    sources?: unknown;
  },
  slotsOf: ActionTypeSlots,
): { opening: Set<string>; later: Set<string> } {
  const collect = (list: unknown, into: Set<string>) => {
    if (!Array.isArray(list)) return;
    for (const action of list as unknown[]) {
      const type = (action as { type?: unknown } | null)?.type;
      if (typeof type !== 'string') continue;
      into.add(type);
      for (const key of slotsOf.action(type)?.actions ?? [])
        collect((action as Record<string, unknown>)[key], into);
    }
  };
  const opening = new Set<string>();
  collect(screen.onEnter, opening);
  collect(screen.onReady, opening);
  for (const source of Array.isArray(screen.sources) ? (screen.sources as Record<string, unknown>[]) : []) {
    collect(source.onSuccess, opening);
    collect(source.onError, opening);
  }
  const later = new Set<string>();
  collect(screen.onBack, later);
  walkNodes(screen.body, { path: '', slotsOf: slotsOf.widget }, (node) => {
    for (const key of slotsOf.widget(node.type)?.actions ?? []) collect(node[key], later);
  });
  return { opening, later: new Set([...later].filter((type) => !opening.has(type))) };
}
