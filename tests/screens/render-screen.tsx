/** renderScreen(path, { scenario }): the real app shell on the msw/node mock backend, with a fake bridge. */
import { render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useMemo } from 'react';
import { EngineProvider, type EngineConfig } from '../../src/engine/engine-context';
import { UiHost } from '../../src/engine/ui-host';
import { RouteSwitch } from '../../src/app/router';
import { createNavigator } from '../../src/app/navigator';
import { routes, appSettings, descriptorSource } from '../../src/app/configs';
import { widgets } from '../../src/generated/widgets';
import { actionRegistry } from '../../src/generated/actions';
import { validators } from '../../src/generated/validator-set';
import { createApi } from '../../src/api';
import { safeHttpUrl } from '../../src/api/url-gate';
import { captureSession } from '../../src/api/session';
import { makeStore, actions } from '../../src/store';
import type { BridgePort } from '../../src/engine/ports';

export interface FakeBridge extends BridgePort {
  posted: { type: string; payload?: unknown }[];
}

export function fakeBridge(): FakeBridge {
  const posted: FakeBridge['posted'] = [];
  return { posted, post: (type, payload) => posted.push({ type, payload }), onReceive: () => () => {} };
}

export function renderScreen(url: string) {
  const bridge = fakeBridge();
  const warnings: string[] = [];
  const [path, search = ''] = url.split('?');
  const session = captureSession(`?${search}`, window.sessionStorage);
  const store = makeStore({ storage: window.sessionStorage });
  store.dispatch(actions.route.sessionCaptured(session));
  const assigned: string[] = [];
  const config: EngineConfig = {
    widgets,
    actions: actionRegistry,
    validators,
    api: createApi({ getSession: () => store.getState().route.session, baseURL: 'http://localhost' }),
    bridge,
    reporter: { warn: (p) => warnings.push(`${p.code}: ${p.message}`) },
    source: { ...descriptorSource, remoteBase: '' },
    app: appSettings as unknown as Record<string, unknown>,
    safeUrl: safeHttpUrl,
  };
  function Shell() {
    const navigate = useNavigate();
    const navigator = useMemo(() => {
      const n = createNavigator(navigate, () => store.getState().route.session, bridge);
      return { ...n, assign: (u: string) => assigned.push(u) };
    }, [navigate]);
    return (
      <EngineProvider config={config} store={store} navigator={navigator}>
        <RouteSwitch routes={routes} known={(id) => id === 'bind-bank' || id === 'not-found'} />
        <UiHost />
      </EngineProvider>
    );
  }
  const view = render(
    <MemoryRouter initialEntries={[`${path}${search ? `?${search}` : ''}`]}>
      <Shell />
    </MemoryRouter>,
  );
  return { ...view, bridge, store, warnings, assigned };
}
