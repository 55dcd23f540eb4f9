/** The app shell: store, engine, router, UI host and (in dev) the bridge overlay. */
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
// Straight from its folder, not antd-mobile's index: it then comes in the shell's own file (vite.config.ts).
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { EngineProvider, type EngineConfig } from '../engine/view/engine-context';
import { UiHost } from '../engine/view/ui-host';
import { actions, type AppStore } from '../store';
import { captureSession, historyKeeper } from '../api/session';
import { createNavigator } from './navigator';
import { HistoryContext, RouteSwitch, useAppHistory } from './router';
import { browserHistory } from './history';
import { knownScreen, routes } from './configs';

const BridgeDevOverlay = import.meta.env.DEV
  ? lazy(() => import('../bridge/dev-overlay').then((m) => ({ default: m.BridgeDevOverlay })))
  : null;

function WithNavigator({
  config,
  store,
  children,
}: {
  config: EngineConfig;
  store: AppStore;
  children: ReactNode;
}) {
  const history = useAppHistory();
  const navigator = useMemo(
    () =>
      createNavigator(
        history,
        () => store.getState().route.session,
        config.bridge,
        // A same-origin link followed inside the app brings its common parameters, as a page load would.
        (search) =>
          store.dispatch(actions.route.sessionCaptured(captureSession(search, undefined, historyKeeper()))),
      ),
    [history, store, config.bridge],
  );
  return (
    <EngineProvider config={config} store={store} navigator={navigator}>
      {children}
    </EngineProvider>
  );
}

export function App({ config, store }: { config: EngineConfig; store: AppStore }) {
  const history = useMemo(() => browserHistory(), []);
  return (
    <ConfigProvider locale={enUS}>
      <HistoryContext.Provider value={history}>
        <WithNavigator config={config} store={store}>
          <RouteSwitch routes={routes} known={knownScreen} />
          <UiHost />
          {BridgeDevOverlay ? (
            <Suspense fallback={null}>
              <BridgeDevOverlay />
            </Suspense>
          ) : null}
        </WithNavigator>
      </HistoryContext.Provider>
    </ConfigProvider>
  );
}
