/** The engine and the store, provided to everything the engine draws (react-redux's Provider for the store). */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../../store';
import type { NavigatorPort } from '../ports';
import { createEngine, type Engine, type EngineConfig } from './engine';

export type { Engine, EngineConfig } from './engine';

const EngineContext = createContext<Engine | null>(null);

export function EngineProvider(props: {
  config: EngineConfig;
  store: AppStore;
  navigator: NavigatorPort;
  /** An engine made before from the same three (one that has opened a screen already), used as it is. */
  engine?: Engine;
  children: ReactNode;
}) {
  const { config, store, navigator, engine: made } = props;
  const engine = useMemo(
    () => made ?? createEngine(config, store, navigator),
    [made, config, store, navigator],
  );
  return (
    <Provider store={store}>
      <EngineContext.Provider value={engine}>{props.children}</EngineContext.Provider>
    </Provider>
  );
}

export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine outside EngineProvider');
  return engine;
}
