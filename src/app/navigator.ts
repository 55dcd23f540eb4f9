/** In-app navigation that keeps the session's common parameters, and leaving the app for gated URLs. */
import type { AppHistory } from './history';
import type { NavigatorPort, BridgePort } from '../engine/ports';

export function createNavigator(
  history: AppHistory,
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
      const to = { pathname: path, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '' };
      if (replace) history.replace(to);
      else history.push(to);
    },
    back() {
      if (depth > 0) {
        depth -= 1;
        history.back();
      } else bridge.post('closeWebview');
    },
    assign(url, replace) {
      if (replace) window.location.replace(url);
      else window.location.assign(url);
    },
  };
}
