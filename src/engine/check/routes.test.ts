/** The routes table against the screens there are. */
import { describe, expect, it } from 'vitest';
import { routeTableProblems } from './routes';

describe('routeTableProblems', () => {
  it('names a missing not-found screen, a route to a screen not written yet, and a hidden route', () => {
    const routes = {
      notFound: 'not-fond',
      routes: [
        { path: '/', screen: 'home' },
        { path: '/help', screen: 'hepl' },
        { path: '/', hash: '/more', screen: 'home' },
      ],
    };
    expect(routeTableProblems(routes, { ids: ['home', 'help', 'not-found'], folder: 'configs' })).toEqual([
      {
        level: 'error',
        path: '/notFound',
        message:
          "names the screen 'not-fond', which is not in configs (did you mean 'not-found'?): name an existing screen",
      },
      {
        level: 'warning',
        path: '/routes/1/screen',
        message:
          "shows the screen 'hepl', which does not exist yet (did you mean 'help'?): the path shows the not-found screen until hepl.json exists",
      },
      {
        level: 'warning',
        path: '/routes/2',
        message:
          'is never matched: route 1 (/) comes first and matches the same locations; move this route above it',
      },
    ]);
  });

  it('passes a table whose routes all show screens and can all match', () => {
    const routes = {
      notFound: 'home',
      routes: [
        { path: '/', hash: '/more', screen: 'home' },
        { path: '/', screen: 'home' },
      ],
    };
    expect(routeTableProblems(routes, { ids: ['home'], folder: 'configs' })).toEqual([]);
  });
});
