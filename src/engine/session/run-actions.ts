/**
 * The one action runner: executes action lists in order with onSuccess / onError branches.
 * No central switch: each action type's handler comes from the registry and gets an injected context.
 */
import type { ActionContext, ActionOutcome, TimerPort, UiPort } from './action-context';
import { test as testCondition } from '../language/conditions';
import { resolveValue, type Scope } from '../language/expressions';
import type { ApiPort, BridgePort, NavigatorPort, ReporterPort } from '../ports';
import type { ActionDescriptor, ActionRegistry, SlotMeta } from '../registry';
import type { Condition } from '../schema/base';
import { buildScope, writeTarget } from '../language/scope';
import { INVALID_ACTION } from '../load/descriptor-tree';
import type { AppStore } from '../../store';

export interface RunnerEnv {
  screen: string;
  store: AppStore;
  api: ApiPort;
  bridge: BridgePort;
  navigator: NavigatorPort;
  reporter: ReporterPort;
  ui: UiPort;
  timers: TimerPort;
  actions: ActionRegistry;
  app: Record<string, unknown>;
  safeUrl(raw: unknown): string | null;
  clipboard(text: string): Promise<void>;
  signal: AbortSignal;
  named: Map<string, unknown>;
}

const ALWAYS_RAW = ['when', 'onSuccess', 'onError'];
const locks = new Set<string>();

/** The keys an action type takes as they are (actions, conditions, raw values), made once per type. */
const rawKeys = new WeakMap<SlotMeta, ReadonlySet<string>>();
const ONLY_ALWAYS_RAW: ReadonlySet<string> = new Set(ALWAYS_RAW);

function keptRaw(slots: SlotMeta | undefined): ReadonlySet<string> {
  if (!slots) return ONLY_ALWAYS_RAW;
  let keys = rawKeys.get(slots);
  if (!keys) {
    keys = new Set([...ALWAYS_RAW, ...slots.actions, ...slots.conditions, ...slots.raw]);
    rawKeys.set(slots, keys);
  }
  return keys;
}

function resolveAction(
  action: ActionDescriptor,
  slots: SlotMeta | undefined,
  scope: Scope,
): ActionDescriptor {
  const keep = keptRaw(slots);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(action))
    out[k] = k === 'type' || keep.has(k) ? v : resolveValue(v, scope);
  return out as ActionDescriptor;
}

/** Runs an action list; resolves true when every action succeeded (a failed action stops the list). */
export async function runActions(
  env: RunnerEnv,
  list: readonly ActionDescriptor[] | undefined,
  extra: Scope = {},
): Promise<boolean> {
  for (const action of list ?? []) {
    if (env.signal.aborted) return false;
    const ok = await runOne(env, action, extra);
    if (!ok) return false;
  }
  return true;
}

function scopeOf(env: RunnerEnv, extra: Scope): Scope {
  return buildScope(env.store.getState(), env.screen, { app: env.app, ...extra });
}

async function runOne(env: RunnerEnv, action: ActionDescriptor, extra: Scope): Promise<boolean> {
  const scope = scopeOf(env, extra);
  if (action.type === INVALID_ACTION) {
    env.reporter.warn({
      code: 'invalid-action',
      message: String(action.message ?? 'invalid action'),
      path: String(action.path ?? ''),
      screen: env.screen,
    });
    return false;
  }
  const entry = env.actions[action.type];
  if (!entry) {
    env.reporter.warn({
      code: 'unknown-action',
      message: `unknown action type '${action.type}'`,
      screen: env.screen,
    });
    return false;
  }
  if (action.when !== undefined && !testCondition(action.when as Condition, scope)) return true;
  const resolved = resolveAction(action, entry.slots, scope);
  const ctx: ActionContext = {
    screen: env.screen,
    scope,
    dispatch: env.store.dispatch,
    getState: env.store.getState,
    api: env.api,
    bridge: env.bridge,
    navigator: env.navigator,
    reporter: env.reporter,
    ui: env.ui,
    timers: env.timers,
    safeUrl: env.safeUrl,
    clipboard: env.clipboard,
    signal: env.signal,
    named: env.named,
    run: (actions, more) => runActions(env, actions, { ...extra, ...more }),
    resolve: (value, more) => resolveValue(value, scopeOf(env, { ...extra, ...more })),
    test: (condition, more) => testCondition(condition as Condition, scopeOf(env, { ...extra, ...more })),
    write: (target, value) => {
      if (!writeTarget(env.store.dispatch, env.screen, target, value)) {
        env.reporter.warn({ code: 'bad-target', message: `cannot write to '${target}'`, screen: env.screen });
      }
    },
    exclusive: async (key, fn) => {
      if (locks.has(key)) return undefined;
      locks.add(key);
      try {
        return await fn();
      } finally {
        locks.delete(key);
      }
    },
  };
  let outcome: ActionOutcome;
  try {
    const handler = entry.run as (
      a: ActionDescriptor,
      c: ActionContext,
    ) => Promise<ActionOutcome> | ActionOutcome;
    outcome = await handler(resolved, ctx);
  } catch (error) {
    env.reporter.warn({
      code: 'action-failed',
      message: `${action.type}: ${(error as Error)?.message ?? String(error)}`,
      screen: env.screen,
    });
    outcome = { ok: false as const, error: { message: 'error' } };
  }
  if (env.signal.aborted) return false;
  if (outcome.ok) {
    const next = action.onSuccess as ActionDescriptor[] | undefined;
    return next ? runActions(env, next, { ...extra, result: outcome.result }) : true;
  }
  const onError = action.onError as ActionDescriptor[] | undefined;
  if (onError) await runActions(env, onError, { ...extra, error: outcome.error });
  return false;
}
