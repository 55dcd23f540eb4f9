/** The scope bindings read from: roots query, session, state, form, data, flow, app, plus local values. */
import type { RootState } from '../../store';
import { readPath, type Scope } from './expressions';

export const STORE_ROOTS = ['query', 'session', 'state', 'form', 'data', 'flow'] as const;
export const LOCAL_ROOTS = ['item', 'index', 'event', 'result', 'error', 'params', 'app'] as const;
export const ALL_ROOTS: readonly string[] = [...STORE_ROOTS, ...LOCAL_ROOTS];

/** No values: the local scope of a node outside any list or fragment, and the scope of what reads nothing. */
export const EMPTY_SCOPE: Scope = Object.freeze({});

/** Where bindings are read: a screen, the local values around them (`item`, `params`), and `app`. */
export interface ScopePlace {
  screen: string;
  local?: Scope;
  /** The app's settings (app.json), read as `app.<key>`. */
  app?: unknown;
}

/**
 * Builds the scope of a screen from the store (cheap: it only references the slices), with `app` when
 * given and the local values (`item`, `params`, `event`, ...).
 */
export function buildScope(state: RootState, { screen, local = EMPTY_SCOPE, app }: ScopePlace): Scope {
  const slot = state.screens[screen];
  const scope: Record<string, unknown> = {
    query: state.route.query,
    session: state.route.session,
    state: slot?.state ?? EMPTY_SCOPE,
    form: state.forms[screen]?.values ?? EMPTY_SCOPE,
    data: slot?.data ?? EMPTY_SCOPE,
    flow: state.flow,
  };
  if (app !== undefined) scope.app = app;
  return Object.assign(scope, local);
}

/** Reads one path a binding reads (`form.email`, `item.code`) from the local values or the store. */
export function readBoundPath(
  state: RootState,
  { screen, local = EMPTY_SCOPE }: ScopePlace,
  path: readonly string[],
): unknown {
  const [root] = path;
  if (root && root in local) return readPath(local, path);
  switch (root) {
    case 'query':
      return readPath(state.route.query, path.slice(1));
    case 'session':
      return readPath(state.route.session, path.slice(1));
    case 'state':
      return readPath(state.screens[screen]?.state, path.slice(1));
    case 'form':
      return readPath(state.forms[screen]?.values, path.slice(1));
    case 'data':
      return readPath(state.screens[screen]?.data, path.slice(1));
    case 'flow':
      return readPath(state.flow, path.slice(1));
    default:
      return undefined;
  }
}
