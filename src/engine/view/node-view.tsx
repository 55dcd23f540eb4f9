/**
 * Renders one node: reads only the state its bindings depend on (so typing in one field
 * re-renders only what shows that field), evaluates `visible`, resolves props, and isolates
 * failures: siblings share one error boundary (NodeGroup) until one of them fails, then each is drawn
 * in its own (NodeView), which renders the failed node's fallback.
 */
import {
  PureComponent,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type Key,
  type ReactNode,
} from 'react';
import { compileCondition, test } from '../language/conditions';
import { collectPaths, compileValue, resolveValue, type Resolver, type Scope } from '../language/expressions';
import type { NodeDescriptor, SlotMeta, WidgetRenderProps } from '../registry';
import { runActions } from '../session/run-actions';
import { buildScope, EMPTY_SCOPE, STORE_ROOTS } from '../language/scope';
import { useStoreDependencies } from './store-watch';
import { NodeScopeContext, type NodeScope, type ScreenContextValue } from './screen-context';
import { FRAGMENT_SLOTS, FRAGMENT_TYPE } from '../load/descriptor-tree';
import type { Condition } from '../schema/base';

type AnyWidget = ComponentType<WidgetRenderProps<Record<string, unknown>>>;

const loaded = new Map<string, AnyWidget>();

/** Widget code the app already has (its eager widgets): those types are never loaded on demand. */
export function preloadWidgets(modules: Readonly<Record<string, { default: unknown }>>): void {
  for (const [type, mod] of Object.entries(modules)) loaded.set(type, mod.default as AnyWidget);
}

/** Loads the code of the given widget types (before a screen renders, so it never flashes). */
export async function loadWidgets(
  types: Iterable<string>,
  registry: Readonly<Record<string, { load: () => Promise<{ default: unknown }> }>>,
) {
  await Promise.all(
    [...types].map((type) => {
      const entry = registry[type];
      if (!entry || !needsCode(type, registry)) return;
      let load = loading.get(type);
      if (!load) {
        // One load at a time per type (the screen and a node drawn on demand may both ask); a failed
        // one is tried again by the next caller.
        load = entry.load().then(
          (mod) => {
            loaded.set(type, mod.default as AnyWidget);
            loading.delete(type);
          },
          (error: unknown) => {
            loading.delete(type);
            throw error;
          },
        );
        loading.set(type, load);
      }
      return load;
    }),
  );
}
const loading = new Map<string, Promise<void>>();

/** Whether a widget type's code is still to come (a type the registry does not know has none to load). */
function needsCode(type: string, registry: Readonly<Record<string, unknown>>): boolean {
  return Boolean(registry[type]) && !loaded.has(type);
}

/** Whether the code of every given widget type is here. */
export function widgetsLoaded(types: Iterable<string>, registry: Readonly<Record<string, unknown>>): boolean {
  for (const type of types) if (needsCode(type, registry)) return false;
  return true;
}

interface Compiled {
  deps: string[][];
  /** The dependencies read from the store (not from local values such as `item`): what the node watches. */
  storeDeps: string[][];
  /**
   * Whether the node reads local values only (an item's fields, constants): its props are then
   * resolved from the local values themselves, without a scope of the whole screen.
   */
  localOnly: boolean;
  /** The props resolved from bindings, and their resolvers (in the same order). */
  resolvable: string[];
  resolvers: Resolver[];
  /** The props that are conditions, and their checks (in the same order). */
  conditions: string[];
  checks: ((scope: Scope) => boolean)[];
  visible: ((scope: Scope) => boolean) | null;
  /** The props passed as they are (node slots, actions, raw props, constants such as `id`). */
  plain: string[];
}

const STORE_ROOT_SET = new Set<string>(STORE_ROOTS);
const compiledCache = new WeakMap<NodeDescriptor, Compiled>();
const SKIP = new Set(['type', 'id', 'fallback', 'visible']);

function compile(node: NodeDescriptor, slots: SlotMeta | undefined): Compiled {
  const hit = compiledCache.get(node);
  if (hit) return hit;
  const notResolved = new Set([
    ...SKIP,
    ...(slots?.nodes ?? []),
    ...(slots?.actions ?? []),
    ...(slots?.raw ?? []),
  ]);
  const conditions = (slots?.conditions ?? []).filter((k) => k in node);
  const resolvable = Object.keys(node).filter((k) => !notResolved.has(k) && !conditions.includes(k));
  const paths = new Set<string>();
  for (const k of [...resolvable, ...conditions]) collectPaths(node[k], paths);
  if (node.visible !== undefined) collectPaths(node.visible, paths);
  // raw props are evaluated by the widget itself, but what they read outside the item still matters
  for (const k of slots?.raw ?? []) if (k in node) collectPaths(node[k], paths);
  const deps = [...paths].map((p) => p.split('.'));
  const storeDeps = deps.filter((p) => STORE_ROOT_SET.has(p[0]!));
  const compiled: Compiled = {
    deps,
    storeDeps,
    localOnly: deps.every((p) => !STORE_ROOT_SET.has(p[0]!) && p[0] !== 'app'),
    resolvable,
    resolvers: resolvable.map((k) => compileValue(node[k])),
    conditions,
    checks: conditions.map((k) => compileCondition(node[k] as Condition)),
    visible: node.visible === undefined ? null : compileCondition(node.visible as Condition),
    plain: Object.keys(node).filter(
      (k) => k !== 'type' && !resolvable.includes(k) && !conditions.includes(k),
    ),
  };
  compiledCache.set(node, compiled);
  return compiled;
}

function FragmentView({ node, path }: { node: NodeDescriptor; path: string }) {
  const parent = useContext(NodeScopeContext)!;
  const { engine, screen, local } = parent;
  const params = resolveValue(
    node.with ?? {},
    buildScope(engine.store.getState(), screen, local, engine.app),
  );
  const key = JSON.stringify(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const scope = useMemo(() => withLocal(parent, { ...local, params }), [parent, key]);
  return (
    <NodeScopeContext.Provider value={scope}>
      <Nodes nodes={node.children as NodeDescriptor[]} path={`${path}/children`} />
    </NodeScopeContext.Provider>
  );
}

/** The node scope with other local values (a list item's, a fragment's parameters). */
function withLocal(parent: NodeScope, local: Scope): NodeScope {
  return { ...parent, local };
}

/** The local values above with a list item's (or a group's) added. */
function withItem(local: Scope, scope: Scope): Scope {
  // A list's item inside no other list or fragment: its values are the whole local scope.
  return local === EMPTY_SCOPE ? scope : { ...local, ...scope };
}

/** The node scope with a list item's (or a group's) values added to the local values above. */
function scopeWith(base: NodeScope, scope: Scope): NodeScope {
  return withLocal(base, withItem(base.local, scope));
}

/**
 * Renders a node from the current store state (no hooks: NodeView or a watching node calls it), in
 * the node scope `c` with the local values `local` (c's own, or a list item's for a leaf).
 */
function renderNode(
  node: NodeDescriptor,
  path: string,
  compiled: Compiled,
  c: NodeScope,
  local: Scope,
  key?: Key,
): ReactNode {
  const { engine, screen, env } = c;
  const store = engine.store;
  let state = store.getState();
  // What the node reads now; the scope of the whole screen is made for it only when it reads the store.
  let full = compiled.localOnly ? null : buildScope(state, screen, local, engine.app);
  const scope = full ?? local;
  if (compiled.visible && !compiled.visible(scope)) return null;
  if (node.type === FRAGMENT_TYPE) return <FragmentView node={node} path={path} />;
  const entry = engine.widgets[node.type];
  const Widget = loaded.get(node.type);
  if (!entry || !Widget) {
    engine.reporter.warn({
      code: 'widget-not-loaded',
      message: `widget '${node.type}' is not available`,
      path,
      screen,
    });
    return node.fallback ? (
      <NodeView node={node.fallback as NodeDescriptor} path={`${path}/fallback`} screen={screen} />
    ) : null;
  }
  // Indexed loops: this runs for every item of a list, often before the JIT has compiled it, where a
  // for-of loop (and a destructured pair) costs an iterator per step.
  const props: Record<string, unknown> = {};
  const { plain, resolvable, resolvers, conditions, checks } = compiled;
  for (let i = 0; i < plain.length; i++) props[plain[i]!] = node[plain[i]!];
  for (let i = 0; i < resolvable.length; i++) props[resolvable[i]!] = resolvers[i]!(scope);
  for (let i = 0; i < conditions.length; i++) props[conditions[i]!] = checks[i]!(scope);
  // The scope of a later call (an event, a value the widget resolves itself): the store as it is then,
  // made again only when the store has changed since. A list evaluates its items on one copy of it.
  const fresh = (extra?: Scope): Scope => {
    const now = store.getState();
    if (now !== state || !full) {
      state = now;
      full = buildScope(now, screen, local, engine.app);
    }
    return extra ? { ...full, ...extra } : full;
  };
  return (
    <Widget
      key={key}
      props={props}
      node={node}
      path={path}
      screen={screen}
      run={(actions, extra) => runActions(env, actions, { ...local, ...extra })}
      resolve={(value, extra) => resolveValue(value, fresh(extra))}
      test={(condition, extra) => test(condition as Condition, fresh(extra))}
      scope={() => ({ ...fresh() })}
    />
  );
}

interface NodeProps {
  node: NodeDescriptor;
  path: string;
  compiled: Compiled;
  /** The node scope the node is rendered in (with its local values). */
  c: NodeScope;
}

/** A node that reads the store: re-rendered when one of the values it reads changes, and only then. */
function WatchedNode({ node, path, compiled, c }: NodeProps) {
  useStoreDependencies(c.engine.watch, c.engine.store, c.screen, c.local, compiled.storeDeps);
  return renderNode(node, path, compiled, c, c.local);
}

/**
 * Stands in for a node whose widget code has not come yet (a widget drawn only on demand, such as in
 * a modal's content, opened before the browser was idle): loads it, then has the node drawn. A failed
 * load goes to the node's error boundary (its fallback, and a report).
 */
function WidgetCode({
  type,
  registry,
  onLoaded,
}: {
  type: string;
  registry: Parameters<typeof loadWidgets>[1];
  onLoaded: () => void;
}) {
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    loadWidgets([type], registry).then(
      () => live && onLoaded(),
      (e: unknown) => live && setError(e ?? new Error(`the code of '${type}' did not load`)),
    );
    return () => {
      live = false;
    };
  }, [type, registry, onLoaded]);
  if (error) throw error;
  return <span className="node-loading" role="status" aria-label="Loading" />;
}

/** Hands a failure met while rendering a node to that node's error boundary. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * One node of the tree: re-rendered only when its descriptor, path or local values change (or what it
 * reads), and isolated by its own error boundary, which shows the node's fallback when it crashes.
 * `scope` adds local values (a list item's `item` and `index`) for the node and everything inside it.
 */
export class NodeView extends PureComponent<
  { node: NodeDescriptor; path: string; screen: string; scope?: Scope },
  { failed: boolean }
> {
  static override contextType = NodeScopeContext;
  declare context: NodeScope | null;
  declare state: { failed: boolean };
  declare private codeLoaded: () => void;
  /** The node scope with this node's local values, kept while neither changes (stable for consumers). */
  declare private scoped: { base: NodeScope; scope: Scope; value: NodeScope } | null;
  // Fields set in the constructor, not declared with values: the build for older web views would
  // turn each declared field into a helper call per node.
  constructor(props: NodeView['props']) {
    super(props);
    this.state = { failed: false };
    this.codeLoaded = () => this.forceUpdate();
    this.scoped = null;
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, _info: ErrorInfo) {
    const { node, path, screen } = this.props;
    this.context?.engine.reporter.warn({
      code: 'node-crashed',
      message: `${node.type}: ${error.message}`,
      path,
      screen,
    });
  }
  private nodeScope(base: NodeScope): NodeScope {
    const scope = this.props.scope;
    if (!scope) return base;
    if (this.scoped?.base !== base || this.scoped.scope !== scope)
      this.scoped = { base, scope, value: scopeWith(base, scope) };
    return this.scoped.value;
  }
  override render() {
    const { node, path, screen, scope } = this.props;
    if (this.state.failed)
      return node.fallback ? (
        <NodeView
          node={node.fallback as NodeDescriptor}
          path={`${path}/fallback`}
          screen={screen}
          scope={scope}
        />
      ) : null;
    const base = this.context;
    if (!base) return null;
    const c = this.nodeScope(base);
    const slots = node.type === FRAGMENT_TYPE ? FRAGMENT_SLOTS : c.engine.widgets[node.type]?.slots;
    const compiled = compile(node, slots);
    let content: ReactNode;
    if (node.type !== FRAGMENT_TYPE && needsCode(node.type, c.engine.widgets))
      content = <WidgetCode type={node.type} registry={c.engine.widgets} onLoaded={this.codeLoaded} />;
    else if (compiled.storeDeps.length)
      content = <WatchedNode node={node} path={path} compiled={compiled} c={c} />;
    else {
      // A node that reads only local values (an item's fields, constants) never listens to the
      // store: it renders here, without a component of its own.
      try {
        content = renderNode(node, path, compiled, c, c.local);
      } catch (error) {
        content = <Rethrow error={error} />;
      }
    }
    // Only nodes that draw nodes of their own (a list's items, a stack's children, an unknown type's
    // fallback) hand their local values down; a leaf such as an input gets them as props.
    return c === base || (slots && !slots.nodes.length) ? (
      content
    ) : (
      <NodeScopeContext.Provider value={c}>{content}</NodeScopeContext.Provider>
    );
  }
}

/** The node scope at the top of a screen (its body): no local values yet. */
export function screenNodeScope(screen: ScreenContextValue): NodeScope {
  return { ...screen, local: EMPTY_SCOPE };
}

/** One entry of a NodeList: a node with the local values it is rendered with. */
export interface NodeListEntry {
  key: string;
  node: NodeDescriptor;
  /** The node's JSON path in the descriptor (for reports). */
  path: string;
  scope: Scope;
}

/**
 * Draws a group of sibling nodes (a screen's body, a stack's children, a list's items) with one error
 * boundary for the group. While nothing in it has failed, a node's widget is a direct child of the
 * group: a list item is one component, not a boundary and a widget. Once anything in the group fails,
 * every node is drawn inside its own boundary (NodeView): the node that failed shows its fallback and is
 * reported, the others stay (design §10). A node that draws nodes of its own with local values, a
 * fragment, and a node whose widget's code has not come yet are always drawn by NodeView.
 */
abstract class NodeGroup<P> extends PureComponent<P, { failed: boolean }> {
  static override contextType = NodeScopeContext;
  declare context: NodeScope | null;
  declare state: { failed: boolean };
  constructor(props: P) {
    super(props);
    this.state = { failed: false };
  }
  static getDerivedStateFromError() {
    // Reported by the node's own boundary, which meets the failure again when the group draws it.
    return { failed: true };
  }
  /** The group's nodes, drawn with `node` in the node scope above. */
  protected abstract draw(base: NodeScope): ReactNode;
  override render() {
    const base = this.context;
    if (!base) throw new Error('nodes rendered outside a screen');
    return this.draw(base);
  }
  /**
   * One node of the group, with its key, with the local values `local` (the group's, or an item's):
   * in the node scope `c` when the group has one for them (else one is made only if the node needs it).
   */
  protected node(
    base: NodeScope,
    key: string | number,
    node: NodeDescriptor,
    path: string,
    scope: Scope | undefined,
    local: Scope,
    c: NodeScope | null,
  ): ReactNode {
    if (!this.state.failed && node.type !== FRAGMENT_TYPE) {
      const widgets = base.engine.widgets;
      const slots = widgets[node.type]?.slots;
      if (slots && !needsCode(node.type, widgets) && (local === base.local || !slots.nodes.length)) {
        const compiled = compile(node, slots);
        // A leaf that reads only local values renders here, in the group's scope with the item's values.
        return compiled.storeDeps.length ? (
          <WatchedNode
            key={key}
            node={node}
            path={path}
            compiled={compiled}
            c={c ?? withLocal(base, local)}
          />
        ) : (
          renderNode(node, path, compiled, base, local, key)
        );
      }
    }
    return <NodeView key={key} node={node} path={path} screen={base.screen} scope={scope} />;
  }
}

/** Renders a list of nodes (or one node); `scope` adds local values such as `item` for the children. */
export class Nodes extends NodeGroup<{
  nodes: readonly NodeDescriptor[] | NodeDescriptor | null | undefined;
  path: string;
  scope?: Scope;
}> {
  /** The node scope with the group's local values, kept while neither changes (stable for consumers). */
  declare private scoped: { base: NodeScope; scope: Scope; value: NodeScope } | null;
  constructor(props: Nodes['props']) {
    super(props);
    this.scoped = null;
  }
  protected draw(base: NodeScope): ReactNode {
    const { nodes, path, scope } = this.props;
    let c = base;
    if (scope) {
      if (this.scoped?.base !== base || this.scoped.scope !== scope)
        this.scoped = { base, scope, value: scopeWith(base, scope) };
      c = this.scoped.value;
    }
    if (!Array.isArray(nodes))
      return nodes ? this.node(base, 0, nodes as NodeDescriptor, path, scope, c.local, c) : null;
    return nodes.map((n: NodeDescriptor, i) =>
      this.node(base, (n.id as string | undefined) ?? i, n, `${path}/${i}`, scope, c.local, c),
    );
  }
}

/**
 * Renders nodes that each have their own local values (the items of a list): one component for the
 * whole list, each node with its own scope.
 */
export class NodeList extends NodeGroup<{ entries: readonly NodeListEntry[] }> {
  protected draw(base: NodeScope): ReactNode {
    const entries = this.props.entries;
    const drawn: ReactNode[] = [];
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i]!;
      drawn.push(this.node(base, e.key, e.node, e.path, e.scope, withItem(base.local, e.scope), null));
    }
    return drawn;
  }
}
