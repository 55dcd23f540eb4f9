/**
 * One visit of a screen, as a plain object: it enters the screen (state from its defaults, onEnter),
 * loads its sources, runs action lists, resolves and tests bindings against the store, writes results,
 * and owns what must end when the person leaves: the abort signal of its calls, its named timers,
 * its locks and its listener for the shell's Back. The view only draws what the store says.
 */
import { actions } from '../../store';
import { type Scope } from '../language/expressions';
import { buildScope } from '../language/scope';
import type { ActionDescriptor } from '../registry';
import type { ScreenDescriptor } from '../../schema/screen';
import type { ActionContext } from './action-context';
import { loadSources, runSourceActions } from './load-sources';
import type { SessionPorts } from './ports';
import type { RunningSession } from './running-session';
import { runActions } from './run-actions';
import { writeTarget } from './write-target';

export class ScreenSession implements RunningSession {
  /** The screen's id: where its state, data and form live in the store. */
  readonly screen: string;
  private readonly controller = new AbortController();
  /** Named timers (countdowns), cleared when the session ends. */
  readonly named = new Map<string, unknown>();
  private readonly locks = new Set<string>();
  private stopListening: (() => void) | null = null;

  constructor(
    readonly ports: SessionPorts,
    readonly descriptor: ScreenDescriptor,
  ) {
    this.screen = descriptor.id;
  }

  /** Aborted when the session ends (the person left the screen). */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get ended(): boolean {
    return this.controller.signal.aborted;
  }

  /** Enters the screen: its state starts from the defaults, onEnter runs, its sources start loading. */
  enter(): void {
    this.reset();
    const { onEnter, onBack } = this.descriptor;
    if (onBack?.length)
      this.stopListening = this.ports.bridge.onReceive((message) => {
        if (message.type === 'back') void this.run(onBack);
      });
    if (onEnter?.length) void this.run(onEnter);
    void this.load();
  }

  /** Loads the screen's data again after a failure (Retry was tapped). */
  retry(): void {
    this.reset();
    void this.load();
  }

  /** Ends the visit: calls are aborted, timers cleared, the shell's Back no longer heard. */
  dispose(): void {
    this.controller.abort();
    for (const handle of this.named.values()) this.ports.timers.clearInterval(handle);
    this.named.clear();
    this.stopListening?.();
    this.stopListening = null;
  }

  /** Runs an action list with `extra` local values; resolves true when every action succeeded. */
  run(list: readonly ActionDescriptor[] | undefined, extra: Scope = {}): Promise<boolean> {
    return runActions(this, list, extra);
  }

  /** The scope bindings read now: the store as it is, `app`, and `extra` local values. */
  scope(extra: Scope = {}): Scope {
    return buildScope(this.ports.store.getState(), {
      screen: this.screen,
      local: extra,
      app: this.ports.app,
    });
  }

  /** Resolves bindings in a value, in the engine's language, with the scope as it is now plus `extra`. */
  resolve(value: unknown, extra?: Scope): unknown {
    return this.ports.language.resolve(value, this.scope(extra));
  }

  /** Tests a condition, in the engine's language, with the scope as it is now plus `extra`. */
  test(condition: unknown, extra?: Scope): boolean {
    return this.ports.language.test(condition, this.scope(extra));
  }

  /** Writes a value at a target such as `state.tab` or `flow.draft`; a bad target is reported. */
  write(target: string, value: unknown): void {
    if (!writeTarget(this.ports.store.dispatch, { screen: this.screen, target, value }))
      this.ports.reporter.warn({
        code: 'bad-target',
        message: `cannot write to '${target}'`,
        screen: this.screen,
      });
  }

  /** Runs `fn` at most once at a time per key; a second call while the first runs resolves to undefined. */
  async exclusive<T>(key: string, fn: () => Promise<T>): Promise<T | undefined> {
    if (this.locks.has(key)) return undefined;
    this.locks.add(key);
    try {
      return await fn();
    } finally {
      this.locks.delete(key);
    }
  }

  /** What an action handler receives: the session's ports and ways, with `extra` local values. */
  actionContext(extra: Scope): ActionContext {
    const { store, api, bridge, navigator, reporter, ui, timers, safeUrl, withSession, clipboard } =
      this.ports;
    return {
      screen: this.screen,
      scope: this.scope(extra),
      dispatch: store.dispatch,
      getState: store.getState,
      api,
      bridge,
      navigator,
      reporter,
      ui,
      timers,
      safeUrl,
      withSession,
      clipboard,
      words: this.ports.language.words,
      signal: this.signal,
      named: this.named,
      run: (list, more) => this.run(list, { ...extra, ...more }),
      resolve: (value, more) => this.resolve(value, { ...extra, ...more }),
      test: (condition, more) => this.test(condition, { ...extra, ...more }),
      write: (target, value) => this.write(target, value),
      exclusive: (key, fn) => this.exclusive(key, fn),
    };
  }

  private reset(): void {
    const defaults = (this.descriptor.state as Record<string, unknown> | undefined) ?? {};
    this.ports.store.dispatch(actions.screens.entered({ screen: this.screen, defaults }));
  }

  /**
   * Loads the screen's data: the loading label while its sources load, then the failure, or the
   * sources' actions and onReady. The label belongs to the calls and ends with them: what follows (a
   * dialog waiting for a tap, a wait) runs with nothing laid over the screen.
   */
  private async load(): Promise<void> {
    const { store, ui } = this.ports;
    const stopLoading = this.loadingLabel();
    let loaded: Awaited<ReturnType<typeof loadSources>>;
    try {
      loaded = await loadSources(this, this.descriptor.sources ?? []);
    } finally {
      stopLoading();
    }
    if (!loaded || this.ended) return;
    if (loaded.failure !== null) {
      const { message, reason } = loaded.failure;
      store.dispatch(actions.screens.failed({ screen: this.screen, message, reason }));
      ui.toast(message, { duration: 2000 });
      return;
    }
    await runSourceActions(this, loaded.outcomes);
    const { onReady } = this.descriptor;
    if (onReady?.length && !this.ended) await this.run(onReady);
  }

  /**
   * The screen's loading label, from the next task on: data that is already there (fetched while the
   * page loaded, or kept from an earlier visit) fills the screen without a label flashing on and off.
   */
  private loadingLabel(): () => void {
    const label = this.ports.language.copy(this.descriptor, 'loading');
    if (typeof label !== 'string' || !label) return () => {};
    const { timers, ui } = this.ports;
    let stop: (() => void) | null = null;
    const timer = timers.setTimeout(() => (stop = ui.loading(label)), 0);
    return () => {
      timers.clearTimeout(timer);
      stop?.();
    };
  }
}
