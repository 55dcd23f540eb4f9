/** The scope bindings read from: roots query, session, state, form, data, flow, app, plus local values. */
import type { RootState } from '../../store';
import { readPath, type Scope } from './expressions';

export const STORE_ROOTS = ['query', 'session', 'state', 'form', 'data', 'flow'] as const;
export const LOCAL_ROOTS = ['item', 'index', 'event', 'result', 'error', 'params', 'app'] as const;
export const ALL_ROOTS: readonly string[] = [...STORE_ROOTS, ...LOCAL_ROOTS];

/** No values: the local scope of a node outside any list or fragment, and the scope of what reads nothing. */
export const EMPTY_SCOPE: Scope = Object.freeze({});

/**
 * Builds the scope of a screen from the store (cheap: it only references the slices), with `app` (the
 * app's settings) when given and the local values (`item`, `params`, `event`, ...).
 */
export function buildScope(
  state: RootState,
  screen: string,
  local: Scope = EMPTY_SCOPE,
  app?: unknown,
): Scope {
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

/** Reads one dotted dependency path from the store or the local scope. */
export function readDependency(
  state: RootState,
  screen: string,
  local: Scope,
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
