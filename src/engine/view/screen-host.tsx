/**
 * Hosts one screen: loads and checks its descriptor, loads its widgets, starts its state,
 * runs its sources (in parallel) and onEnter actions, and shows loading, error-with-retry or the body.
 */
import { startTransition, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useEngine, type Engine } from './engine-context';
import { collectPaths, resolveValue } from '../language/expressions';
import { whenIdle } from './idle';
import { loadScreen, ScreenLoadError, type LoadedScreen } from '../load/loader';
import { Nodes, loadWidgets, screenNodeScope, widgetsLoaded } from './node-view';
import { runActions, type RunnerEnv } from '../session/run-actions';
import { NodeScopeContext, ScreenContext, type ScreenContextValue } from './screen-context';
import { buildScope, EMPTY_SCOPE } from '../language/scope';
import { sourceCalls } from '../session/sources';
import type { ScreenDescriptor, Source } from '../schema/screen';
import type { ApiResult } from '../ports';
import { actions } from '../../store';
import { useScreenLoad, useStoreDependencies } from './store-watch';
import { readPath } from '../language/expressions';
import { ScreenError, ScreenSkeleton } from './screen-states';

export interface ScreenHostProps {
  screenId: string;
  /** Text of the error screen when the descriptor itself cannot be loaded. */
  brokenText?: string;
}

function makeEnv(engine: Engine, screen: string, signal: AbortSignal): RunnerEnv {
  return {
    screen,
    store: engine.store,
    api: engine.api,
    bridge: engine.bridge,
    navigator: engine.navigator,
    reporter: engine.reporter,
    ui: engine.ui,
    timers: engine.timers,
    actions: engine.actions,
    app: engine.app,
    safeUrl: engine.safeUrl,
    clipboard: engine.clipboard,
    signal,
    named: new Map(),
  };
}

function selectResult(result: ApiResult, select: string | undefined): unknown {
  if (!select || select === 'data') return result.data;
  if (select === 'body') return result.body;
  const path = select.split('.').filter(Boolean);
  if (path[0] === 'data') return readPath(result.data, path.slice(1));
  if (path[0] === 'body') return readPath(result.body, path.slice(1));
  return readPath(result.data, path);
}

type SourceOutcome = { source: Source; result: ApiResult };

/**
 * Runs the screen's sources in parallel and keeps their data; resolves with the failure message of
 * the first required source that failed (null when every one is there), and the outcomes, whose
 * onSuccess / onError actions run later (after the loading label has ended).
 */
async function loadSources(
  engine: Engine,
  env: RunnerEnv,
  sources: readonly Source[],
): Promise<{ failure: string | null; outcomes: SourceOutcome[] } | null> {
  const screen = env.screen;
  const scope = buildScope(engine.store.getState(), screen, { app: engine.app });
  const outcomes = await Promise.all(
    sourceCalls(sources, scope).map(async ({ source, params, query }) => {
      const result = await engine.api.call(source.endpoint, params, { signal: env.signal, query });
      return { source, result };
    }),
  );
  if (env.signal.aborted) return null;
  const data: Record<string, unknown> = {};
  let failure: string | null = null;
  for (const { source, result } of outcomes) {
    const value = result.ok ? selectResult(result, source.select) : undefined;
    if (result.ok && ((value !== undefined && value !== null) || source.optional)) data[source.id] = value;
    // A required source that fails, or succeeds without data, cannot fill the screen (spec §8: 'error').
    else if (!source.optional && failure === null)
      failure =
        (!result.ok && result.message) ||
        (!result.ok && result.failure === undefined && source.fallbackMessage) ||
        'error';
  }
  if (failure !== null) return { failure, outcomes };
  engine.store.dispatch(actions.screens.loaded({ screen, data }));
  return { failure: null, outcomes };
}

/** Runs each source's onSuccess or onError actions, in the order of the sources. */
async function runSourceActions(env: RunnerEnv, outcomes: readonly SourceOutcome[]): Promise<void> {
  for (const { source, result } of outcomes) {
    if (result.ok && source.onSuccess) await runActions(env, source.onSuccess, { result });
    if (!result.ok && source.onError) await runActions(env, source.onError, { error: result });
  }
}

/**
 * The screen's loading label, from the next task on: data that is already there (fetched while the
 * page loaded, or kept from an earlier visit) fills the screen without a label flashing on and off.
 */
function loadingLabel(engine: Engine, label: string | undefined): () => void {
  if (!label) return () => {};
  let stop: (() => void) | null = null;
  const timer = engine.timers.setTimeout(() => (stop = engine.ui.loading(label)), 0);
  return () => {
    engine.timers.clearTimeout(timer);
    stop?.();
  };
}

/**
 * Loads the screen's data: the loading label while its sources load, then the failure, or the
 * sources' actions and onReady. The label belongs to the calls and ends with them: what follows (a
 * dialog waiting for a tap, a wait) runs with nothing laid over the screen.
 */
async function startScreen(engine: Engine, env: RunnerEnv, screen: ScreenDescriptor): Promise<void> {
  const stopLoading = loadingLabel(engine, screen.loading);
  let loaded: Awaited<ReturnType<typeof loadSources>>;
  try {
    loaded = await loadSources(engine, env, screen.sources ?? []);
  } finally {
    stopLoading();
  }
  if (!loaded || env.signal.aborted) return;
  if (loaded.failure !== null) {
    engine.store.dispatch(actions.screens.failed({ screen: screen.id, message: loaded.failure }));
    engine.ui.toast(loaded.failure, { duration: 2000 });
    return;
  }
  await runSourceActions(env, loaded.outcomes);
  if (screen.onReady?.length && !env.signal.aborted) await runActions(env, screen.onReady);
}

/** Enters a screen: its state starts from the defaults, onEnter runs, its sources start loading. */
function enterScreen(engine: Engine, env: RunnerEnv, screen: ScreenDescriptor): void {
  engine.store.dispatch(
    actions.screens.entered({ screen: screen.id, defaults: (screen.state as Record<string, unknown>) ?? {} }),
  );
  if (screen.onEnter?.length) void runActions(env, screen.onEnter);
  void startScreen(engine, env, screen);
}

const NO_PATHS: string[][] = [];
const titlePaths = new WeakMap<ScreenDescriptor, string[][]>();

/** The binding paths a screen's title reads: none for a plain title. */
function titleDependencies(screen: ScreenDescriptor): string[][] {
  let paths = titlePaths.get(screen);
  if (!paths) {
    paths = screen.title ? [...collectPaths(screen.title)].map((p) => p.split('.')) : NO_PATHS;
    titlePaths.set(screen, paths);
  }
  return paths;
}

/**
 * A screen: its header and body. The same component (and so the same header and main elements) draws
 * the skeleton while the descriptor or the widgets' code loads (`loaded` null, with the title the
 * page was drawn with, if any) and then the screen: the body replaces the skeleton inside them.
 */
function ScreenBody({
  loaded,
  env,
  bootTitle,
}: {
  loaded: LoadedScreen | null;
  env: RunnerEnv | null;
  bootTitle: string;
}) {
  const engine = useEngine();
  const screen = loaded?.screen;
  const [liveStatus, message] = useScreenLoad(engine.watch, engine.store, screen?.id);
  // The title re-renders the screen only when a store value it reads changes (a plain title, never).
  const titleReads = screen ? titleDependencies(screen) : NO_PATHS;
  useStoreDependencies(engine.watch, engine.store, screen?.id ?? '', EMPTY_SCOPE, titleReads);
  const title = !screen
    ? bootTitle
    : !screen.title
      ? ''
      : String(
          resolveValue(
            screen.title,
            titleReads.length
              ? buildScope(engine.store.getState(), screen.id, undefined, engine.app)
              : EMPTY_SCOPE,
          ) ?? '',
        );
  // When the data arrives, the body follows in a render React may interrupt and slice, so drawing a
  // long screen on a slow phone never holds up a tap (the skeleton stays until it is done).
  const status = useDeferredValue(liveStatus);
  // What widgets read of their screen, and the node scope of its body (the same, with no local values).
  const [context, nodeScope] = useMemo(() => {
    const value: ScreenContextValue | null = screen && env ? { engine, screen: screen.id, env } : null;
    return [value, value && screenNodeScope(value)] as const;
  }, [engine, screen, env]);

  // The page's title changes in the commit that shows the screen, not in a task after it.
  useLayoutEffect(() => {
    if (screen && title) document.title = title;
  }, [screen, title]);

  useEffect(() => {
    if (!screen?.onBack?.length || !env) return;
    return engine.bridge.onReceive((message) => {
      if (message.type === 'back') void runActions(env, screen.onBack);
    });
  }, [engine, env, screen]);

  // Once the screen is drawn, the code of what it draws only on demand (a modal's content) comes when
  // the browser is idle, so that opening it shows it at once.
  const drawn = status !== 'loading';
  useEffect(() => {
    if (!drawn || !loaded?.onDemandTypes.size) return;
    return whenIdle(() => void loadWidgets(loaded.onDemandTypes, engine.widgets).catch(() => undefined));
  }, [drawn, loaded, engine]);

  const retry = () => {
    if (!screen || !env) return;
    engine.store.dispatch(
      actions.screens.entered({
        screen: screen.id,
        defaults: (screen.state as Record<string, unknown>) ?? {},
      }),
    );
    void startScreen(engine, env, screen);
  };

  return (
    <ScreenContext.Provider value={context}>
      {screen?.header !== false && title ? (
        <header className="screen-header">
          <h1 className="screen-title">{title}</h1>
        </header>
      ) : null}
      <main className="screen-body" data-screen={screen?.id} aria-busy={!screen || status === 'loading'}>
        {!screen || status === 'loading' ? (
          <ScreenSkeleton label={screen?.loading ?? 'loading'} />
        ) : status === 'error' ? (
          <ScreenError message={message ?? 'error'} onRetry={retry} />
        ) : (
          <NodeScopeContext.Provider value={nodeScope}>
            <Nodes nodes={screen.body} path="/body" />
          </NodeScopeContext.Provider>
        )}
      </main>
    </ScreenContext.Provider>
  );
}

/** Checked descriptors by source and id: a screen seen once opens again without loading or checking. */
const screenCache = new WeakMap<object, Map<string, LoadedScreen>>();

type HostState =
  | { kind: 'loading' }
  | { kind: 'broken'; message: string }
  | { kind: 'loaded'; loaded: LoadedScreen; env: RunnerEnv };

/**
 * Loads and shows a screen by id. As soon as the descriptor is known, the screen is entered and its
 * sources start, while the code of its widgets loads: the API call never waits for the code.
 * Leaving the screen aborts its calls and stops its timers.
 */
export function ScreenHost({
  screenId,
  brokenText = 'This page cannot be shown right now.',
}: ScreenHostProps) {
  const engine = useEngine();
  const [state, setState] = useState<HostState>({ kind: 'loading' });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const controller = new AbortController();
    const env = makeEnv(engine, screenId, controller.signal);
    let cache = screenCache.get(engine.source);
    if (!cache) screenCache.set(engine.source, (cache = new Map()));
    const cached = cache.get(screenId);
    const checkContext = { validators: engine.validators, widgets: engine.widgets, actions: engine.actions };
    const unavailable = (error: unknown) => {
      const problems = error instanceof ScreenLoadError ? error.problems : [];
      const detail = problems.map((p) => `${p.path}: ${p.message}`).join('; ');
      engine.reporter.warn({
        code: 'screen-unavailable',
        screen: screenId,
        message: `${(error as Error).message}${detail ? `: ${detail}` : ''}`,
      });
      if (!cancelled) setState({ kind: 'broken', message: brokenText });
    };
    // Enters the screen, then draws it once its widgets' code is there. A render React may slice: a
    // long screen on a slow phone never holds the main thread for long (the skeleton stays until it
    // is drawn). Its fields listen from the commit that shows them, so nothing typed is lost.
    const open = (loaded: LoadedScreen): Promise<void> | undefined => {
      cache.set(screenId, loaded);
      if (cancelled) return;
      enterScreen(engine, env, loaded.screen);
      const draw = () => {
        if (!cancelled) startTransition(() => setState({ kind: 'loaded', loaded, env }));
      };
      if (!widgetsLoaded(loaded.widgetTypes, engine.widgets))
        return loadWidgets(loaded.widgetTypes, engine.widgets).then(draw);
      draw();
    };
    // A screen seen before, whose widgets' code is here, opens in this task without waiting a turn.
    if (cached) {
      try {
        open(cached)?.catch(unavailable);
      } catch (error) {
        unavailable(error);
      }
    } else loadScreen(screenId, engine.source, checkContext, engine.reporter).then(open).catch(unavailable);
    return () => {
      cancelled = true;
      controller.abort();
      for (const handle of env.named.values()) engine.timers.clearInterval(handle);
    };
  }, [engine, screenId, reload, brokenText]);

  if (state.kind === 'broken') {
    return (
      <main className="screen-body">
        <ScreenError
          message={state.message}
          onRetry={() => {
            setState({ kind: 'loading' });
            setReload((n) => n + 1);
          }}
        />
      </main>
    );
  }
  // The page may have been drawn with this screen's header before any script ran: it stays while the
  // screen loads.
  const bootTitle = engine.boot?.screen === screenId ? engine.boot.title : '';
  const shown = state.kind === 'loaded' ? state : null;
  return (
    <ScreenBody
      key={screenId}
      loaded={shown?.loaded ?? null}
      env={shown?.env ?? null}
      bootTitle={bootTitle}
    />
  );
}
