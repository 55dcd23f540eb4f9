/**
 * Compile, then render: a checked descriptor becomes, once, a tree of node plans. A plan says what a
 * node is (its widget type), how its props are made from a scope (resolvers for bindings, checks for
 * conditions, values kept as written), what it reads from the store (so it re-renders when that
 * changes and only then), its node slots, and its fallback. No React here: the view draws plans.
 */
import { collectPaths, type Scope } from '../language/expressions';
import type { Language } from '../language/language';
import type { Resolver } from '../language/resolve';
import { STORE_ROOTS } from '../language/scope';
import { FRAGMENT_SLOTS, FRAGMENT_TYPE, isList, isNodeDescriptor } from '../load/descriptor-tree';
import type { NodeDescriptor, SlotMeta } from '../registry';

/** What a slot of a node holds once planned: one node, a list of nodes, or nodes by name. */
export type PlannedSlot = NodePlan | readonly NodePlan[] | Readonly<Record<string, NodePlan>>;

export interface NodePlan {
  readonly descriptor: NodeDescriptor;
  readonly type: string;
  /** Whether the type is known to the registry (or is a fragment): an unknown one draws its fallback. */
  readonly known: boolean;
  /** The dotted store paths the node reads (`form.email`, `state.tab`) as segments. */
  readonly storeReads: readonly (readonly string[])[];
  /** Whether a prop reads outside the node's local values (the store or `app`). */
  readonly readsScreen: boolean;
  /** The node's `visible` condition, or null when it always shows. */
  readonly visible: ((scope: Scope) => boolean) | null;
  /** Props given to the widget as written: node and action slots, raw values, `id`. */
  readonly asWritten: readonly string[];
  /** Props made from bindings. */
  readonly bindings: readonly { readonly name: string; readonly resolve: Resolver }[];
  /** Props that are conditions: the widget gets their outcome. */
  readonly conditions: readonly { readonly name: string; readonly check: (scope: Scope) => boolean }[];
  /** The node slots, planned. */
  readonly slots: Readonly<Record<string, PlannedSlot>>;
  /** Whether any slot draws nodes (the node then hands its local values down). */
  readonly drawsNodes: boolean;
  readonly fallback: NodePlan | null;
  /** A fragment's parameters (`with`), resolved in the scope where the fragment is used. */
  readonly fragmentParams: Resolver | null;
}

const STORE_ROOT_SET: ReadonlySet<string> = new Set(STORE_ROOTS);
const NOT_PROPS = new Set(['type', 'fallback', 'visible']);

export type SlotsOf = (type: string) => SlotMeta | undefined;

/**
 * Plans descriptors for one widget registry in one language (its bindings and conditions are made
 * ready in it); a descriptor object is planned once and its plan kept.
 */
export class Planner {
  private readonly plans = new WeakMap<NodeDescriptor, NodePlan>();

  constructor(
    private readonly slotsOf: SlotsOf,
    private readonly language: Language,
  ) {}

  /** The plan of a node (and, inside it, of its slots and fallback). */
  plan(descriptor: NodeDescriptor): NodePlan {
    let plan = this.plans.get(descriptor);
    if (!plan) {
      plan = this.compile(descriptor);
      this.plans.set(descriptor, plan);
    }
    return plan;
  }

  /** The plans of a slot's value: a node, a list of nodes, or nothing. */
  planAll(nodes: NodeDescriptor | readonly NodeDescriptor[] | null | undefined): readonly NodePlan[] {
    if (!nodes) return [];
    return isList(nodes) ? nodes.map((node) => this.plan(node)) : [this.plan(nodes)];
  }

  private compile(node: NodeDescriptor): NodePlan {
    const { compileValue, compileField, compileCondition } = this.language;
    const isFragment = node.type === FRAGMENT_TYPE;
    const meta = isFragment ? FRAGMENT_SLOTS : this.slotsOf(node.type);
    const nodeSlots = meta?.nodes ?? [];
    const conditionNames = (meta?.conditions ?? []).filter((name) => name in node);
    const kept = new Set([...nodeSlots, ...(meta?.actions ?? []), ...(meta?.raw ?? []), 'id']);
    if (isFragment) kept.add('with').add('ref');
    const props = Object.keys(node).filter((name) => !NOT_PROPS.has(name));
    const bound = props.filter((name) => !kept.has(name) && !conditionNames.includes(name));
    // What the node reads: its bindings, conditions, `visible`, and what its raw props read (the widget
    // evaluates those itself, but a change in the store must still reach it).
    const paths = new Set<string>();
    for (const name of [...bound, ...conditionNames, ...(meta?.raw ?? [])])
      if (name in node) collectPaths(node[name], paths);
    if (node.visible !== undefined) collectPaths(node.visible, paths);
    if (isFragment && node.with !== undefined) collectPaths(node.with, paths);
    const reads = [...paths].map((path) => path.split('.'));
    const slots: Record<string, PlannedSlot> = {};
    for (const name of nodeSlots) {
      const value = node[name];
      if (value && typeof value === 'object') slots[name] = this.planSlot(value);
    }
    return {
      descriptor: node,
      type: node.type,
      known: Boolean(meta),
      storeReads: reads.filter((path) => STORE_ROOT_SET.has(path[0]!)),
      readsScreen: reads.some((path) => STORE_ROOT_SET.has(path[0]!) || path[0] === 'app'),
      visible: node.visible === undefined ? null : compileCondition(node.visible),
      asWritten: props.filter((name) => kept.has(name)),
      bindings: bound.map((name) => ({
        name,
        resolve: name === 'style' ? relativeFontSize(compileValue(node[name])) : compileField(node, name),
      })),
      conditions: conditionNames.map((name) => ({ name, check: compileCondition(node[name]) })),
      slots,
      drawsNodes: nodeSlots.length > 0,
      fallback: isNodeDescriptor(node.fallback) ? this.plan(node.fallback) : null,
      fragmentParams: isFragment ? compileValue(node.with ?? {}) : null,
    };
  }

  private planSlot(value: object): PlannedSlot {
    if (Array.isArray(value)) return value.filter(isNodeDescriptor).map((node) => this.plan(node));
    if (isNodeDescriptor(value)) return this.plan(value);
    const byName: Record<string, NodePlan> = {};
    for (const [name, node] of Object.entries(value))
      if (isNodeDescriptor(node)) byName[name] = this.plan(node);
    return byName;
  }
}

/**
 * A node's style with its `fontSize` (pixels at the default text size) in `rem`: a phone's larger text
 * setting then enlarges it as it does the app's own text. The same style gives the same object.
 */
function relativeFontSize(resolve: Resolver): Resolver {
  const converted = new WeakMap<object, unknown>();
  return (scope) => {
    const style = resolve(scope) as { fontSize?: unknown } | null | undefined;
    if (!style || typeof style !== 'object' || typeof style.fontSize !== 'number') return style;
    if (!converted.has(style)) converted.set(style, { ...style, fontSize: `${style.fontSize / 16}rem` });
    return converted.get(style);
  };
}

/**
 * The plans of a screen's body, made at once: a checked screen is planned when it is loaded, before
 * its first render, and keeps its plans for every visit. Nodes drawn from its slots later (a list's
 * items, a modal's content) are looked up, or planned once, in the same planner.
 */
export function planScreen(body: readonly NodeDescriptor[], slotsOf: SlotsOf, language: Language): Planner {
  const planner = new Planner(slotsOf, language);
  planner.planAll(body);
  return planner;
}

/** Whether the node shows in this scope (its `visible` holds, or it has none). */
export function isVisible(plan: NodePlan, scope: Scope): boolean {
  return plan.visible === null || plan.visible(scope);
}

/** The props a widget receives in this scope: bindings resolved, conditions decided, the rest as written. */
export function resolveProps(plan: NodePlan, scope: Scope): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const node = plan.descriptor;
  for (const name of plan.asWritten) props[name] = node[name];
  for (const { name, resolve } of plan.bindings) props[name] = resolve(scope);
  for (const { name, check } of plan.conditions) props[name] = check(scope);
  return props;
}
