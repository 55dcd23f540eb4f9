/**
 * The code of action types. An eager action's handler came with the app; another's loads when a screen
 * first runs it, or before, when the screen warms up the actions its taps run. The module system keeps
 * what was loaded: a second run of the same type waits for nothing.
 */
import type { ActionEntry, ActionHandler, ActionRegistry } from './action-context';

/**
 * The action type's handler: at once where it came with the app (the action then runs in the same task
 * as the tap), else once its code is here (a failed load rejects; the next run tries again).
 */
export function handlerOf(entry: ActionEntry): ActionHandler | Promise<ActionHandler> {
  if (entry.run) return entry.run as ActionHandler;
  return entry.load!().then((module) => module.default as ActionHandler);
}

/** Loads the code of the given action types that did not come with the app; a failure is left for the run to meet. */
export async function warmActions(registry: ActionRegistry, types: Iterable<string>): Promise<void> {
  const loads = [...types].flatMap((type) => {
    const entry = registry[type];
    return entry?.load ? [entry.load().catch(() => undefined)] : [];
  });
  await Promise.all(loads);
}
