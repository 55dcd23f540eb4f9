/**
 * The first screen of a page, opened before it is drawn: on the server (src/server/render-page.tsx),
 * which draws it with its data, and in the browser, which hydrates that markup with the very same
 * screen. Both open it the same way: the screen prepared (loaded, checked, planned), its session
 * entered (its opening calls made), its widgets' code loaded, and its state settled, so that the
 * first render on either side draws the same thing.
 *
 * The server's answers to the opening calls travel in the page as JSON (`ServedState`): in the
 * browser the same calls take those answers instead of asking again, and the store reaches the state
 * the server drew through the same reducers.
 */
import type { ApiPort, ApiResult, CallOptions, NavigatorPort } from '../engine/ports';
import { createEngine, type Engine, type EngineConfig, type OpenedScreen } from '../engine/view/engine';
import { prepareScreen } from '../engine/plan/prepared-screens';
import type { ScreenDescriptor } from '../schema/screen';
import { selectScreenStatus, type AppStore } from '../store';
import { configIn, type AppLanguage } from './language/app-language';

export { SERVED_STATE_ID } from './served-state-id';

/** What a screen drew: its skeleton, its error, or its body. */
export type DrawnStatus = 'loading' | 'error' | 'ready';

/** One opening call the server made and its answer. */
export interface ServedAnswer {
  key: string;
  result: ApiResult;
}

/** What the server drew a page with: the client's store starts from it. */
export interface ServedState {
  /** The screen drawn, by id. */
  screen: string;
  /** The visit's language, as the server chose it. */
  language: string;
  /** What the screen drew. */
  status: DrawnStatus;
  /** The answers to its opening calls that came within the deadline. */
  answers: ServedAnswer[];
  /**
   * Drawn by the build for every visit (a screen that needs no data), in app.json's language: the
   * browser hydrates it when the visit is in that language, else draws it in the visit's.
   */
  prerendered?: boolean;
  /**
   * The small pictures the server drew inside the page (`data:` addresses, by the path the screen
   * names them: src/server/pictures.ts): the browser draws them with the same addresses.
   */
  pictures?: Readonly<Record<string, string>>;
}

/** The identity of a call: an answer is taken only by the very same call. */
export function callKey(endpoint: string, params: unknown, query: unknown): string {
  return JSON.stringify([endpoint, params ?? null, query ?? null]);
}

/**
 * The served state as JSON that can stand inside a `<script>` element: no `<` (so no `</script>` or
 * `<!--`), `>` or `&` of a server string survives as such, and the line separators JSON allows but
 * older parsers do not are escaped too.
 */
export function servedStateJson(state: ServedState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const STATUSES: readonly string[] = ['loading', 'error', 'ready'];

/** The served state read back from the page's JSON, or null when it is missing or not one. */
export function readServedState(text: string | null | undefined): ServedState | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const state = value as Partial<ServedState> | null;
  if (!state || typeof state !== 'object') return null;
  if (typeof state.screen !== 'string' || typeof state.language !== 'string') return null;
  if (typeof state.status !== 'string' || !STATUSES.includes(state.status)) return null;
  if (!Array.isArray(state.answers)) return null;
  const answers = state.answers.filter(
    (a): a is ServedAnswer =>
      !!a &&
      typeof a === 'object' &&
      typeof a.key === 'string' &&
      !!a.result &&
      typeof a.result === 'object' &&
      typeof a.result.ok === 'boolean',
  );
  return {
    screen: state.screen,
    language: state.language,
    status: state.status,
    answers,
    ...(state.prerendered === true ? { prerendered: true } : {}),
    ...servedPictures(state.pictures),
  };
}

/** The served pictures that are what the server draws inline: the app's own SVGs, as `data:` addresses. */
function servedPictures(value: unknown): Pick<ServedState, 'pictures'> {
  if (!value || typeof value !== 'object') return {};
  const pictures = Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] =>
        /^\/images\/[\w-]+\.svg$/.test(entry[0]) &&
        typeof entry[1] === 'string' &&
        entry[1].startsWith('data:image/svg+xml,'),
    ),
  );
  return Object.keys(pictures).length ? { pictures } : {};
}

/** The API, where a call that is one of `answers` takes its answer (once) instead of going out. */
export function withServedAnswers(api: ApiPort, answers: readonly ServedAnswer[]): ApiPort {
  const left = new Map(answers.map((a) => [a.key, a.result]));
  return {
    has: (name) => api.has(name),
    url: (name, params) => api.url(name, params),
    call(name, params, options: CallOptions = {}) {
      const key = callKey(name, params, options.query);
      const answer = options.headers || options.onProgress ? undefined : left.get(key);
      if (!answer) return api.call(name, params, options);
      left.delete(key);
      return Promise.resolve(answer);
    },
  };
}

/**
 * A navigator that follows the router's once the app is drawn: a screen opened before the first
 * render has it in its ports already. A move asked before then is made once the router is there.
 */
export interface LateNavigator extends NavigatorPort {
  use(navigator: NavigatorPort): void;
}

export function lateNavigator(): LateNavigator {
  let target: NavigatorPort | null = null;
  const waiting: ((n: NavigatorPort) => void)[] = [];
  const through = (move: (n: NavigatorPort) => void) => (target ? move(target) : void waiting.push(move));
  return {
    go: (to) => through((n) => n.go(to)),
    back: () => through((n) => n.back()),
    assign: (url, replace) => through((n) => n.assign(url, replace)),
    use(navigator) {
      target = navigator;
      for (const move of waiting.splice(0)) move(navigator);
    },
  };
}

/** A screen opened before the first render, with the engine that opened it. */
export interface FirstScreen {
  engine: Engine;
  navigator: LateNavigator;
  opened: OpenedScreen;
}

export interface FirstScreenOptions {
  /** The app's engine configuration, not yet in a language. */
  base: EngineConfig;
  store: AppStore;
  language: AppLanguage;
  screen: string;
  /**
   * Resolves when the screen may be drawn before its state has settled: the server's deadline. Without
   * it, the screen is drawn once its state has settled (or, in the browser, reached `until`).
   */
  drawBy?: Promise<void>;
  /** The state to wait for (the one the server drew); any settled state when not given. */
  until?: DrawnStatus;
  /** The longest wait for `until` before the screen is drawn as it is. */
  latestMs?: number;
  /** Told of the screen's descriptor as soon as it is known, before its session starts. */
  prepared?: (screen: ScreenDescriptor) => void;
}

/** What the screen's state is now: its skeleton, its error or its body. */
function drawnStatus(store: AppStore, screen: string): DrawnStatus {
  const status = selectScreenStatus(store.getState(), screen);
  return status === 'loading' || status === 'error' ? status : 'ready';
}

/** Resolves once `done()` holds for the store's state, or once `by` resolves, whichever comes first. */
function settled(store: AppStore, done: () => boolean, by: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      unsubscribe();
      resolve();
    };
    const unsubscribe = store.subscribe(() => {
      if (done()) finish();
    });
    if (done()) finish();
    void by.then(finish);
  });
}

/** Opens `screen` before it is drawn (see the file's comment). Rejects when it cannot be loaded. */
export async function openFirstScreen(options: FirstScreenOptions): Promise<FirstScreen> {
  const { store, screen: id } = options;
  const navigator = lateNavigator();
  const config: EngineConfig = configIn(options.base, options.language);
  const engine = createEngine(config, store, navigator);
  const prepared = await prepareScreen(id, {
    validators: config.validators,
    widgets: config.widgets,
    actions: config.actions,
    source: config.source,
    reporter: config.reporter,
    language: engine.language,
    copyLayouts: config.copyLayouts,
  });
  options.prepared?.(prepared.loaded.screen);
  const session = engine.openSession(prepared.loaded.screen);
  session.enter();
  await engine.widgetCode.load(prepared.loaded.widgetTypes);
  const by = new Promise<void>((resolve) => {
    void options.drawBy?.then(resolve);
    if (options.latestMs !== undefined) setTimeout(resolve, options.latestMs);
  });
  const until = options.until;
  await settled(
    store,
    () => {
      const now = drawnStatus(store, id);
      return until ? now === until : now !== 'loading';
    },
    by,
  );
  let shown = false;
  const opened: OpenedScreen = {
    screen: id,
    prepared,
    session,
    status: drawnStatus(store, id),
    isShown: () => shown,
    markShown: () => void (shown = true),
  };
  config.opened = opened;
  return { engine, navigator, opened };
}
