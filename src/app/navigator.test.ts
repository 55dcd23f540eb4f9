/** In-app navigation keeps the session; only its non-secret parameters reach the address bar. */
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserRouter, createMemoryRouter, type DataRouter } from 'react-router-dom';
import { historyKeeper } from '../api/session';
import { createNavigator } from './navigator';
import { appRoutes } from './router';
import { knownScreen, routes } from './configs';

const session = { deviceId: 'd-1', orderId: 'OD1', building: 'B', gather: 'G', swift: 'S', eyes: 'E' };
const secrets = { building: 'B', gather: 'G', swift: 'S', eyes: 'E' };

function recordingBridge() {
  const posted: string[] = [];
  return { posted, post: (type: string) => void posted.push(type), onReceive: () => () => undefined };
}

const memoryRouter = (url: string) =>
  createMemoryRouter(appRoutes(routes, knownScreen), { initialEntries: [url] });

/** Resolves once the router has moved to another location (navigations finish a few ticks later). */
function nextLocation(router: DataRouter) {
  return new Promise<void>((resolve) => {
    const stop = router.subscribe(() => {
      stop();
      resolve();
    });
  });
}

const address = (router: DataRouter) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('navigator', () => {
  it('writes the common parameters into the address, never the header secrets', async () => {
    const router = memoryRouter('/loanDetail');
    const moved = nextLocation(router);
    createNavigator(router, () => session, recordingBridge()).go({
      path: '/repayPeriod',
      query: { orderId: 'OD2' },
    });
    await moved;
    expect(router.state.location.pathname).toBe('/repayPeriod');
    expect(router.state.historyAction).toBe('PUSH');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      deviceId: 'd-1',
      orderId: 'OD2',
    });
  });

  it('replaces the entry when asked, and puts the hash after the query', async () => {
    const router = memoryRouter('/payWay?orderId=OD1');
    const moved = nextLocation(router);
    createNavigator(router, () => ({ deviceId: 'd-1' }), recordingBridge()).go({
      path: '/payWay',
      hash: '/addnormalcard',
      replace: true,
    });
    await moved;
    expect(router.state.historyAction).toBe('REPLACE');
    expect(address(router)).toBe('/payWay?deviceId=d-1#/addnormalcard');
  });

  it('goes back while it has pushed entries, then asks the native shell to close the web view', async () => {
    const router = memoryRouter('/loanDetail?orderId=OD1');
    const bridge = recordingBridge();
    const navigator = createNavigator(router, () => ({}), bridge);
    let moved = nextLocation(router);
    navigator.go({ path: '/repayPeriod', query: { orderId: 'OD1' } });
    await moved;
    moved = nextLocation(router);
    navigator.back();
    await moved;
    expect(address(router)).toBe('/loanDetail?orderId=OD1');
    expect(bridge.posted).toEqual([]);
    navigator.back();
    expect(bridge.posted).toEqual(['closeWebview']);
    expect(address(router)).toBe('/loanDetail?orderId=OD1');
  });

  it("follows a link to one of the app's routes on its own origin inside the app, taking its parameters", async () => {
    const router = memoryRouter('/confirmUse');
    const captured: string[] = [];
    const navigator = createNavigator(
      router,
      () => session,
      recordingBridge(),
      (search) => captured.push(search),
    );
    const moved = nextLocation(router);
    navigator.assign(`${window.location.origin}/loanDetail?orderId=OD9&from=confirm`, true);
    await moved;
    expect(router.state.location).toMatchObject({
      pathname: '/loanDetail',
      search: '?orderId=OD9&from=confirm',
      hash: '',
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(captured).toEqual(['?orderId=OD9&from=confirm']);
  });
});

describe("the state of the visit's entries", () => {
  it('an entry the app adds or replaces carries the session secrets, which a reload finds again', async () => {
    window.history.replaceState(null, '', '/bindBank');
    const router = createBrowserRouter(appRoutes(routes, knownScreen));
    const navigator = createNavigator(router, () => session, recordingBridge());
    let moved = nextLocation(router);
    navigator.go({ path: '/payWay', query: { orderId: 'OD1' } });
    await moved;
    expect(`${window.location.pathname}${window.location.search}`).toBe('/payWay?deviceId=d-1&orderId=OD1');
    expect(historyKeeper(window).read()).toEqual(secrets);
    moved = nextLocation(router);
    navigator.go({ path: '/payWay', hash: '/addnormalcard', replace: true });
    await moved;
    expect(window.location.hash).toBe('#/addnormalcard');
    expect(historyKeeper(window).read()).toEqual(secrets);
    expect(window.location.href).not.toMatch(/[?&](building|gather|swift|eyes)=/);
    router.dispose();
  });
});
