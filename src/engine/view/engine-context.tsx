/** The engine's React context: registries, validators, ports and the UI port built on the store. */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { DialogRequest, TimerPort, UiPort } from '../session/action-context';
import type { DescriptorSource, ValidatorsSource } from '../load/loader';
import type { ApiPort, BridgePort, NavigatorPort, ReporterPort } from '../ports';
import type { ActionRegistry, WidgetRegistry } from '../registry';
import { actions, type AppStore } from '../../store';
import { createStoreWatch, type StoreWatch } from './store-watch';

export interface EngineConfig {
  widgets: WidgetRegistry;
  actions: ActionRegistry;
  /** The precompiled validators, or a loader of them (loaded only when a descriptor must be checked). */
  validators: ValidatorsSource;
  api: ApiPort;
  bridge: BridgePort;
  reporter: ReporterPort;
  source: DescriptorSource;
  /** app.json: theme, service phone, URL scheme, app name; read as `app.<key>`. */
  app: Record<string, unknown>;
  safeUrl(raw: unknown): string | null;
  clipboard?: (text: string) => Promise<void>;
  timers?: TimerPort;
  /** The screen the page was drawn for before any script ran, and its header title: kept while it loads. */
  boot?: { screen: string; title: string };
}

export interface Engine extends EngineConfig {
  store: AppStore;
  navigator: NavigatorPort;
  ui: UiPort;
  timers: TimerPort;
  clipboard: (text: string) => Promise<void>;
  /** Keyed subscriptions: nodes and fields hear only the store values they read. */
  watch: StoreWatch;
  /** Field registrations of one render, sent to the store in one action. */
  registerField(op: FieldRegistration): void;
  /** Settles an open dialog (called by the UI host). */
  settleDialog(id: string, choice: 'confirm' | 'cancel'): void;
}

export const EngineContext = createContext<Engine | null>(null);

export const realTimers: TimerPort = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

async function browserClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${++counter}`;

/** Builds the UI port: descriptors go to the store's UI queue; dialogs resolve when the borrower answers. */
export function createUi(
  store: AppStore,
  timers: TimerPort,
  pending: Map<string, (c: 'confirm' | 'cancel') => void>,
): UiPort {
  return {
    toast(text, options = {}) {
      if (!text) return;
      const id = nextId('toast');
      const duration = options.duration ?? 2000;
      store.dispatch(actions.ui.toastShown({ id, text, duration, icon: options.icon }));
      timers.setTimeout(() => store.dispatch(actions.ui.toastHidden({ id })), duration);
    },
    loading(label) {
      const id = nextId('loading');
      store.dispatch(actions.ui.loadingStarted({ id, label }));
      let done = false;
      return () => {
        if (done) return;
        done = true;
        store.dispatch(actions.ui.loadingEnded({ id }));
      };
    },
    dialog(request: DialogRequest) {
      const id = nextId('dialog');
      store.dispatch(actions.ui.dialogOpened({ id, ...request }));
      return new Promise((resolve) => pending.set(id, resolve));
    },
    modal(id, open) {
      store.dispatch(actions.ui.modalToggled({ id, open }));
    },
  };
}

export type FieldRegistration = Parameters<typeof actions.forms.fieldsRegistered>[0][number];

/** Collects the field (un)registrations of one commit and dispatches them together in a microtask. */
function fieldRegistrar(store: AppStore): (op: FieldRegistration) => void {
  let queue: FieldRegistration[] = [];
  return (op) => {
    queue.push(op);
    if (queue.length > 1) return;
    queueMicrotask(() => {
      const ops = queue;
      queue = [];
      store.dispatch(actions.forms.fieldsRegistered(ops));
    });
  };
}

export function EngineProvider(props: {
  config: EngineConfig;
  store: AppStore;
  navigator: NavigatorPort;
  children: ReactNode;
}) {
  const { config, store, navigator } = props;
  const engine = useMemo<Engine>(() => {
    const timers = config.timers ?? realTimers;
    const pending = new Map<string, (c: 'confirm' | 'cancel') => void>();
    return {
      ...config,
      store,
      navigator,
      timers,
      clipboard: config.clipboard ?? browserClipboard,
      ui: createUi(store, timers, pending),
      watch: createStoreWatch(store),
      registerField: fieldRegistrar(store),
      settleDialog(id, choice) {
        store.dispatch(actions.ui.dialogClosed({ id }));
        pending.get(id)?.(choice);
        pending.delete(id);
      },
    };
  }, [config, store, navigator]);
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
