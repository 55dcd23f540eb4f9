// @vitest-environment jsdom
/** In-app navigation keeps the session; only its non-secret parameters reach the address bar. */
import { act, render } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import type { NavigatorPort } from '../engine/ports';
import { historyKeeper } from '../api/session';
import { useRouterNavigator } from './navigator';

const session = { deviceId: 'd-1', orderId: 'OD1', building: 'B', gather: 'G', swift: 'S', eyes: 'E' };
const secrets = { building: 'B', gather: 'G', swift: 'S', eyes: 'E' };

function recordingBridge() {
  const posted: string[] = [];
  return { posted, post: (type: string) => void posted.push(type), onReceive: () => () => undefined };
}

/** The app's navigator inside a router, with the router's location and last history action as they are now. */
function navigatorIn(
  router: 'memory' | 'browser',
  url: string,
  getSession: () => Record<string, string>,
  bridge = recordingBridge(),
  captureFrom?: (search: string) => void,
) {
  const seen: {
    navigator?: NavigatorPort;
    address: string;
    action: string;
    pathname: string;
    search: string;
    hash: string;
  } = {
    address: '',
    action: '',
    pathname: '',
    search: '',
    hash: '',
  };
  function Probe() {
    seen.navigator = useRouterNavigator(getSession, bridge, captureFrom);
    const location = useLocation();
    seen.action = useNavigationType();
    Object.assign(seen, {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      address: `${location.pathname}${location.search}${location.hash}`,
    });
    return null;
  }
  const probe = createElement(Probe);
  const tree: ReactNode =
    router === 'memory'
      ? createElement(MemoryRouter, { initialEntries: [url] }, probe)
      : createElement(BrowserRouter, null, probe);
  const view = render(tree);
  const navigator = () => seen.navigator!;
  return { seen, navigator, bridge, unmount: view.unmount };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('navigator', () => {
  it('writes the common parameters into the address, never the header secrets', () => {
    const t = navigatorIn('memory', '/loanDetail', () => session);
    act(() => t.navigator().go({ path: '/repayPeriod', query: { orderId: 'OD2' } }));
    expect(t.seen.pathname).toBe('/repayPeriod');
    expect(t.seen.action).toBe('PUSH');
    expect(Object.fromEntries(new URLSearchParams(t.seen.search))).toEqual({
      deviceId: 'd-1',
      orderId: 'OD2',
    });
  });

  it('replaces the entry when asked, and puts the hash after the query', () => {
    const t = navigatorIn('memory', '/payWay?orderId=OD1', () => ({ deviceId: 'd-1' }));
    act(() => t.navigator().go({ path: '/payWay', hash: '/addnormalcard', replace: true }));
    expect(t.seen.action).toBe('REPLACE');
    expect(t.seen.address).toBe('/payWay?deviceId=d-1#/addnormalcard');
  });

  it('goes back while it has pushed entries, then asks the native shell to close the web view', () => {
    const t = navigatorIn('memory', '/loanDetail?orderId=OD1', () => ({}));
    act(() => t.navigator().go({ path: '/repayPeriod', query: { orderId: 'OD1' } }));
    expect(t.seen.address).toBe('/repayPeriod?orderId=OD1');
    act(() => t.navigator().back());
    expect(t.seen.address).toBe('/loanDetail?orderId=OD1');
    expect(t.bridge.posted).toEqual([]);
    act(() => t.navigator().back());
    expect(t.bridge.posted).toEqual(['closeWebview']);
    expect(t.seen.address).toBe('/loanDetail?orderId=OD1');
  });

  it("follows a link to one of the app's routes on its own origin inside the app, taking its parameters", () => {
    const captured: string[] = [];
    const t = navigatorIn(
      'memory',
      '/confirmUse',
      () => session,
      recordingBridge(),
      (search) => captured.push(search),
    );
    act(() => t.navigator().assign(`${window.location.origin}/loanDetail?orderId=OD9&from=confirm`, true));
    expect(t.seen).toMatchObject({ pathname: '/loanDetail', search: '?orderId=OD9&from=confirm', hash: '' });
    expect(t.seen.action).toBe('REPLACE');
    expect(captured).toEqual(['?orderId=OD9&from=confirm']);
  });
});

describe("the state of the visit's entries", () => {
  it('an entry the app adds or replaces carries the session secrets, which a reload finds again', () => {
    window.history.replaceState(null, '', '/bindBank');
    const t = navigatorIn('browser', '/bindBank', () => session);
    act(() => t.navigator().go({ path: '/payWay', query: { orderId: 'OD1' } }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/payWay?deviceId=d-1&orderId=OD1');
    expect(historyKeeper(window).read()).toEqual(secrets);
    act(() => t.navigator().go({ path: '/payWay', hash: '/addnormalcard', replace: true }));
    expect(window.location.hash).toBe('#/addnormalcard');
    expect(historyKeeper(window).read()).toEqual(secrets);
    expect(window.location.href).not.toMatch(/[?&](building|gather|swift|eyes)=/);
    t.unmount();
  });
});
