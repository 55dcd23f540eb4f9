/** Per-screen context: which screen a node belongs to, its action environment, and local scope (item, params). */
import { createContext, useContext } from 'react';
import type { Scope } from './expressions';
import type { RunnerEnv } from './run-actions';

export interface ScreenContextValue {
  screen: string;
  env: RunnerEnv;
}

export const ScreenContext = createContext<ScreenContextValue | null>(null);
export const LocalScopeContext = createContext<Scope>(Object.freeze({}));

export function useScreenContext(): ScreenContextValue {
  const value = useContext(ScreenContext);
  if (!value) throw new Error('a widget rendered outside a screen');
  return value;
}
