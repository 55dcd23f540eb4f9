/**
 * What a node shows for a state of the store, worked out without React, as JSON Forms' mappers do for
 * its renderers: the view subscribes to the store paths the node's plan reads, and draws what this
 * says (nothing, a fragment's nodes with its parameters, or its widget with these props).
 */
import type { RootState } from '../../store';
import { buildScope, EMPTY_SCOPE, type ScopePlace } from '../language/scope';
import { isVisible, resolveProps, type NodePlan } from './plan';

export type NodeShown =
  /** Its `visible` condition does not hold. */
  | { readonly show: 'nothing' }
  /** A fragment: its nodes, with its parameters (`with`) resolved where it is used. */
  | { readonly show: 'fragment'; readonly params: unknown }
  /** A widget: its props, bindings resolved and conditions decided. */
  | { readonly show: 'widget'; readonly props: Record<string, unknown> };

const NOTHING: NodeShown = { show: 'nothing' };

/**
 * What the node of `plan` shows in `state`, at its place (its screen, the local values around it and
 * the app's settings). A node that reads neither the store nor `app` is worked out from its local
 * values alone.
 */
export function nodeProps(plan: NodePlan, state: RootState, place: ScopePlace): NodeShown {
  const scope = plan.readsScreen ? buildScope(state, place) : (place.local ?? EMPTY_SCOPE);
  if (!isVisible(plan, scope)) return NOTHING;
  if (plan.fragmentParams) return { show: 'fragment', params: plan.fragmentParams(scope) };
  return { show: 'widget', props: resolveProps(plan, scope) };
}
