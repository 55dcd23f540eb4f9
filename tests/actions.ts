/** The app's actions for tests that run them without a browser. */
import { actionRegistry } from '../src/generated/actions';
import type { ActionEntry, ActionRegistry } from '../src/engine/session/action-context';
import { handlerOf } from '../src/engine/session/action-code';

/**
 * The app's action registry with every type's code already loaded: each action runs in the task that
 * starts it, as an eager one does in the app, so a test with fake timers steps through it exactly.
 * (How a type's code loads on demand is tested in src/engine/session/run-actions.test.ts.)
 */
export const loadedActions: ActionRegistry = Object.fromEntries(
  await Promise.all(
    Object.entries(actionRegistry).map(async ([type, entry]): Promise<[string, ActionEntry]> => [
      type,
      { slots: entry.slots, run: await handlerOf(entry) },
    ]),
  ),
);
