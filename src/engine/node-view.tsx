/**
 * Renders one node: reads only the state its bindings depend on (so typing in one field
 * re-renders only what shows that field), evaluates `visible`, resolves props, and isolates
 * failures behind a per-node error boundary that renders the node's fallback.
 */
import {
  Component,
  Fragment,
  memo,
  useContext,
  useMemo,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useStore } from 'react-redux';
import { test } from './conditions';
import { collectPaths, resolveValue, type Scope } from './expressions';
import { useEngine } from './engine-context';
import type { NodeDescriptor, SlotMeta, WidgetRenderProps } from './registry';
import { runActions } from './run-actions';
import { buildScope } from './scope';
import { useStoreDependencies } from './store-watch';
import { LocalScopeContext, useScreenContext } from './screen-context';
import { FRAGMENT_SLOTS, FRAGMENT_TYPE } from './validate';
import type { Condition } from './schema/base';
import type { RootState } from '../store';

type AnyWidget = ComponentType<WidgetRenderProps<Record<string, unknown>>>;

const loaded = new Map<string, AnyWidget>();

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
  resolvable: string[];
  conditions: string[];
}

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
  const compiled = { deps: [...paths].map((p) => p.split('.')), resolvable, conditions };
  compiledCache.set(node, compiled);
  return compiled;
}

class NodeBoundary extends Component<
  { fallback: ReactNode; onError: (e: Error) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
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

function NodeViewInner({ node, path }: { node: NodeDescriptor; path: string }) {
  const engine = useEngine();
  const { screen, env } = useScreenContext();
  const local = useContext(LocalScopeContext);
  const store = useStore<RootState>();
  const entry = engine.widgets[node.type];
  const compiled = compile(node, node.type === FRAGMENT_TYPE ? FRAGMENT_SLOTS : entry?.slots);
  const localWithApp = useMemo(() => ({ app: engine.app, ...local }), [engine.app, local]);
  useStoreDependencies(engine.watch, store, screen, localWithApp, compiled.deps);
  const scope = buildScope(store.getState(), screen, localWithApp);

  if (node.type === FRAGMENT_TYPE) {
    if (node.visible !== undefined && !test(node.visible as Condition, scope)) return null;
    return <FragmentView node={node} path={path} />;
  }
  if (node.visible !== undefined && !test(node.visible as Condition, scope)) return null;
  const Widget = loaded.get(node.type);
  if (!entry || !Widget) {
    engine.reporter.warn({
      code: 'widget-not-loaded',
      message: `widget '${node.type}' is not available`,
      path,
      screen,
    });
    return node.fallback ? (
      <NodeView node={node.fallback as NodeDescriptor} path={`${path}/fallback`} />
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

/** One node of the tree, isolated by its own error boundary. */
export const NodeView = memo(function NodeView({ node, path }: { node: NodeDescriptor; path: string }) {
  const engine = useEngine();
  const { screen } = useScreenContext();
  const fallback = node.fallback ? (
    <NodeView node={node.fallback as NodeDescriptor} path={`${path}/fallback`} />
  ) : null;
  return (
    <NodeBoundary
      fallback={fallback}
      onError={(e) =>
        engine.reporter.warn({ code: 'node-crashed', message: `${node.type}: ${e.message}`, path, screen })
      }
    >
      <NodeViewInner node={node} path={path} />
    </NodeBoundary>
  );
});

/** Renders a list of nodes (or one node); `scope` adds local values such as `item` for the children. */
export function Nodes(props: {
  nodes: readonly NodeDescriptor[] | NodeDescriptor | null | undefined;
  path: string;
  scope?: Scope;
}) {
  const parent = useContext(LocalScopeContext);
  const scope = props.scope;
  const merged = useMemo(() => (scope ? { ...parent, ...scope } : parent), [parent, scope]);
  const list = Array.isArray(props.nodes) ? props.nodes : props.nodes ? [props.nodes as NodeDescriptor] : [];
  const inner = list.map((n, i) => (
    <NodeView
      key={(n.id as string | undefined) ?? i}
      node={n}
      path={Array.isArray(props.nodes) ? `${props.path}/${i}` : props.path}
    />
  ));
  if (!scope) return <Fragment>{inner}</Fragment>;
  return <LocalScopeContext.Provider value={merged}>{inner}</LocalScopeContext.Provider>;
}
