/**
 * Where a node is drawn: its engine, its screen session, the plans of its screen, and the local values
 * of the list item or fragment around it.
 */
import { createContext, useContext } from 'react';
import type { Scope } from '../language/expressions';
import type { Language } from '../language/language';
import type { Planner } from '../plan/plan';
import { EMPTY_SCOPE } from '../language/scope';
import type { ScreenSession } from '../session/screen-session';
import type { Engine } from './engine';

export interface ViewScope {
  readonly engine: Engine;
  readonly session: ScreenSession;
  /** The plans of the screen's descriptor (made once when it was loaded). */
  readonly planner: Planner;
  /** `item`, `index`, `params`: what the nodes inside a list item or a fragment read besides the store. */
  readonly local: Scope;
}

export const ViewScopeContext = createContext<ViewScope | null>(null);

export function screenViewScope(engine: Engine, session: ScreenSession, planner: Planner): ViewScope {
  return { engine, session, planner, local: EMPTY_SCOPE };
}

/** The view scope with `added` local values on top of those above (an item's inside a fragment's). */
export function withLocal(base: ViewScope, added: Scope): ViewScope {
  return { ...base, local: base.local === EMPTY_SCOPE ? added : { ...base.local, ...added } };
}

/** Where the calling widget is drawn. */
export function useViewScope(): ViewScope {
  const view = useContext(ViewScopeContext);
  if (!view) throw new Error('a widget rendered outside a screen');
  return view;
}

/**
 * The binding language of the engine a widget is drawn by: its formats, its amount parser, its
 * locale, and bindings and conditions a widget evaluates itself (a list's items).
 */
export function useLanguage(): Language {
  return useViewScope().engine.language;
}

/** The session of the screen a widget is drawn on: the one way a widget reaches it. */
export function useScreenSession(): ScreenSession {
  return useViewScope().session;
}
