/** Checks a whole screen descriptor node by node (loaded only when a descriptor is checked on the phone). */
import { ScreenLoadError } from './screen-load-error';
import type { ScreenDescriptor } from '../../schema/screen';
import { Checker, type CheckContext, type Problem } from './validate';

/** Checks a screen descriptor (with its fragments already attached); throws when the screen itself is unusable. */
export function checkScreen(
  raw: unknown,
  ctx: CheckContext,
): { screen: ScreenDescriptor; problems: Problem[] } {
  const checker = new Checker(ctx);
  // The shell is checked without its body's nodes: a broken node (no type, not an object) is the
  // node's problem, dropped or replaced by its fallback below, never the whole screen's.
  const body = raw && typeof raw === 'object' ? (raw as { body?: unknown }).body : undefined;
  const shell = Array.isArray(body) ? { ...(raw as object), body: [] } : raw;
  if (!checker.top('screen', shell))
    throw new ScreenLoadError('the screen descriptor is invalid', checker.problems);
  const d = raw as ScreenDescriptor;
  const screen: ScreenDescriptor = {
    ...d,
    body: checker.nodes(d.body, '/body'),
    onEnter: d.onEnter ? checker.actions(d.onEnter, '/onEnter') : undefined,
    onReady: d.onReady ? checker.actions(d.onReady, '/onReady') : undefined,
    onBack: d.onBack ? checker.actions(d.onBack, '/onBack') : undefined,
    sources: d.sources?.map((s, i) => ({
      ...s,
      onSuccess: s.onSuccess ? checker.actions(s.onSuccess, `/sources/${i}/onSuccess`) : undefined,
      onError: s.onError ? checker.actions(s.onError, `/sources/${i}/onError`) : undefined,
    })),
  };
  return { screen, problems: checker.problems };
}
