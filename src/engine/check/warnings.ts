/**
 * The warnings pass: what does no harm yet but is likely a mistake — declared state nothing reads,
 * and screens no route shows.
 */
import type { RoutesDescriptor } from '../../schema/screen';
import type { CheckProblem } from './problem';
import { isObject, pointerKey } from './json';
import type { ScreenScans } from './bindings';

/** Declared state nothing reads (a widget bound to it reads it) is left over. */
export function unusedStateWarnings(screen: unknown, scans: ScreenScans): CheckProblem[] {
  const declared = isObject(screen) && isObject(screen.state) ? Object.keys(screen.state) : [];
  const read = new Set(
    scans.flatMap(({ scan: s }) => s.reads.filter((r) => r.root === 'state' && r.key).map((r) => r.key!)),
  );
  return declared
    .filter((k) => !read.has(k))
    .map((k) => ({
      level: 'warning' as const,
      path: `/state/${pointerKey(k)}`,
      message: `declares state.${k} but never reads it: remove it, or use it in a binding or a widget's "bind"`,
    }));
}

/**
 * Screens no route shows cannot be opened: navigation goes through routes (the not-found screen
 * excepted). Each warning is for the screen it names.
 */
export function unreachableScreens(
  screenIds: readonly string[],
  routes: RoutesDescriptor,
): { screen: string; problem: CheckProblem }[] {
  const shown = new Set([routes.notFound, ...routes.routes.map((r) => r.screen)]);
  return screenIds
    .filter((id) => !shown.has(id))
    .map((id) => ({
      screen: id,
      problem: {
        level: 'warning',
        path: '',
        message: `is shown by no route in routes.json, so no link, navigation or deep link can open it: add a route {"path": "/…", "screen": "${id}"} or remove the file`,
      },
    }));
}
