/**
 * What a screen session works with: the store, the outside world's ports, the action registry, the
 * app settings and the engine's binding language.
 */
import type { AppStore } from '../../store';
import type { Language } from '../language/language';
import type { ActionContext, ActionRegistry } from './action-context';

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
  /** The engine's language: bindings and conditions are resolved and tested in it; its words are the engine's own. */
  language: Language;
}
