/** What a screen session works with: the store, the outside world's ports, the action registry and app settings. */
import type { AppStore } from '../../store';
import type { ApiPort, BridgePort, NavigatorPort, ReporterPort } from '../ports';
import type { ActionRegistry } from '../registry';
import type { TimerPort, UiPort } from './action-context';

export interface SessionPorts {
  store: AppStore;
  api: ApiPort;
  bridge: BridgePort;
  navigator: NavigatorPort;
  reporter: ReporterPort;
  ui: UiPort;
  timers: TimerPort;
  actions: ActionRegistry;
  /** app.json: theme, service phone, URL scheme, app name; read as `app.<key>`. */
  app: Record<string, unknown>;
  /** The one http(s) gate for server URLs: the normalised URL, or null when refused. */
  safeUrl(raw: unknown): string | null;
  clipboard(text: string): Promise<void>;
}
