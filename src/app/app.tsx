/** The app shell: store, engine, language, router, UI host and (in dev) the bridge overlay. */
import { lazy, Suspense, useCallback } from 'react';
import { BrowserRouter } from 'react-router-dom';
// Straight from its folder, not antd-mobile's index: it then comes in the shell's own file (vite.config.ts).
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { EngineProvider, type EngineConfig } from '../engine/view/engine-context';
import { UiHost } from '../engine/view/ui-host';
import { actions, selectSession, type AppStore } from '../store';
import { captureSession, historyKeeper } from '../api/session';
import { useRouterNavigator } from './navigator';
import { AppRoutes } from './router';
import { appSettings, knownScreen, routes } from './configs';
import { useAppLanguage, type AppLanguage } from './language/app-language';
import { ENGLISH_ONLY } from './language/choose';

const BridgeDevOverlay = import.meta.env.DEV
  ? lazy(() => import('../bridge/dev-overlay').then((m) => ({ default: m.BridgeDevOverlay })))
  : null;

/** The app: its routes in the browser's history, the engine in the visit's language, the UI host. */
export function App({
  config: base,
  store,
  language: first,
}: {
  config: EngineConfig;
  store: AppStore;
  /** The language the visit starts in, its pack loaded. */
  language: AppLanguage;
}) {
  const { language, config } = useAppLanguage(store, base, first, appSettings.languages ?? ENGLISH_ONLY);
  return (
    <ConfigProvider locale={language.pack.antd}>
      {/* Without transitions a new address shows its screen at once, as the engine expects (its own
          loading uses transitions, which react-router's would otherwise hold back). */}
      <BrowserRouter useTransitions={false}>
        <Shell config={config} store={store} />
      </BrowserRouter>
    </ConfigProvider>
  );
}

function Shell({ config, store }: { config: EngineConfig; store: AppStore }) {
  const getSession = useCallback(() => selectSession(store.getState()), [store]);
  // A same-origin link followed inside the app brings its common parameters, as a page load would.
  const captureFrom = useCallback(
    (search: string) =>
      store.dispatch(actions.route.sessionCaptured(captureSession(search, undefined, historyKeeper()))),
    [store],
  );
  const navigator = useRouterNavigator(getSession, config.bridge, captureFrom);
  return (
    <EngineProvider config={config} store={store} navigator={navigator}>
      <AppRoutes routes={routes} known={knownScreen} />
      <UiHost />
      {BridgeDevOverlay ? (
        <Suspense fallback={null}>
          <BridgeDevOverlay />
        </Suspense>
      ) : null}
    </EngineProvider>
  );
}
