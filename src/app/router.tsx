/**
 * The app's routes for react-router, from screen-configs/routes.json: one route per path (in the
 * file's order) and a catch-all, each showing the screen that `matchRoute` picks for the location's
 * path, hash and query; an unknown path shows the not-found screen.
 *
 * The routes are declared (BrowserRouter, MemoryRouter), not a data router: the data router's
 * loaders, actions and lazy routes would double what the first route loads in react-router's code
 * (about 18 kB gzip more) for nothing this app uses, and a screen's own code (descriptor, widgets)
 * is already loaded lazily by ScreenHost.
 */
import { useLayoutEffect, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ScreenHost } from '../engine/view/screen-host';
import type { RoutesDescriptor } from '../schema/screen';
import { actions } from '../store';
import { matchRoute } from './route-match';

export interface RoutedScreenProps {
  routes: RoutesDescriptor;
  known: (id: string) => boolean;
}

/** The screen of the router's location; the store hears of the location before the screen reads it. */
export function RoutedScreen({ routes, known }: RoutedScreenProps) {
  const { pathname, search, hash } = useLocation();
  const dispatch = useDispatch();
  const match = useMemo(
    () => matchRoute(routes, { pathname, search, hash }, known),
    [routes, known, pathname, search, hash],
  );
  useLayoutEffect(() => {
    dispatch(actions.route.routeChanged({ path: pathname, hash: match.hashPath, query: match.query }));
  }, [dispatch, pathname, match]);
  // A new address (path, query or hash) mounts a fresh screen, even when the screen id stays the same.
  return <ScreenHost key={`${match.screen}|${pathname}|${search}|${hash}`} screenId={match.screen} />;
}

/** The react-router routes of `routes`. */
export function appRoutes(routes: RoutesDescriptor, known: (id: string) => boolean): RouteObject[] {
  const element = <RoutedScreen routes={routes} known={known} />;
  const paths = [...new Set(routes.routes.map((route) => route.path))];
  return [
    // routes.json's paths are matched as written: `/LOANDETAIL` is not `/loanDetail`.
    ...paths.map((path) => ({ path, caseSensitive: true, element })),
    { path: '*', element },
  ];
}

/** The screen of the current location, by the routes of `routes` (inside a BrowserRouter or MemoryRouter). */
export function AppRoutes({ routes, known }: RoutedScreenProps) {
  return useRoutes(useMemo(() => appRoutes(routes, known), [routes, known]));
}
