/**
 * Draws node plans. Each node has its own error boundary (a crash shows the node's fallback, reported,
 * and leaves its siblings alone); a node that reads the store subscribes through react-redux to the
 * values it reads and re-renders when one of them changes, and only then.
 */
import {
  Component,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { shallowEqual, useSelector } from 'react-redux';
import type { RootState } from '../../store';
import type { Scope } from '../language/expressions';
import { readBoundPath } from '../language/scope';
import { nodeProps } from '../plan/node-props';
import type { NodePlan } from '../plan/plan';
import type { NodeDescriptor } from '../registry';
import { isList, nodeList } from '../load/descriptor-tree';
import { UnknownNode } from './unknown-node';
import { ViewScopeContext, withLocal, type ViewScope } from './view-scope';
import './node-view.css';

interface NodeViewProps {
  plan: NodePlan;
  /** The node's JSON path in its file, for reports. */
  path: string;
  /**
   * Where the node is drawn. The list around it reads the view scope once and hands it down, so a node
   * does not depend on the context itself: a keystroke in one field of a long list then passes over the
   * others without asking each whether the context changed.
   */
  base: ViewScope;
  /** Local values added for this node and what it draws (a list item's `item` and `index`). */
  local?: Scope;
}

/** One node, inside its own error boundary. */
export class NodeView extends Component<NodeViewProps, { failed: boolean }> {
  override state = { failed: false };
  /** The view scope with this node's local values, kept while neither changes (stable for what reads it). */
  private scoped: { base: ViewScope; local: Scope; view: ViewScope } | null = null;
  private codeLoaded = () => this.forceUpdate();

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    const { plan, path, base } = this.props;
    base.engine.config.reporter.warn({
      code: 'node-crashed',
      message: `${plan.type}: ${error.message}`,
      path,
      screen: base.session.screen,
    });
  }

  private viewScope(base: ViewScope): ViewScope {
    const local = this.props.local;
    if (!local) return base;
    if (this.scoped?.base !== base || this.scoped.local !== local)
      this.scoped = { base, local, view: withLocal(base, local) };
    return this.scoped.view;
  }

  override render() {
    const { plan, path, base, local } = this.props;
    if (this.state.failed)
      return plan.fallback ? (
        <NodeView plan={plan.fallback} path={`${path}/fallback`} base={base} local={local} />
      ) : null;
    const view = this.viewScope(base);
    let content: ReactNode;
    if (view.engine.widgetCode.needs(plan.type))
      content = (
        <WidgetCodeLoader
          type={plan.type}
          height={plan.descriptor.height}
          view={view}
          onLoaded={this.codeLoaded}
        />
      );
    else if (plan.storeReads.length) content = <WatchedNode plan={plan} path={path} view={view} />;
    // A node that reads only local values (an item's fields, constants) never listens to the store.
    else content = drawNode({ plan, path, view }, view.session.ports.store.getState());
    // Only a node that draws nodes of its own hands its local values down; a leaf gets them as props.
    return view === base || !plan.drawsNodes ? (
      content
    ) : (
      <ViewScopeContext.Provider value={view}>{content}</ViewScopeContext.Provider>
    );
  }
}

/** A node that reads the store: re-rendered when one of the values it reads changes. */
/** A node plan where it is drawn: its JSON path and its view scope. */
interface PlacedNode {
  plan: NodePlan;
  path: string;
  view: ViewScope;
}

function WatchedNode({ plan, path, view }: PlacedNode) {
  const { session, local } = view;
  const read = useMemo(
    () => (state: RootState) =>
      plan.storeReads.map((at) => readBoundPath(state, { screen: session.screen, local }, at)),
    [plan, session, local],
  );
  useSelector(read, shallowEqual);
  return drawNode({ plan, path, view }, session.ports.store.getState());
}

/** Draws what the node shows in `state` (plan/node-props.ts): its widget, a fragment's nodes, or nothing. */
function drawNode({ plan, path, view }: PlacedNode, state: RootState): ReactNode {
  const { engine, session, local } = view;
  const shown = nodeProps(plan, state, { screen: session.screen, local, app: engine.config.app });
  if (shown.show === 'nothing') return null;
  if (shown.show === 'fragment') return <FragmentView plan={plan} path={path} params={shown.params} />;
  const Widget = plan.known ? engine.widgetCode.component(plan.type) : undefined;
  if (!Widget)
    return (
      <UnknownNode type={plan.type} path={path} screen={session.screen} reporter={engine.config.reporter}>
        {plan.fallback ? <NodeView plan={plan.fallback} path={`${path}/fallback`} base={view} /> : null}
      </UnknownNode>
    );
  return (
    <Widget
      props={shown.props}
      path={path}
      screen={session.screen}
      run={(actions, extra) => session.run(actions, { ...local, ...extra })}
      resolve={(value, extra) => session.resolve(value, { ...local, ...extra })}
      test={(condition, extra) => session.test(condition, { ...local, ...extra })}
      scope={() => session.scope(local)}
    />
  );
}

/** A fragment's nodes, with its parameters as `params`. */
function FragmentView({ plan, path, params }: { plan: NodePlan; path: string; params: unknown }) {
  const base = useContext(ViewScopeContext)!;
  const key = JSON.stringify(params);
  // The same view scope while the parameters' content stays: the nodes inside do not re-render for nothing.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const view = useMemo(() => withLocal(base, { params }), [base, key]);
  return (
    <ViewScopeContext.Provider value={view}>
      <Nodes nodes={nodeList(plan.descriptor.children)} path={`${path}/children`} />
    </ViewScopeContext.Provider>
  );
}

/**
 * Stands in for a node whose widget code has not come yet (a widget drawn only on demand, such as in
 * a modal's content, opened before the browser was idle): loads it, then has the node drawn. A node
 * that declares its height in pixels (an iframe) keeps that place meanwhile, so nothing below it moves
 * when it comes. A failed load goes to the node's error boundary (its fallback, and a report).
 */
function WidgetCodeLoader({
  type,
  height,
  view,
  onLoaded,
}: {
  type: string;
  height: unknown;
  view: ViewScope;
  onLoaded: () => void;
}) {
  const [error, setError] = useState<unknown>(null);
  const code = view.engine.widgetCode;
  useEffect(() => {
    let live = true;
    code.load([type]).then(
      () => live && onLoaded(),
      (failure: unknown) => live && setError(failure ?? new Error(`the code of '${type}' did not load`)),
    );
    return () => {
      live = false;
    };
  }, [type, code, onLoaded]);
  if (error) throw error;
  const spinner = (
    <span className="node-loading" role="status" aria-label={view.engine.language.words.loadingPart} />
  );
  if (typeof height !== 'number' || !(height > 0)) return spinner;
  return (
    <span className="node-loading-place" style={{ height }}>
      {spinner}
    </span>
  );
}

/** Draws a node or a list of nodes (a stack's children, a modal's content) where it stands. */
export function Nodes({
  nodes,
  path,
  sliced = false,
}: {
  nodes: NodeDescriptor | readonly NodeDescriptor[] | null | undefined;
  path: string;
  /**
   * Each node a Suspense boundary of its own (a screen's body): React hydrates a page the server drew
   * one boundary at a time, giving the browser back its main thread in between, and hydrates first
   * the one a tap lands on. Nothing here suspends, so a page drawn in the browser looks the same.
   */
  sliced?: boolean;
}) {
  const view = useContext(ViewScopeContext);
  if (!view) throw new Error('nodes rendered outside a screen');
  if (!nodes) return null;
  if (!isList(nodes)) return <NodeView plan={view.planner.plan(nodes)} path={path} base={view} />;
  return nodes.map((node: NodeDescriptor, index) => {
    const key = (node.id as string | undefined) ?? index;
    const drawn = (
      <NodeView
        key={sliced ? undefined : key}
        plan={view.planner.plan(node)}
        path={`${path}/${index}`}
        base={view}
      />
    );
    return sliced ? (
      <Suspense key={key} fallback={null}>
        {drawn}
      </Suspense>
    ) : (
      drawn
    );
  });
}

/** One entry of a NodeList: a node with the local values it is drawn with. */
export interface NodeListEntry {
  key: string;
  node: NodeDescriptor;
  /** The node's JSON path in the descriptor (for reports). */
  path: string;
  local: Scope;
}

/** Draws nodes that each have their own local values (the items of a list). */
export function NodeList({ entries }: { entries: readonly NodeListEntry[] }) {
  const view = useContext(ViewScopeContext);
  if (!view) throw new Error('nodes rendered outside a screen');
  return entries.map((entry) => (
    <NodeView
      key={entry.key}
      plan={view.planner.plan(entry.node)}
      path={entry.path}
      base={view}
      local={entry.local}
    />
  ));
}
