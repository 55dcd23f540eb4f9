/** Routes from screen-configs/routes.json: the first match wins; an unknown path shows the not-found screen. */
import { createContext, useContext, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { ScreenHost } from '../engine/view/screen-host';
import type { RoutesDescriptor } from '../engine/schema/screen';
import { actions } from '../store';
import type { AppHistory, AppLocation } from './history';
import { matchRoute } from './route-match';

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
