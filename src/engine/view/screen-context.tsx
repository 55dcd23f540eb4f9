/** Per-screen context: which screen a node belongs to, its action environment, and local scope (item, params). */
import { createContext, useContext } from 'react';
import type { Engine } from './engine-context';
import type { Scope } from '../language/expressions';
import type { RunnerEnv } from '../session/run-actions';

export interface ScreenContextValue {
  engine: Engine;
  screen: string;
  env: RunnerEnv;
}

export const ScreenContext = createContext<ScreenContextValue | null>(null);

/**
 * Everything a node needs to render, in one context (a node reads one context, not four): the
 * engine, the screen and its action environment, and the local values (`item`, `index`, `params`)
 * of the list item or fragment it is in.
 */
export interface NodeScope extends ScreenContextValue {
  local: Scope;
}

export const NodeScopeContext = createContext<NodeScope | null>(null);

export function useScreenContext(): ScreenContextValue {
  const value = useContext(ScreenContext);
  if (!value) throw new Error('a widget rendered outside a screen');
  return value;
}
