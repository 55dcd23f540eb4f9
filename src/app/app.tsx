/** The app shell: store, engine, router, UI host and (in dev) the bridge overlay. */
import { lazy, Suspense, useMemo } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
// Straight from its folder, not antd-mobile's index: it then comes in the shell's own file (vite.config.ts).
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { EngineProvider, type EngineConfig } from '../engine/view/engine-context';
import { UiHost } from '../engine/view/ui-host';
import { actions, type AppStore } from '../store';
import { captureSession, historyKeeper } from '../api/session';
import { createNavigator } from './navigator';

const BridgeDevOverlay = import.meta.env.DEV
  ? lazy(() => import('../bridge/dev-overlay').then((m) => ({ default: m.BridgeDevOverlay })))
  : null;

/**
 * `router` is made once, outside React (main.tsx: createBrowserRouter over appRoutes), as react-router
 * asks; the app renders its routes and navigates on it.
 */
export function App({
  config,
  store,
  router,
}: {
  config: EngineConfig;
  store: AppStore;
  router: DataRouter;
}) {
  const navigator = useMemo(
    () =>
      createNavigator(
        router,
        () => store.getState().route.session,
        config.bridge,
        // A same-origin link followed inside the app brings its common parameters, as a page load would.
        (search) =>
          store.dispatch(actions.route.sessionCaptured(captureSession(search, undefined, historyKeeper()))),
      ),
    [router, store, config.bridge],
  );
  return (
    <ConfigProvider locale={enUS}>
      <EngineProvider config={config} store={store} navigator={navigator}>
        {/* Without transitions a new address shows its screen at once, as the engine expects (its own
            loading uses transitions, which react-router's would otherwise hold back). */}
        <RouterProvider router={router} useTransitions={false} />
        <UiHost />
        {BridgeDevOverlay ? (
          <Suspense fallback={null}>
            <BridgeDevOverlay />
          </Suspense>
        ) : null}
      </EngineProvider>
    </ConfigProvider>
  );
}
