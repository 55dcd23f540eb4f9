/**
 * Renders one node: reads only the state its bindings depend on (so typing in one field
 * re-renders only what shows that field), evaluates `visible`, resolves props, and isolates
 * failures behind a per-node error boundary that renders the node's fallback.
 */
import {
  Fragment,
  PureComponent,
  useContext,
  useMemo,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useStore } from 'react-redux';
import { test } from './conditions';
import { collectPaths, resolveValue, type Scope } from './expressions';
import { EngineContext, useEngine, type Engine } from './engine-context';
import type { NodeDescriptor, SlotMeta, WidgetRenderProps } from './registry';
import { runActions, type RunnerEnv } from './run-actions';
import { buildScope, STORE_ROOTS } from './scope';
import { useStoreDependencies } from './store-watch';
import { LocalScopeContext, useScreenContext } from './screen-context';
import { FRAGMENT_SLOTS, FRAGMENT_TYPE } from './validate';
import type { Condition } from './schema/base';
import type { AppStore, RootState } from '../store';

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
    [...types].map(async (type) => {
      const entry = registry[type];
      if (!entry || loaded.has(type)) return;
      const mod = await entry.load();
      loaded.set(type, mod.default as AnyWidget);
    }),
  );
}

interface Compiled {
  deps: string[][];
  /** The dependencies read from the store (not from local values such as `item`): what the node watches. */
  storeDeps: string[][];
  resolvable: string[];
  conditions: string[];
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
  const compiled = { deps, storeDeps, resolvable, conditions };
  compiledCache.set(node, compiled);
  return compiled;
}

function FragmentView({ node, path }: { node: NodeDescriptor; path: string }) {
  const local = useContext(LocalScopeContext);
  const { screen } = useScreenContext();
  const engine = useEngine();
  const store = useStore<RootState>();
  const params = resolveValue(
    node.with ?? {},
    buildScope(store.getState(), screen, { app: engine.app, ...local }),
  );
  const key = JSON.stringify(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const scope = useMemo(() => ({ ...local, params }), [local, key]);
  return (
    <LocalScopeContext.Provider value={scope}>
      <Nodes nodes={node.children as NodeDescriptor[]} path={`${path}/children`} />
    </LocalScopeContext.Provider>
  );
}

interface NodeContext {
  engine: Engine;
  screen: string;
  env: RunnerEnv;
  local: Scope;
  localWithApp: Scope;
  store: AppStore;
}

function useNodeContext(): NodeContext {
  const engine = useEngine();
  const { screen, env } = useScreenContext();
  const local = useContext(LocalScopeContext);
  const store = useStore<RootState>() as AppStore;
  const localWithApp = useMemo(() => ({ app: engine.app, ...local }), [engine.app, local]);
  return { engine, screen, env, local, localWithApp, store };
}

/** Renders a node from the current store state (no hooks: both node components below call it). */
function renderNode(node: NodeDescriptor, path: string, compiled: Compiled, c: NodeContext): ReactNode {
  const { engine, screen, env, local, localWithApp, store } = c;
  const scope = buildScope(store.getState(), screen, localWithApp);
  if (node.visible !== undefined && !test(node.visible as Condition, scope)) return null;
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
  const props: Record<string, unknown> = {};
  for (const k of Object.keys(node)) if (k !== 'type') props[k] = node[k];
  for (const k of compiled.resolvable) props[k] = resolveValue(node[k], scope);
  for (const k of compiled.conditions) props[k] = test(node[k] as Condition, scope);
  const fresh = (extra?: Scope) => buildScope(store.getState(), screen, { ...localWithApp, ...extra });
  return (
    <Widget
      props={props}
      node={node}
      path={path}
      screen={screen}
      run={(actions, extra) => runActions(env, actions, { ...local, ...extra })}
      resolve={(value, extra) => resolveValue(value, fresh(extra))}
      test={(condition, extra) => test(condition as Condition, fresh(extra))}
    />
  );
}

interface NodeProps {
  node: NodeDescriptor;
  path: string;
  compiled: Compiled;
}

/** A node that reads only local values (an item's fields, constants): it never listens to the store. */
function PlainNode({ node, path, compiled }: NodeProps) {
  return renderNode(node, path, compiled, useNodeContext());
}

/** A node that reads the store: re-rendered when one of the values it reads changes, and only then. */
function WatchedNode({ node, path, compiled }: NodeProps) {
  const c = useNodeContext();
  useStoreDependencies(c.engine.watch, c.store, c.screen, c.localWithApp, compiled.storeDeps);
  return renderNode(node, path, compiled, c);
}

/**
 * One node of the tree: re-rendered only when its descriptor or path changes (or what it reads),
 * and isolated by its own error boundary, which shows the node's fallback when it crashes.
 */
export class NodeView extends PureComponent<
  { node: NodeDescriptor; path: string; screen: string },
  { failed: boolean }
> {
  static override contextType = EngineContext;
  declare context: Engine | null;
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, _info: ErrorInfo) {
    const { node, path, screen } = this.props;
    this.context?.reporter.warn({
      code: 'node-crashed',
      message: `${node.type}: ${error.message}`,
      path,
      screen,
    });
  }
  override render() {
    const { node, path, screen } = this.props;
    if (this.state.failed)
      return node.fallback ? (
        <NodeView node={node.fallback as NodeDescriptor} path={`${path}/fallback`} screen={screen} />
      ) : null;
    const compiled = compile(
      node,
      node.type === FRAGMENT_TYPE ? FRAGMENT_SLOTS : this.context?.widgets[node.type]?.slots,
    );
    return compiled.storeDeps.length ? (
      <WatchedNode node={node} path={path} compiled={compiled} />
    ) : (
      <PlainNode node={node} path={path} compiled={compiled} />
    );
  }
}

/** Renders a list of nodes (or one node); `scope` adds local values such as `item` for the children. */
export function Nodes(props: {
  nodes: readonly NodeDescriptor[] | NodeDescriptor | null | undefined;
  path: string;
  scope?: Scope;
}) {
  const parent = useContext(LocalScopeContext);
  const { screen } = useScreenContext();
  const scope = props.scope;
  const merged = useMemo(() => (scope ? { ...parent, ...scope } : parent), [parent, scope]);
  const list = Array.isArray(props.nodes) ? props.nodes : props.nodes ? [props.nodes as NodeDescriptor] : [];
  const inner = list.map((n, i) => (
    <NodeView
      key={(n.id as string | undefined) ?? i}
      node={n}
      path={Array.isArray(props.nodes) ? `${props.path}/${i}` : props.path}
      screen={screen}
    />
  ));
  if (!scope) return <Fragment>{inner}</Fragment>;
  return <LocalScopeContext.Provider value={merged}>{inner}</LocalScopeContext.Provider>;
}
