/**
 * The shape of a descriptor tree that the engine needs at run time: the fragment node, the invalid
 * action's marker, and a walk over every node. The checks themselves (validate.ts) load only when a
 * descriptor has to be checked on the phone (remote descriptors, the dev server, the preview).
 */
import type { NodeDescriptor, SlotMeta } from './registry';

/** The node type that the engine itself handles: a reference to a shared fragment. */
export const FRAGMENT_TYPE = 'fragment';
/** The action that replaces an invalid one; running it fails. */
export const INVALID_ACTION = '__invalid';

export const FRAGMENT_SLOTS: SlotMeta = {
  nodes: ['children'],
  actions: [],
  conditions: [],
  raw: [],
  props: ['type', 'ref', 'with', 'visible', 'id'],
};

/** Walks every node of a tree (including fallbacks and nested slots), calling `visit` with its JSON path. */
export function walkNodes(
  nodes: readonly unknown[],
  path: string,
  slotsOf: (type: string) => SlotMeta | undefined,
  visit: (node: NodeDescriptor, path: string) => void,
): void {
  const one = (value: unknown, at: string) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((v, i) => one(v, `${at}/${i}`));
      return;
    }
    const node = value as NodeDescriptor;
    if (typeof node.type !== 'string') {
      for (const [k, v] of Object.entries(node)) one(v, `${at}/${k}`);
      return;
    }
    visit(node, at);
    const slots = node.type === FRAGMENT_TYPE ? FRAGMENT_SLOTS : slotsOf(node.type);
    for (const key of slots?.nodes ?? []) one(node[key], `${at}/${key}`);
    if (node.fallback) one(node.fallback, `${at}/fallback`);
  };
  nodes.forEach((n, i) => one(n, `${path}/${i}`));
}
