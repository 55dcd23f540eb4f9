/**
 * Shows one screen by id: has it prepared (loaded, checked and planned, once per descriptor source
 * and language), opens a screen session for the visit, loads its widgets' code, and draws what the
 * session's status says: the skeleton, the error with Retry, or the body. Leaving the screen ends the
 * session.
 */
import { startTransition, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import {
  selectScreenFailureReason,
  selectScreenMessage,
  selectScreenStatus,
  type RootState,
} from '../../store';
import { buildScope } from '../language/scope';
import { ScreenLoadError } from '../load/screen-load-error';
import { preparedBefore, prepareScreen, type PreparedScreen } from '../plan/prepared-screens';
import type { ScreenSession } from '../session/screen-session';
import { useEngine, type Engine } from './engine-context';
import { whenIdle } from './idle';
import { useTranslator } from './widget-services';
import { warmActions } from '../session/action-code';
import { Nodes } from './node-view';
import { ScreenError, ScreenSkeleton } from './screen-states';
import { inOwnWords } from '../words';
import { screenViewScope, ViewScopeContext } from './view-scope';

export interface ScreenHostProps {
  screenId: string;
  /** Text of the error screen when the descriptor itself cannot be loaded (the engine's word unless given). */
  brokenText?: string;
  /**
   * The screen prepared and entered before it is drawn, its widgets' code loaded: drawn at once, in the
   * first render (the server and the build draw a page this way, where no effect runs).
   */
  opened?: { prepared: PreparedScreen; session: ScreenSession };
}

/** The shell's message that takes the borrower to its login (docs/contracts.md §6). */
const LOG_IN_MESSAGE = 'offToLogin';

/** Sends a borrower whose session has ended to the native shell's login. */
function logInAgain(engine: Engine): void {
  engine.ports.bridge.post(LOG_IN_MESSAGE);
}

/** The screen's title as its bindings read it now ('' without one). */
function useTitle(engine: Engine, session: ScreenSession | null): string {
  return useSelector((state: RootState) => {
    const title = session?.descriptor.title;
    if (!session || !title) return '';
    const scope = buildScope(state, { screen: session.screen, app: engine.config.app });
    return String(engine.language.resolveField(session.descriptor, 'title', scope) ?? '');
  });
}

/** What a screen draws before it is known: its header bar (with a title, or empty), or none. */
interface LoadingLook {
  title: string;
  header: boolean;
}

/**
 * A screen: its header and body. The same component (and so the same header and main elements) draws
 * the skeleton while the descriptor or the widgets' code loads (`loaded` null, with the header the
 * page was drawn with, or an empty header bar, as most screens have one) and then the screen: the
 * body replaces the skeleton inside them, and nothing below the header moves when it comes.
 */
function ScreenBody({
  prepared,
  session,
  loading,
}: {
  prepared: PreparedScreen | null;
  session: ScreenSession | null;
  loading: LoadingLook;
}) {
  const engine = useEngine();
  const loaded = prepared?.loaded;
  const screen = loaded?.screen;
  const id = session?.screen;
  const liveStatus = useSelector((state: RootState) => (id ? selectScreenStatus(state, id) : 'loading'));
  const message = useSelector((state: RootState) => (id ? selectScreenMessage(state, id) : undefined));
  const reason = useSelector((state: RootState) => (id ? selectScreenFailureReason(state, id) : undefined));
  const boundTitle = useTitle(engine, session);
  const title = session ? boundTitle : loading.title;
  const header = session ? screen?.header !== false && Boolean(title) : loading.header;
  // When the data arrives, the body follows in a render React may interrupt and slice, so drawing a
  // long screen on a slow phone never holds up a tap (the skeleton stays until it is done).
  const status = useDeferredValue(liveStatus);
  // A switch of language draws the screen again, every node in the new one (a new view scope).
  const translator = useTranslator();
  const view = useMemo(
    () => (session && prepared ? screenViewScope(engine, session, prepared.planner) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, session, prepared, translator],
  );

  // The page's title changes in the commit that shows the screen, not in a task after it.
  const showTitle = engine.config.showTitle;
  useLayoutEffect(() => {
    if (!screen || !title) return;
    if (showTitle) showTitle(title);
    else document.title = title;
  }, [screen, title, showTitle]);

  // Once the screen is drawn, the code of what it draws only on demand (a modal's content) and of the
  // actions its taps run comes when the browser is idle, so that opening it or tapping shows it at once.
  const drawn = status !== 'loading';
  useEffect(() => {
    if (!drawn || !loaded || (!loaded.onDemandTypes.size && !loaded.laterActionTypes.size)) return;
    return whenIdle(() => {
      void engine.widgetCode.load(loaded.onDemandTypes).catch(() => undefined);
      void warmActions(engine.config.actions, loaded.laterActionTypes);
    });
  }, [drawn, loaded, engine]);

  return (
    <>
      {header ? (
        <header className="screen-header" aria-hidden={title ? undefined : true}>
          {title ? <h1 className="screen-title">{title}</h1> : null}
        </header>
      ) : null}
      <main className="screen-body" data-screen={screen?.id} aria-busy={!screen || status === 'loading'}>
        {!screen || !view || status === 'loading' ? (
          <ScreenSkeleton
            label={
              (screen && (engine.language.copy(screen, 'loading') as string)) || engine.language.words.loading
            }
          />
        ) : status === 'error' ? (
          <ScreenError
            message={inOwnWords(message ?? engine.language.words.error, engine.language.words)}
            action={
              reason === 'session-ended'
                ? { label: engine.language.words.logInAgain, run: () => logInAgain(engine) }
                : { label: engine.language.words.retry, run: () => session?.retry() }
            }
            onBack={() => engine.ports.navigator.back()}
            words={engine.language.words}
          />
        ) : (
          <ViewScopeContext.Provider value={view}>
            <Nodes nodes={screen.body} path="/body" sliced />
          </ViewScopeContext.Provider>
        )}
      </main>
    </>
  );
}

const EMPTY_HEADER: LoadingLook = { title: '', header: true };

type HostState =
  | { kind: 'loading' }
  | { kind: 'broken'; message: string }
  | { kind: 'loaded'; prepared: PreparedScreen; session: ScreenSession };

/** The engine's first screen when it is `id` and no ScreenHost has shown it yet. */
function firstOpened(
  engine: Engine,
  id: string,
): { prepared: PreparedScreen; session: ScreenSession } | undefined {
  const first = engine.config.opened;
  if (!first || first.isShown() || first.screen !== id) return undefined;
  return { prepared: first.prepared, session: first.session };
}

/**
 * Loads and shows a screen by id. As soon as the descriptor is known, the screen's session starts (its
 * sources are called) while the code of its widgets loads: the API call never waits for the code.
 */
export function ScreenHost({ screenId, brokenText: given, opened: before }: ScreenHostProps) {
  const engine = useEngine();
  // The engine's words are read when a load fails, in the language of that moment: a switch of
  // language does not reopen the screen.
  // Opened before it was drawn: given, or the page's first screen (drawn on the server, hydrated here).
  const [opened] = useState(() => before ?? firstOpened(engine, screenId));
  const [state, setState] = useState<HostState>(() =>
    opened ? { kind: 'loaded', ...opened } : { kind: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Opened before it was drawn: this visit is that session's.
    if (opened && attempt === 0) {
      if (engine.config.opened?.session === opened.session) engine.config.opened.markShown();
      return () => opened.session.dispose();
    }
    let left = false;
    let session: ScreenSession | null = null;
    const { validators, widgets, actions, source, reporter, copyLayouts } = engine.config;
    const { language } = engine;
    const unavailable = (error: unknown) => {
      const problems = error instanceof ScreenLoadError ? error.problems : [];
      const detail = problems.map((p) => `${p.path}: ${p.message}`).join('; ');
      reporter.warn({
        code: 'screen-unavailable',
        screen: screenId,
        message: `${(error as Error).message}${detail ? `: ${detail}` : ''}`,
      });
      if (!left) setState({ kind: 'broken', message: given ?? engine.language.words.cannotShow });
    };
    // Enters the screen, then draws it once its widgets' code is there, in a render React may slice.
    const open = (prepared: PreparedScreen): Promise<void> | undefined => {
      if (left) return;
      const { loaded } = prepared;
      const opened = engine.openSession(loaded.screen);
      session = opened;
      opened.enter();
      const draw = () => {
        if (!left) startTransition(() => setState({ kind: 'loaded', prepared, session: opened }));
      };
      if (!engine.widgetCode.has(loaded.widgetTypes))
        return engine.widgetCode.load(loaded.widgetTypes).then(draw);
      draw();
    };
    const seenBefore = preparedBefore(screenId, { source, language });
    // A screen seen before, whose widgets' code is here, opens in this task without waiting a turn.
    if (seenBefore) {
      try {
        open(seenBefore)?.catch(unavailable);
      } catch (error) {
        unavailable(error);
      }
    } else {
      prepareScreen(screenId, { validators, widgets, actions, source, reporter, language, copyLayouts })
        .then(open)
        .catch(unavailable);
    }
    return () => {
      left = true;
      session?.dispose();
    };
  }, [engine, screenId, attempt, given, opened]);

  if (state.kind === 'broken') {
    return (
      <main className="screen-body">
        <ScreenError
          message={state.message}
          action={{
            label: engine.language.words.retry,
            run: () => {
              setState({ kind: 'loading' });
              setAttempt((n) => n + 1);
            },
          }}
          onBack={() => engine.ports.navigator.back()}
          words={engine.language.words}
        />
      </main>
    );
  }
  // The page may have been drawn with this screen's header (or none) before any script ran: it stays
  // while the screen loads. Another screen shows an empty header bar until it is known.
  const boot = engine.config.boot?.screen === screenId ? engine.config.boot : undefined;
  const loading = boot ? { title: boot.title, header: boot.header } : EMPTY_HEADER;
  const shown = state.kind === 'loaded' ? state : null;
  return (
    <ScreenBody
      key={screenId}
      prepared={shown?.prepared ?? null}
      session={shown?.session ?? null}
      loading={loading}
    />
  );
}
