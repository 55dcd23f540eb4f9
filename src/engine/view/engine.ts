/**
 * One engine per app (or test, or preview): the configuration the app hands in, the store, and what
 * is made once from them: its binding language, the ports every screen session works with, the UI
 * port, the widgets' code and the batching of form-field registrations.
 */
import { actions, type AppStore } from '../../store';
import type { DescriptorSource, ValidatorsSource } from '../load/loader';
import type { ApiPort, ApiResult, BridgePort, NavigatorPort, ReporterPort } from '../ports';
import type { WidgetRegistry } from '../registry';
import type { ScreenDescriptor } from '../../schema/screen';
import type { ActionRegistry, TimerPort } from '../session/action-context';
import type { SessionPorts } from '../session/ports';
import { ScreenSession } from '../session/screen-session';
import { browserClipboard, createUi, realTimers, type StoreUi } from '../session/ui-port';
import { WidgetCode } from './widget-code';
import type { FilterRegistry } from '../language/filters';
import type { InputFormatRegistry } from '../language/input-format';
import { createLanguage, type Language } from '../language/language';
import type { PreparedScreen } from '../plan/prepared-screens';
import type { Translator } from '../language/translator';
import type { CopyRegistries } from '../translate/copy-strings';
import { inOwnWords, type EngineLanguage, type EngineWords } from '../words';

export interface EngineConfig {
  /** The widget types and their code: an eager widget's comes with the registry, drawn without a load. */
  widgets: WidgetRegistry;
  actions: ActionRegistry;
  /** The filters this engine's bindings apply (`{{ data.date | date }}`). */
  filters: FilterRegistry;
  /** The input formats this engine's text inputs take (`"format": "phone"`). */
  formats: InputFormatRegistry;
  /** The largest amount (minor units) a screen shows or sends: `app.maxAmount` unless given. */
  maxAmount?: number;
  /** The precompiled validators, or a loader of them (loaded only when a descriptor must be checked). */
  validators: ValidatorsSource;
  api: ApiPort;
  bridge: BridgePort;
  reporter: ReporterPort;
  source: DescriptorSource;
  /** app.json: theme, service phone, URL scheme, app name; read as `app.<key>`. */
  app: Record<string, unknown>;
  safeUrl(raw: unknown): string | null;
  /** A link out with the session parameters it may carry (see ActionContext.withSession). */
  withSession(href: string): string;
  /** The gate for `tel:` and `mailto:` links: the clean link, or null when the number or address is refused. */
  safeContact(raw: unknown): string | null;
  clipboard?: (text: string) => Promise<void>;
  timers?: TimerPort;
  /**
   * The language the engine writes in: its words, the locale of amounts and numbers, the dates'
   * format (English when not given), the screens' copy in English.
   */
  language?: EngineLanguage;
  /**
   * The translator the engine starts with, in place of `language`: its language, and the screens'
   * copy in it. `engine.language.use` switches to another without making the engine again.
   */
  translator?: Translator;
  /**
   * Where a screen's and a fragment's top level hold copy (src/generated/file-layouts.ts): without
   * them, no copy would be marked and every screen drawn in its English.
   */
  copyLayouts: CopyRegistries['layouts'];
  /**
   * The screen the page was drawn for before any script ran, whether it drew its header bar, and the
   * title in it ('' for an empty bar): kept while the screen loads.
   */
  boot?: { screen: string; title: string; header: boolean };
  /** Where a screen's title goes besides its header: the page's title unless given (the workbench keeps its own). */
  showTitle?: (title: string) => void;
  /**
   * A picture of the page's own origin drawn inside the page, by its path (`/images/x.svg`): its
   * `data:` address, or undefined to ask for the file as usual.
   */
  inlinePicture?: (path: string) => string | undefined;
  /**
   * The page's first screen, opened by this engine before the first render (the server draws it with
   * its data; the browser hydrates that markup): the first ScreenHost of that id draws it at once.
   */
  opened?: OpenedScreen;
}

/** A screen prepared and entered before it is drawn, its widgets' code loaded, and what it drew then. */
export interface OpenedScreen {
  screen: string;
  prepared: PreparedScreen;
  session: ScreenSession;
  status: 'loading' | 'error' | 'ready';
  /** Whether a ScreenHost has shown it: a later visit of the same screen opens its own. */
  isShown(): boolean;
  markShown(): void;
}

export type FieldRegistration = Parameters<typeof actions.forms.fieldsRegistered>[0][number];

export interface Engine {
  readonly config: EngineConfig;
  /** The engine's language: filters, formats, amounts, and the language it writes in, of this engine alone. */
  readonly language: Language;
  readonly ports: SessionPorts;
  readonly ui: StoreUi;
  readonly widgetCode: WidgetCode;
  /** Starts a visit of a screen (not entered yet). */
  openSession(descriptor: ScreenDescriptor): ScreenSession;
  /** Field (un)registrations of one commit, sent to the store together in one action. */
  registerField(registration: FieldRegistration): void;
}

/** Makes an engine from the app's configuration, its store and its navigator. */
export function createEngine(config: EngineConfig, store: AppStore, navigator: NavigatorPort): Engine {
  const language = createLanguage({
    filters: config.filters,
    formats: config.formats,
    maxAmount: config.maxAmount ?? config.app.maxAmount,
    currency: typeof config.app.currency === 'string' ? config.app.currency : undefined,
    writing: config.language,
    translator: config.translator,
  });
  const timers = config.timers ?? realTimers;
  // The words are read as they are written: in the language the engine is in then.
  const ui = createUi(store, timers, () => language.words);
  const ports: SessionPorts = {
    store,
    api: inEngineWords(config.api, () => language.words),
    bridge: config.bridge,
    navigator,
    reporter: config.reporter,
    ui,
    timers,
    actions: config.actions,
    app: config.app,
    language,
    safeUrl: config.safeUrl,
    withSession: config.withSession,
    clipboard: config.clipboard ?? browserClipboard,
  };
  return {
    config,
    language,
    ports,
    ui,
    widgetCode: new WidgetCode(config.widgets),
    openSession: (descriptor) => new ScreenSession(ports, descriptor),
    registerField: fieldRegistrar(store),
  };
}

/**
 * The API with a failure's message in the engine's words where the engine has its own: a call with no
 * connection, a session that has ended (whatever the server wrote: the words of the button that
 * follows them are the engine's), and its word for a failure ("error") in its language.
 */
function inEngineWords(api: ApiPort, words: () => EngineWords): ApiPort {
  return {
    async call(endpoint, params, options) {
      const result = await api.call(endpoint, params, options);
      return result.ok ? result : { ...result, message: failureWords(result, words()) };
    },
    url: (endpoint, params) => api.url(endpoint, params),
    has: (endpoint) => api.has(endpoint),
  };
}

/** The message of a failed call as the engine shows it (see `inEngineWords`). */
export function failureWords(result: ApiResult, words: EngineWords): string {
  if (result.sessionEnded) return words.sessionEnded;
  if (result.failure === 'network') return words.offline;
  return inOwnWords(result.message, words);
}

/** Collects the field (un)registrations of one commit and dispatches them together in a microtask. */
function fieldRegistrar(store: AppStore): (registration: FieldRegistration) => void {
  let queue: FieldRegistration[] = [];
  return (registration) => {
    queue.push(registration);
    if (queue.length > 1) return;
    queueMicrotask(() => {
      const registrations = queue;
      queue = [];
      store.dispatch(actions.forms.fieldsRegistered(registrations));
    });
  };
}
