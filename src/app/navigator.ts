/** In-app navigation that keeps the session's common parameters, and leaving the app for gated URLs. */
import type { NavigateFunction } from 'react-router-dom';
import type { NavigatorPort, BridgePort } from '../engine/ports';

export function createNavigator(
  navigate: NavigateFunction,
  getSession: () => Record<string, string>,
  bridge: BridgePort,
): NavigatorPort {
  let depth = 0;
  return {
    go({ path, query, hash, replace }) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(getSession())) if (v !== '') params.set(k, v);
      for (const [k, v] of Object.entries(query ?? {})) {
        if (v === undefined || v === null) continue;
        params.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      }
      const search = params.toString();
      if (!replace) depth += 1;
      navigate(
        { pathname: path, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '' },
        { replace: Boolean(replace) },
      );
    },
    back() {
      if (depth > 0) {
        depth -= 1;
        navigate(-1);
      } else bridge.post('closeWebview');
    },
    assign(url, replace) {
      if (replace) window.location.replace(url);
      else window.location.assign(url);
    },
  };
}
