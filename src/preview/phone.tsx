/**
 * The workbench's phone: the app's own routes in a memory router (react-router's data router, which
 * the workbench drives from outside the phone: the app itself declares its routes), so a screen's
 * navigations open the screens they lead to; a navigator that writes down what the screen did
 * (navigations, back, bridge messages, links it would open) and never leaves the workbench.
 */
import { useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider, type DataRouter, type Path } from 'react-router-dom';
import { EngineProvider, type EngineConfig } from '../engine/view/engine-context';
import { UiHost } from '../engine/view/ui-host';
import { ScreenHost } from '../engine/view/screen-host';
import type { BridgePort, NavigatorPort } from '../engine/ports';
import type { makeStore } from '../store';
import { knownScreen, routes } from '../app/configs';
import { appRoutes } from '../app/router';
import { createNavigator } from '../app/navigator';
import { matchRoute } from '../app/route-match';
import { applyTheme, type ThemeColours } from '../app/theme';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import type { AntdLocale } from '../app/language/types';
import { englishPack } from '../app/language/pack';

export interface LogEntry {
  kind: 'navigate' | 'back' | 'bridge' | 'open-url';
  text: string;
}

/** Where screen `screenId` lives with `query` (a screen without a route, not-found, gets an unknown path). */
export function locationOf(screenId: string, query: string): Path {
  const route = routes.routes.find((r) => r.screen === screenId);
  return {
    pathname: route?.path ?? '/__no-route',
    search: query ? `?${query}` : '',
    hash: route?.hash ? `#${route.hash}` : '',
  };
}

/** The phone's router, made once, its location, and the screen that location shows. */
export function usePhoneRouter(screenId: string, query: string) {
  const [router] = useState(() =>
    createMemoryRouter(appRoutes(routes, knownScreen), { initialEntries: [locationOf(screenId, query)] }),
  );
  const location = useSyncExternalStore(router.subscribe, () => router.state.location);
  const shown = useMemo(
    () =>
      matchRoute(
        routes,
        { pathname: location.pathname, search: location.search, hash: location.hash },
        knownScreen,
      ).screen,
    [location.pathname, location.search, location.hash],
  );
  return { router, location, screenId: shown, query: location.search.replace(/^\?/, '') };
}

/**
 * The app's navigator on the phone's router, with every step written to the log; `pushed` counts the
 * entries a Back can return from.
 */
export function usePhoneNavigator(router: DataRouter, bridge: BridgePort, note: (entry: LogEntry) => void) {
  const [pushed, setPushed] = useState(0);
  const pushedNow = useRef(0);
  const navigator = useMemo((): NavigatorPort => {
    const count = (step: number) => {
      pushedNow.current += step;
      setPushed(pushedNow.current);
    };
    // The preview has no borrower's session: a navigation carries only its own query.
    const app = createNavigator(
      (to, options) => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)),
      { getSession: () => ({}), bridge },
    );
    return {
      go(to) {
        const hash = (to.hash ?? '').replace(/^#/, '');
        const target = new URLSearchParams(
          Object.entries(to.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
        ).toString();
        note({ kind: 'navigate', text: `${to.path}${hash ? `#${hash}` : ''}${target ? `?${target}` : ''}` });
        if (!to.replace) count(1);
        app.go(to);
      },
      back() {
        note({ kind: 'back', text: pushedNow.current ? 'back' : 'back (leaves the web view)' });
        if (pushedNow.current) count(-1);
        app.back();
      },
      assign: (url) => note({ kind: 'open-url', text: url }),
    };
  }, [router, bridge, note]);
  return { navigator, pushed };
}

const frame = {
  width: 360,
  height: 740,
  overflow: 'auto',
  border: '12px solid #222',
  borderRadius: 28,
  background: 'var(--app-background, #f5f6f8)',
  position: 'relative',
  transform: 'translateZ(0)', // fixed-position parts (sticky bars, toasts) stay inside the frame
} as const;

export interface PhoneProps {
  router: DataRouter;
  navigator: NavigatorPort;
  /** The engine and store of the current edit, or null while the file cannot be shown. */
  engine: { config: EngineConfig; store: ReturnType<typeof makeStore>; version: string } | null;
  /** A screen shown on its own in place of the router's (a fragment alone). */
  alone?: string | null;
  /** app.json's theme as edited (null: the app's own, as the page has it). */
  theme?: ThemeColours | null;
  /** antd-mobile's words in the phone's language (its picker buttons, masks). */
  locale?: AntdLocale;
}

/** A 360×740 phone showing the router's screen (or the screen `alone`), or why it cannot. */
export function Phone({ router, navigator, engine, alone, theme, locale }: PhoneProps) {
  const element = useRef<HTMLDivElement>(null);
  // The variables on the frame win over the page's own for everything drawn inside it; the page's root
  // gets them too because antd-mobile draws dialogs and sheets on the page's body, outside the frame.
  useLayoutEffect(() => {
    if (!theme || !element.current) return;
    applyTheme(element.current, theme);
    applyTheme(document.documentElement, theme);
  }, [theme]);
  return (
    <div
      ref={element}
      style={frame}
      data-testid="phone"
      lang={engine?.config.translator?.writing.code ?? engine?.config.language?.code}
    >
      {engine ? (
        <ConfigProvider locale={locale ?? englishPack.antd}>
          {/* A new edit (version) mounts a fresh screen on a fresh store, at the same address. */}
          <EngineProvider
            key={engine.version}
            config={engine.config}
            store={engine.store}
            navigator={navigator}
          >
            {alone ? (
              <ScreenHost screenId={alone} />
            ) : (
              <RouterProvider router={router} useTransitions={false} />
            )}
            <UiHost />
          </EngineProvider>
        </ConfigProvider>
      ) : (
        <p style={{ padding: 16 }}>Fix the JSON to see the screen.</p>
      )}
    </div>
  );
}
