/** What running actions and loading sources need of a screen session (the session itself implements it). */
import type { Scope } from '../language/expressions';
import type { ActionDescriptor } from '../registry';
import type { ActionContext } from './action-context';
import type { SessionPorts } from './ports';

export interface RunningSession {
  readonly screen: string;
  readonly ports: SessionPorts;
  readonly signal: AbortSignal;
  /** Whether the person left the screen: nothing more runs. */
  readonly ended: boolean;
  scope(extra?: Scope): Scope;
  run(list: readonly ActionDescriptor[] | undefined, extra?: Scope): Promise<boolean>;
  actionContext(extra: Scope): ActionContext;
}
