/** What a screen session works with: the store, the outside world's ports, the action registry and app settings. */
import type { AppStore } from '../../store';
import type { ActionRegistry } from '../registry';
import type { ActionContext } from './action-context';

/** The ports a session hands to every action as they are. */
type ActionPorts = Pick<
  ActionContext,
  'api' | 'bridge' | 'navigator' | 'reporter' | 'ui' | 'timers' | 'safeUrl' | 'withSession' | 'clipboard'
>;

export interface SessionPorts extends ActionPorts {
  store: AppStore;
  actions: ActionRegistry;
  /** app.json: theme, service phone, URL scheme, app name; read as `app.<key>`. */
  app: Record<string, unknown>;
}
