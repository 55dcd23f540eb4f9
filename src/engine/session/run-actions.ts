/**
 * The one action runner: runs an action list one action after another, each action by its type's handler from the
 * registry (no central switch), with its bindings resolved and its onSuccess / onError branches.
 */
import { selectUploadHold } from '../../store';
import { collectPaths, type Scope } from '../language/expressions';
import type { Language } from '../language/language';
import { actionList, INVALID_ACTION } from '../load/descriptor-tree';
import type { ActionDescriptor, SlotMeta } from '../registry';
import type { ActionOutcome } from './action-context';
import { handlerOf } from './action-code';
import type { RunningSession } from './running-session';

/** Keys every action keeps as written: its condition and its branches. */
const ALWAYS_AS_WRITTEN = ['when', 'onSuccess', 'onError'];

/** The action's values with bindings resolved, except what its type takes as written (actions, conditions, raw). */
function resolveAction(
  action: ActionDescriptor,
  slots: SlotMeta,
  scope: Scope,
  language: Language,
): ActionDescriptor {
  const asWritten = new Set([...ALWAYS_AS_WRITTEN, ...slots.actions, ...slots.conditions, ...slots.raw]);
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(action))
    resolved[key] = key === 'type' || asWritten.has(key) ? value : language.resolveField(action, key, scope);
  return resolved as ActionDescriptor;
}

/**
 * The store paths an action reads itself (its bindings and conditions, `when` included; not its
 * branches or nested lists, which are looked at when they run), as segments.
 */
function pathsReadBy(action: ActionDescriptor, slots: SlotMeta): string[][] {
  const lists = new Set(['type', 'onSuccess', 'onError', ...slots.actions]);
  const paths = new Set<string>();
  for (const [key, value] of Object.entries(action)) if (!lists.has(key)) collectPaths(value, paths);
  return [...paths].map((path) => path.split('.'));
}

/**
 * What an action would drop if it ran now: the message when it reads a target an upload still fills
 * or one that failed (the complaint's pictures while one is on its way), else undefined.
 */
function uploadHoldMessage(session: RunningSession, action: ActionDescriptor, slots: SlotMeta) {
  const state = session.ports.store.getState();
  if (!state.uploads[session.screen]) return undefined;
  const hold = selectUploadHold(state, session.screen, pathsReadBy(action, slots));
  const { words } = session.ports.language;
  return hold === 'pending' ? words.uploadPending : hold === 'failed' ? words.uploadFailed : undefined;
}

/** Runs an action list; resolves true when every action succeeded (a failed action stops the list). */
export async function runActions(
  session: RunningSession,
  list: readonly ActionDescriptor[] | undefined,
  extra: Scope,
): Promise<boolean> {
  for (const action of list ?? []) {
    if (session.ended) return false;
    if (!(await runAction(session, action, extra))) return false;
  }
  return true;
}

async function runAction(session: RunningSession, action: ActionDescriptor, extra: Scope): Promise<boolean> {
  const { reporter, actions: registry, language } = session.ports;
  const screen = session.screen;
  if (action.type === INVALID_ACTION) {
    const message = String(action.message ?? 'invalid action');
    reporter.warn({ code: 'invalid-action', message, path: String(action.path ?? ''), screen });
    return false;
  }
  const entry = registry[action.type];
  if (!entry) {
    reporter.warn({ code: 'unknown-action', message: `unknown action type '${action.type}'`, screen });
    return false;
  }
  // Nothing chosen is dropped: an action that would send what an upload has not delivered does not run.
  const held = uploadHoldMessage(session, action, entry.slots);
  if (held !== undefined) {
    const onError = actionList(action.onError);
    if (onError)
      await runActions(session, onError, { ...extra, error: { failure: 'upload', message: held } });
    else session.ports.ui.toast(held, { duration: 3000 });
    return false;
  }
  if (action.when !== undefined && !language.test(action.when, session.actionContext(extra).scope))
    return true;
  let outcome: ActionOutcome;
  try {
    let handler = handlerOf(entry);
    if (handler instanceof Promise) {
      handler = await handler.catch((error: unknown) => {
        // Its code could not be fetched (offline, a slow network that gave up): say so, as a failed call does.
        session.ports.ui.toast(language.words.error, { duration: 2000 });
        throw error;
      });
      if (session.ended) return false;
    }
    // Made after the code came: the action reads the screen's values as they are when it runs.
    const context = session.actionContext(extra);
    outcome = await handler(resolveAction(action, entry.slots, context.scope, language), context);
  } catch (error) {
    const message = `${action.type}: ${(error as Error)?.message ?? String(error)}`;
    reporter.warn({ code: 'action-failed', message, screen });
    outcome = { ok: false, error: { message: session.ports.language.words.error } };
  }
  if (session.ended) return false;
  if (outcome.ok) {
    const next = actionList(action.onSuccess);
    return next ? runActions(session, next, { ...extra, result: outcome.result }) : true;
  }
  const onError = actionList(action.onError);
  if (onError) await runActions(session, onError, { ...extra, error: outcome.error });
  return false;
}
