/**
 * In-app navigation on react-router that keeps the session's common parameters (in
 * the address bar only the non-secret ones: the header secrets stay in memory and in the state of the
 * history entries), and leaving the app for gated URLs. A gated URL on the page's own origin that is
 * one of the app's routes is followed inside the app: the session stays in memory.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, type Path } from 'react-router-dom';
import type { NavigatorPort, BridgePort } from '../engine/ports';
import { isSecretParam, secretsState } from '../api/session';
import { knownScreen, routes } from './configs';
import { matchRoute } from './route-match';

/** The app's own location for `url` (same origin, a route of the app), or null to leave the app. */
function inAppLocation(url: string): Path | null {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return null;
  }
  if (target.origin !== window.location.origin) return null;
  const match = matchRoute(routes, target, knownScreen);
  if (match.screen === routes.notFound) return null;
  return { pathname: target.pathname, search: target.search, hash: target.hash };
}

/** Moves the router: to a location (pushed, or replacing the current entry, with its state), or back (-1). */
export type Navigate = (to: Path | number, options?: { replace?: boolean; state?: unknown }) => void;

export interface NavigatorOptions {
  /** The session's parameters now: the common ones go into every in-app address. */
  getSession: () => Record<string, string>;
  /** Told to close the web view when back() goes past the app's first entry. */
  bridge: BridgePort;
  /**
   * Takes the common parameters of an address the app follows inside itself in place of a page load
   * (a gated same-origin link), as the page load would have.
   */
  captureFrom?: (search: string) => void;
}

/** The app's navigator over `navigate`, the router's own move. */
export function createNavigator(
  navigate: Navigate,
  { getSession, bridge, captureFrom }: NavigatorOptions,
): NavigatorPort {
  // How many entries the app pushed and has not gone back from: back() past them closes the web view.
  let depth = 0;
  const moveTo = (to: Path, replace: boolean) => {
    if (!replace) depth += 1;
    // Every entry the app adds or replaces carries the header secrets, so that its reload finds them.
    navigate(to, { replace, state: secretsState(getSession()) });
  };
  return {
    go({ path, query, hash, replace }) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(getSession())) if (v !== '' && !isSecretParam(k)) params.set(k, v);
      for (const [k, v] of Object.entries(query ?? {})) {
        if (v === undefined || v === null) continue;
        params.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      }
      const search = params.toString();
      // The address's common parameters are the session's from now on (a reload would read them so):
      // the language switch's `?lang=` changes the visit's language.
      if (query && Object.keys(query).length) captureFrom?.(search);
      moveTo(
        { pathname: path, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '' },
        Boolean(replace),
      );
    },
    back() {
      if (depth > 0) {
        depth -= 1;
        navigate(-1);
      } else bridge.post('closeWebview');
    },
    assign(url, replace) {
      const inApp = inAppLocation(url);
      if (inApp) {
        captureFrom?.(inApp.search);
        moveTo(inApp, replace);
        return;
      }
      if (replace) window.location.replace(url);
      else window.location.assign(url);
    },
  };
}

/**
 * The navigator of the router around the caller, the same object for the whole visit (the engine is
 * made with it): it moves the router through react-router's latest `navigate`.
 */
export function useRouterNavigator(
  getSession: () => Record<string, string>,
  bridge: BridgePort,
  captureFrom?: (search: string) => void,
): NavigatorPort {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useMemo(
    () =>
      createNavigator(
        // Read when a screen navigates, never while rendering.
        // eslint-disable-next-line react-hooks/refs
        (to, options) => void (typeof to === 'number' ? latest.current(to) : latest.current(to, options)),
        { getSession, bridge, captureFrom },
      ),
    [getSession, bridge, captureFrom],
  );
}
