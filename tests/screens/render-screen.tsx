/** renderScreen(path, { scenario }): the real app shell on the msw/node mock backend, with a fake bridge. */
import { readFileSync } from 'node:fs';
import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { createMockServer, type MockServer } from '../../mocks/node';
import { MemoryRouter } from 'react-router-dom';
import { EngineProvider, type EngineConfig } from '../../src/engine/view/engine-context';
import { UiHost } from '../../src/engine/view/ui-host';
import { ScreenHost } from '../../src/engine/view/screen-host';
import { AppRoutes } from '../../src/app/router';
import { useRouterNavigator } from '../../src/app/navigator';
import {
  routes,
  appSettings,
  descriptorSource,
  knownScreen,
  PERSISTED_STATE_KEY,
} from '../../src/app/configs';
import { widgets } from '../../src/generated/widgets';
import { loadedActions } from '../actions';
import { filterRegistry } from '../../src/generated/filters';
import { formatRegistry } from '../../src/generated/formats';
import { validators } from '../../src/generated/validator-set';
import { createApi } from '../../src/api';
import { sessionLinks } from '../../src/app/engine-config';
import { safeContactHref, safeHttpUrl } from '../../src/api/url-gate';
import { captureSession } from '../../src/api/session';
import { makeStore, actions } from '../../src/store';
// As the widgets import antd-mobile (its index), so that both share one config context in Node.
import { ConfigProvider } from 'antd-mobile';
import { configIn } from '../../src/app/language/app-language';
import { catalogueTranslator } from '../../src/app/language/catalogue-translator';
import { englishTranslator } from '../../src/engine/language/translator';
import { fileLayouts } from '../../src/generated/file-layouts';
import { englishPack } from '../../src/app/language/pack';
import { pack as filipino } from '../../src/app/language/packs/fil';
import type { BridgePort } from '../../src/engine/ports';
import { checkOutgoing } from '../../src/bridge/outgoing';

export interface FakeBridge extends BridgePort {
  posted: { type: string; payload?: unknown }[];
  /** What the native shell sends, e.g. `receive({ type: 'back' })`. */
  receive(message: { type: string; payload?: unknown }): void;
}

/** A native shell that records what reaches it, behind the app's real outgoing gate (src/bridge/outgoing.ts). */
export function fakeBridge(): FakeBridge {
  const posted: FakeBridge['posted'] = [];
  const listeners = new Set<(message: { type: string; payload?: unknown }) => void>();
  return {
    posted,
    accepts: (type, payload) => checkOutgoing(type, payload).ok,
    post: (type, raw) => {
      const verdict = checkOutgoing(type, raw);
      if (verdict.ok) posted.push({ type, payload: verdict.payload });
    },
    onReceive: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    receive: (message) => {
      for (const listener of [...listeners]) listener(message);
    },
  };
}

export interface RenderOptions {
  /** Descriptors that replace or add to the bundled screens, by id (for widget and engine tests). */
  screens?: Record<string, unknown>;
  /** Descriptors that replace or add to the bundled fragments, by id. */
  fragments?: Record<string, unknown>;
  /** Renders this screen id whatever the path (default: the route of the path). */
  screenId?: string;
  /** The widget registry (default: the app's), e.g. with loaders that count or hold their calls. */
  widgets?: EngineConfig['widgets'];
  /** Where the screen's title goes besides its header (default: the page's title). */
  showTitle?: EngineConfig['showTitle'];
  /** What the page drew before the app started (a route page: its screen and header). */
  boot?: EngineConfig['boot'];
  /**
   * Takes the bundled descriptors as checked by the build, as the production app does (default: they
   * are checked when loaded, as in development): a node the checker would drop reaches the renderer.
   */
  bundledChecked?: boolean;
  /** The visit's language, as a `lang` parameter gives it (default: English). */
  language?: 'en' | 'fil';
  /** The pictures the page drew inline, as a page the server drew gives them (default: none). */
  inlinePicture?: EngineConfig['inlinePicture'];
}

export function renderScreen(url: string, options: RenderOptions = {}) {
  const bridge = fakeBridge();
  const warnings: string[] = [];
  const language = options.language ?? 'en';
  const search = new URL(url, 'http://localhost').search;
  const session = captureSession(
    options.language ? `${search}${search ? '&' : '?'}lang=${language}` : search,
    window.sessionStorage,
  );
  const store = makeStore({ storage: window.sessionStorage, persistKey: PERSISTED_STATE_KEY });
  store.dispatch(actions.route.sessionCaptured(session));
  const assigned: string[] = [];
  const replaced: string[] = [];
  const opened: string[] = [];
  const base: EngineConfig = {
    widgets: options.widgets ?? widgets,
    actions: loadedActions,
    filters: filterRegistry,
    formats: formatRegistry,
    maxAmount: appSettings.maxAmount,
    copyLayouts: fileLayouts,
    validators,
    api: createApi({
      getSession: () => store.getState().route.session,
      // As the app does (src/app/visit-language.ts): the lender is asked for the visit's language.
      getLanguage: () => language,
      baseURL: 'http://localhost',
      reporter: { warn: (p) => warnings.push(`${p.code}: ${p.message}${p.path ? ` (at ${p.path})` : ''}`) },
    }),
    bridge,
    reporter: { warn: (p) => warnings.push(`${p.code}: ${p.message}${p.path ? ` (at ${p.path})` : ''}`) },
    source: {
      ...descriptorSource,
      bundledChecked: options.bundledChecked ?? descriptorSource.bundledChecked,
      bundledScreen: async (id) => options.screens?.[id] ?? descriptorSource.bundledScreen(id),
      bundledFragment: async (id) => options.fragments?.[id] ?? descriptorSource.bundledFragment(id),
    },
    app: appSettings as unknown as Record<string, unknown>,
    safeUrl: (raw) => safeHttpUrl(raw, window.location.href),
    withSession: sessionLinks(() => store.getState().route.session, appSettings),
    safeContact: safeContactHref,
    showTitle: options.showTitle,
    boot: options.boot,
    inlinePicture: options.inlinePicture,
  };
  // As the app does (src/app/language): the engine's words and the descriptors in the visit's language.
  const pack = language === 'fil' ? filipino : englishPack;
  const config = configIn(base, {
    code: language,
    pack,
    translator: (source) =>
      language === 'fil' ? catalogueTranslator(pack.language, source) : englishTranslator(pack.language),
  });
  const known = (id: string) => knownScreen(id) || id in (options.screens ?? {});
  const getSession = () => store.getState().route.session;
  function Shell() {
    const routed = useRouterNavigator(getSession, bridge);
    const navigator = useMemo(
      () => ({
        ...routed,
        assign: (u: string, replace: boolean) => {
          assigned.push(u);
          (replace ? replaced : opened).push(u);
        },
      }),
      [routed],
    );
    return (
      <EngineProvider config={config} store={store} navigator={navigator}>
        {/* A screen given by id is shown whatever the path; otherwise the app's own routes pick it. */}
        {options.screenId ? (
          <ScreenHost screenId={options.screenId} />
        ) : (
          <AppRoutes routes={routes} known={known} />
        )}
        <UiHost />
      </EngineProvider>
    );
  }
  const view = render(
    <ConfigProvider locale={pack.antd}>
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <Shell />
      </MemoryRouter>
    </ConfigProvider>,
  );
  return { ...view, bridge, store, warnings, assigned, replaced, opened };
}

/** Web storage as a previous page load of the web view left it, with this flow state (before `renderScreen`). */
export function storeFlow(flow: Record<string, unknown>): void {
  window.sessionStorage.setItem(PERSISTED_STATE_KEY, JSON.stringify({ forms: {}, screens: {}, flow }));
}

/** Renders one inline screen made of `body` (with optional state, sources and the rest of a screen). */
export function renderBody(
  body: unknown[],
  screen: Record<string, unknown> = {},
  url = '/widget-test',
  options: Pick<RenderOptions, 'widgets' | 'bundledChecked' | 'inlinePicture'> = {},
) {
  const descriptor = { id: 'widget-test', title: 'Widget test', ...screen, body };
  return renderScreen(url, { ...options, screens: { 'widget-test': descriptor }, screenId: 'widget-test' });
}

/**
 * A screen in place of about-us (`/aboutUs`) that loads the bank accounts (cardInit) and says
 * 'Accounts loaded' once they are in: for tests of how a screen opens, loads and is entered again.
 */
export const accountsScreen = {
  id: 'about-us',
  title: 'Accounts',
  loading: 'loading...',
  sources: [{ id: 'bank', endpoint: 'cardInit', params: { product_id: '1' } }],
  body: [{ type: 'text', text: 'Accounts loaded', visible: { truthy: '{{ data.bank.items }}' } }],
};

/**
 * The mock backend for every test of the calling file: it listens before the first test, drops the
 * handlers a test added (`server.use`) and starts its default scenario afresh after each one, and
 * closes after the last. A request no handler answers fails the test, unless `unhandled` is 'bypass'
 * (a test that loads pictures or frames of its own).
 */
export function setUpMockBackend({
  unhandled = 'error',
}: { unhandled?: 'error' | 'bypass' } = {}): MockServer {
  const mock = createMockServer();
  beforeAll(() => mock.server.listen({ onUnhandledRequest: unhandled }));
  afterEach(() => {
    mock.server.resetHandlers();
    mock.useScenario('default');
  });
  afterAll(() => mock.server.close());
  return mock;
}

/**
 * A borrower's taps and keys: a tap on an element that takes no pointer events (under a mask, a
 * disabled part) fails, as a finger's would.
 */
export const user = () =>
  userEvent.setup({
    // Under fake timers the user's own pauses must move them along, or a tap never ends.
    ...(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {}),
  });

/**
 * Fake timers for the rest of the test, still advancing with real time so that the mock backend's
 * delays and the user's pauses pass; tests/setup.ts puts the real timers back after each test.
 */
export function startFakeTimers(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
}

/** The real timer, for letting real work (code loaded on demand) go on while the clock is held. */
const realSetTimeout = globalThis.setTimeout;

/**
 * For a test that counts seconds (a countdown, a message shown for 3 s): fake timers that move only
 * when the test moves them, so that no second passes unasked however long a busy machine takes to
 * draw. Wait with `moveClockUntil` and `withClock`, not `findBy…`/`waitFor`, whose own timers would
 * then never fire.
 */
export function holdClock(): void {
  vi.useFakeTimers();
}

/**
 * Moves a held clock 50 ms at a time until `done()` holds and says how far it moved (at most
 * `limitMs`). The mock backend's delays and the screen's timers run on the clock; between two steps a
 * few real milliseconds pass too, for what no clock moves (code loaded on demand).
 */
export async function moveClockUntil(done: () => boolean, limitMs = 10_000): Promise<number> {
  let moved = 0;
  for (; !done() && moved < limitMs; moved += 50) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    await new Promise((resolve) => realSetTimeout(resolve, 2));
  }
  return moved;
}

/** The body element of the screen `screenId` in `container`, or null before it is there. */
const screenMain = (container: Element, screenId: string) =>
  container.querySelector(`main[data-screen="${screenId}"]`);

/** Whether the screen `screenId` is drawn in `container` (its body, not the loading skeleton). */
export function isDrawn(container: Element, screenId: string): boolean {
  return screenMain(container, screenId)?.getAttribute('aria-busy') === 'false';
}

/** Waits until the screen `screenId` is drawn in `container` (on a clock that moves by itself). */
export async function screenDrawn(container: Element, screenId: string): Promise<void> {
  await waitFor(() => expect(screenMain(container, screenId)).toHaveAttribute('aria-busy', 'false'));
}

/**
 * Waits for `work` (a user-event gesture, say) while moving a held clock: testing-library ends each
 * gesture on a timer of its own, which only a moving clock lets fire.
 */
export async function withClock<T>(work: Promise<T>): Promise<T> {
  let settled = false;
  const settle = () => {
    settled = true;
  };
  work.then(settle, settle);
  await moveClockUntil(() => settled);
  return work;
}

/**
 * A stylesheet in the page for every test of the calling file, e.g. a widget's own CSS: jsdom applies
 * none of the CSS a module imports, and a test of a layout reads the computed style.
 */
export function setUpStylesheet(file: string): void {
  const sheet = document.createElement('style');
  beforeAll(() => {
    sheet.textContent = readFileSync(file, 'utf8');
    document.head.appendChild(sheet);
  });
  afterAll(() => sheet.remove());
}

/** The flex layout the page gives an element, from the stylesheets in the page and its own style. */
export function flexLayout(element: Element) {
  const style = getComputedStyle(element);
  return {
    display: style.display,
    direction: style.flexDirection,
    gap: style.getPropertyValue('gap'),
    wrap: style.flexWrap,
    align: style.alignItems,
    justify: style.justifyContent,
  };
}

/**
 * A `findByText` matcher for a text as the borrower reads it, whole: the element whose text is
 * `text`, parts in elements of their own included (an amount is one, src/engine/view/copy.tsx), and
 * none of its children alone.
 */
export const wholeText =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
