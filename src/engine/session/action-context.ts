/** The context every action handler receives: injected, so a handler is tested with fakes. */
import type { ApiPort, BridgePort, NavigatorPort, ReporterPort } from '../ports';
import type { ActionDescriptor } from '../../schema/base';
import type { SlotMeta } from '../registry';
import type { Scope } from '../language/expressions';
import type { AppDispatch, RootState } from '../../store';
import type { EngineWords } from '../words';

export type ActionOutcome = { ok: true; result?: unknown } | { ok: false; error?: unknown };

export interface DialogRequest {
  title?: string;
  content?: string;
  confirmText: string;
  cancelText?: string;
  closeOnMaskClick?: boolean;
}

export interface UiPort {
  toast(text: string, options?: { duration?: number; icon?: 'success' | 'fail' }): void;
  /** Shows a loading label until the returned function is called. */
  loading(label: string): () => void;
  /** Opens a dialog and resolves with the person's answer. */
  dialog(request: DialogRequest): Promise<'confirm' | 'cancel'>;
  modal(id: string, open: boolean): void;
  /** Shows a page (a gated http(s) URL) inside the app, titled, with a way back to the screen. */
  openDocument(url: string, title: string): void;
}

export interface TimerPort {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ActionContext {
  /** The screen the action runs on. */
  screen: string;
  /** The scope at the moment the action started (bindings were resolved with it). */
  scope: Scope;
  dispatch: AppDispatch;
  getState: () => RootState;
  api: ApiPort;
  bridge: BridgePort;
  navigator: NavigatorPort;
  reporter: ReporterPort;
  ui: UiPort;
  timers: TimerPort;
  /** The one http(s) gate for server URLs: the normalised URL, or null when refused. */
  safeUrl(raw: unknown): string | null;
  /**
   * A link out of the app with the session parameters it may carry added (those it has already stay):
   * on the lender's hosts and the page's own origin only, never the header secrets; elsewhere the
   * link as it is. The app decides which hosts those are.
   */
  withSession(href: string): string;
  clipboard(text: string): Promise<void>;
  /** The engine's own words in its language, for an action's message the descriptor does not give. */
  words: EngineWords;
  /** Aborted when the person leaves the screen. */
  signal: AbortSignal;
  /** Runs nested actions with the current scope plus `extra`. */
  run(actions: readonly ActionDescriptor[] | undefined, extra?: Scope): Promise<boolean>;
  /** Resolves bindings with the current (fresh) scope plus `extra`. */
  resolve(value: unknown, extra?: Scope): unknown;
  /** Evaluates a condition with the current (fresh) scope plus `extra`. */
  test(condition: unknown, extra?: Scope): boolean;
  /** Writes a value at a target such as `state.tab`, `flow.draft`, `form.email` or `data.items`. */
  write(target: string, value: unknown): void;
  /** Per-screen named timers (countdowns), cleared when the screen is left. */
  named: Map<string, unknown>;
  /** Runs `fn` at most once at a time per key; a second call while the first runs resolves to undefined. */
  exclusive<T>(key: string, fn: () => Promise<T>): Promise<T | undefined>;
}

/** An action type's handler: its action with bindings resolved, and the context it runs in. */
export type ActionHandler<A extends ActionDescriptor = ActionDescriptor> = (
  action: A,
  ctx: ActionContext,
) => Promise<ActionOutcome> | ActionOutcome;

/**
 * An action type of the registry: its handler, or how to load it, and which of its props hold actions,
 * conditions or raw values. An eager action's handler comes with the app (`run`); another's code
 * loads when a screen first runs it, or earlier when the screen is warmed up (`load`).
 */
export type ActionEntry = { slots: SlotMeta } & (
  | { run: ActionHandler<never>; load?: never }
  | { load: () => Promise<{ default: ActionHandler<never> }>; run?: never }
);

/** The action types the app hands the engine (src/generated/actions.ts). */
export type ActionRegistry = Readonly<Record<string, ActionEntry>>;
