/** The app shell: store, engine, language, router, UI host and (in dev) the bridge overlay. */
import { lazy, Suspense, useCallback, useLayoutEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { EngineProvider, type EngineConfig } from '../engine/view/engine-context';
import { UiHost } from '../engine/view/ui-host';
import { actions, selectSession, type AppStore } from '../store';
import { captureSession, historyKeeper } from '../api/session';
import { useRouterNavigator } from './navigator';
import { AppRoutes } from './router';
import { appSettings, knownScreen, routes } from './configs';
import { InLanguage, useAppLanguage, type AppLanguage } from './language/app-language';
import { ENGLISH_ONLY } from './language/choose';
import type { FirstScreen } from './first-screen';

const BridgeDevOverlay = import.meta.env.DEV
  ? lazy(() => import('../bridge/dev-overlay').then((m) => ({ default: m.BridgeDevOverlay })))
  : null;

/** The router of the browser's history (without transitions, see below). */
function HistoryRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/** The app: its routes in the browser's history, the engine in the visit's language, the UI host. */
export function App({
  config: base,
  store,
  language: first,
  first: started,
  router: Router = HistoryRouter,
}: {
  config: EngineConfig;
  store: AppStore;
  /** The language the visit starts in, its pack loaded. */
  language: AppLanguage;
  /**
   * The page's first screen, opened before the first render in `language` (src/app/first-screen.ts):
   * the server draws it with its data, the browser hydrates it. Its engine serves the whole visit, in
   * whichever language the session asks for.
   */
  first?: FirstScreen;
  /** The router around the routes: the browser's history unless given (the server's is static). */
  router?: (props: { children: ReactNode }) => ReactNode;
}) {
  const { language, config } = useAppLanguage(store, base, first, appSettings.languages ?? ENGLISH_ONLY);
  return (
    // Without transitions a new address shows its screen at once, as the engine expects (its own
    // loading uses transitions, which react-router's would otherwise hold back).
    <Router>
      <Shell config={started?.engine.config ?? config} store={store} first={started} language={language} />
    </Router>
  );
}

function Shell({
  config,
  store,
  first,
  language,
}: {
  config: EngineConfig;
  store: AppStore;
  first?: FirstScreen;
  language: AppLanguage;
}) {
  const getSession = useCallback(() => selectSession(store.getState()), [store]);
  // A same-origin link followed inside the app brings its common parameters, as a page load would.
  const captureFrom = useCallback(
    (search: string) =>
      store.dispatch(actions.route.sessionCaptured(captureSession(search, undefined, historyKeeper()))),
    [store],
  );
  const navigator = useRouterNavigator(getSession, config.bridge, captureFrom);
  // The first screen's engine moves this router from now on.
  useLayoutEffect(() => first?.navigator.use(navigator), [first, navigator]);
  return (
    <EngineProvider config={config} store={store} navigator={navigator} engine={first?.engine}>
      <InLanguage language={language}>
        <AppRoutes routes={routes} known={knownScreen} />
        <UiHost />
        {BridgeDevOverlay ? (
          <Suspense fallback={null}>
            <BridgeDevOverlay />
          </Suspense>
        ) : null}
      </InLanguage>
    </EngineProvider>
  );
}
