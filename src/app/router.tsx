/**
 * The app's routes for react-router, from screen-configs/routes.json: one route per path (in the
 * file's order) and a catch-all, each showing the screen that `matchRoute` picks for the location's
 * path, hash and query; an unknown path shows the not-found screen.
 *
 * No route is `lazy`: react-router resolves lazy routes before it renders the first screen, which
 * would blank the screen a route page drew before the app started, and a screen's own code
 * (descriptor, widgets) is already loaded lazily by ScreenHost.
 */
import { useLayoutEffect, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, type RouteObject } from 'react-router-dom';
import { ScreenHost } from '../engine/view/screen-host';
import type { RoutesDescriptor } from '../engine/schema/screen';
import { actions } from '../store';
import { matchRoute } from './route-match';

export interface RoutedScreenProps {
  routes: RoutesDescriptor;
  known: (id: string) => boolean;
}

/** The screen of the router's location; the store hears of the location before the screen reads it. */
export function RoutedScreen({ routes, known }: RoutedScreenProps) {
  const location = useLocation();
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
  // A new address (path, query or hash) mounts a fresh screen, even when the screen id stays the same.
  return (
    <ScreenHost
      key={`${match.screen}|${location.pathname}|${location.search}|${location.hash}`}
      screenId={match.screen}
    />
  );
}

/** The react-router routes of `routes` (pass them to createBrowserRouter or createMemoryRouter). */
export function appRoutes(routes: RoutesDescriptor, known: (id: string) => boolean): RouteObject[] {
  const element = <RoutedScreen routes={routes} known={known} />;
  const paths = [...new Set(routes.routes.map((route) => route.path))];
  return [
    // routes.json's paths are matched as written: `/LOANDETAIL` is not `/loanDetail`.
    ...paths.map((path) => ({ path, caseSensitive: true, element })),
    { path: '*', element },
  ];
}
