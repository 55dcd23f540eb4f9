/** Which screen a location shows (screen-configs/routes.json): the first match wins, else not-found. */
// Kept beside react-router: its routes match a pathname only, while a route here is path + hash, and
// boot-calls.ts must match an address before (and without) the router's code.
import { readQuery } from '../api/url-gate';
import type { RoutesDescriptor } from '../schema/screen';

/** The parts of an address a route is matched on (a URL, a router's location, the page's). */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface RouteMatch {
  screen: string;
  query: Record<string, string>;
  hashPath: string;
  /** The declared route that matched, as routes.json writes it (`/payWay#/addnormalcard`); none: not found. */
  route?: string;
}

function trimSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/** Finds the screen for a location; `hash` may carry its own query (#/addnormalcard?order=1). */
export function matchRoute(
  routes: RoutesDescriptor,
  { pathname, search, hash }: RouteLocation,
  known: (id: string) => boolean,
): RouteMatch {
  const [hashPath = '', hashQuery = ''] = hash.replace(/^#/, '').split('?');
  // A key given twice keeps its first value; a hash route's own query adds to the page's and wins.
  const query = readQuery(search);
  for (const [k, v] of Object.entries(readQuery(hashQuery)))
    Object.defineProperty(query, k, { value: v, enumerable: true, writable: true, configurable: true });
  const path = trimSlash(pathname || '/');
  const hit = routes.routes.find(
    (r) =>
      trimSlash(r.path) === path &&
      (r.hash === undefined || trimSlash(r.hash) === trimSlash(hashPath || '/')),
  );
  if (!hit || !known(hit.screen)) return { screen: routes.notFound, query, hashPath };
  return {
    screen: hit.screen,
    query,
    hashPath,
    route: `${hit.path}${hit.hash !== undefined ? `#${hit.hash}` : ''}`,
  };
}
