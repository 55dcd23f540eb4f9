/**
 * The routes table against the screens there are: the not-found screen exists, each route's screen
 * exists (a warning until it does), and no route is hidden by an earlier one (first match wins).
 */
import { didYouMean } from '../language/suggest';
import type { RoutesDescriptor } from '../../schema/screen';
import type { CheckProblem } from './problem';

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Problems of a routes table (already valid against its schema); `folder` names where the screens are. */
export function routeTableProblems(
  routes: RoutesDescriptor,
  screens: { ids: readonly string[]; folder: string },
): CheckProblem[] {
  const out: CheckProblem[] = [];
  const { ids } = screens;
  if (!ids.includes(routes.notFound))
    out.push({
      level: 'error',
      path: '/notFound',
      message: `names the screen '${routes.notFound}', which is not in ${screens.folder}${didYouMean(routes.notFound, ids)}: name an existing screen`,
    });
  routes.routes.forEach((r, i) => {
    if (!ids.includes(r.screen))
      out.push({
        level: 'warning',
        path: `/routes/${i}/screen`,
        message: `shows the screen '${r.screen}', which does not exist yet${didYouMean(r.screen, ids)}: the path shows the not-found screen until ${r.screen}.json exists`,
      });
    // First match wins: an earlier route with the same path and no hash (or the same hash) hides this one.
    const earlier = routes.routes
      .slice(0, i)
      .findIndex(
        (e) =>
          trim(e.path) === trim(r.path) &&
          (e.hash === undefined || (r.hash !== undefined && trim(e.hash) === trim(r.hash))),
      );
    const first = routes.routes[earlier];
    if (first)
      out.push({
        level: 'warning',
        path: `/routes/${i}`,
        message: `is never matched: route ${earlier + 1} (${first.path}${first.hash ? `#${first.hash}` : ''}) comes first and matches the same locations; move this route above it`,
      });
  });
  return out;
}
