/** Routes from screen-configs/routes.json: the first match wins; an unknown path shows the not-found screen. */
import { createContext, useContext, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { ScreenHost } from '../engine/screen-host';
import type { RoutesDescriptor } from '../engine/schema/screen';
import { actions } from '../store';
import type { AppHistory, AppLocation } from './history';

export interface RouteMatch {
  screen: string;
  query: Record<string, string>;
  hashPath: string;
}

function trimSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/** Finds the screen for a location; `hash` may carry its own query (#/addnormalcard?order=1). */
export function matchRoute(
  routes: RoutesDescriptor,
  pathname: string,
  search: string,
  hash: string,
  known: (id: string) => boolean,
): RouteMatch {
  const [hashPath = '', hashQuery = ''] = hash.replace(/^#/, '').split('?');
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) query[k] = v;
  for (const [k, v] of new URLSearchParams(hashQuery)) query[k] = v;
  const path = trimSlash(pathname || '/');
  const hit = routes.routes.find(
    (r) =>
      trimSlash(r.path) === path &&
      (r.hash === undefined || trimSlash(r.hash) === trimSlash(hashPath || '/')),
  );
  const screen = hit && known(hit.screen) ? hit.screen : routes.notFound;
  return { screen, query, hashPath };
}

/** The app's history (src/app/history.ts), provided once by the app, a test or the preview. */
export const HistoryContext = createContext<AppHistory | null>(null);

export function useAppHistory(): AppHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useAppHistory needs a HistoryContext provider');
  return history;
}

/** The current location; the component renders again when it changes. */
export function useAppLocation(): AppLocation {
  const history = useAppHistory();
  return useSyncExternalStore(history.listen, () => history.location);
}

export function RouteSwitch({ routes, known }: { routes: RoutesDescriptor; known: (id: string) => boolean }) {
  const location = useAppLocation();
  const dispatch = useDispatch();
  const match = useMemo(
    () => matchRoute(routes, location.pathname, location.search, location.hash, known),
    [routes, known, location.pathname, location.search, location.hash],
  );
  useLayoutEffect(() => {
    dispatch(
      actions.route.routeChanged({ path: location.pathname, hash: match.hashPath, query: match.query }),
    );
  }, [dispatch, location.pathname, match]);
  return (
    <ScreenHost
      key={`${match.screen}|${location.pathname}|${location.search}|${location.hash}`}
      screenId={match.screen}
    />
  );
}
