/**
 * The language of one engine: its filters, its input formats, its amount parser, the language it
 * writes in (locale, words, dates), and the bindings and conditions it has made ready. Nothing of it is global: each engine
 * makes its own (engine.ts) and hands it to the planner, the screen sessions and the checker, so
 * two engines on one page (the workbench's phone beside the app, two tests in one worker) never
 * share a filter, a format or a limit.
 *
 * What it writes in comes from its translator (translator.ts), one at a time: `use` switches to
 * another once that one has the catalogues of every screen the engine has loaded, and tells those
 * drawing (`subscribe`). What it made ready stays: a switch keeps the engine and its plans.
 */
import { createTesting, type Check } from './conditions';
import type { Scope } from './expressions';
import { applyFilter, type FilterContext, type FilterRegistry } from './filters';
import { createInputFormats, type InputFormatRegistry, type InputFormats } from './input-format';
import { createAmounts, type Amounts } from './minor-units';
import { createResolving, type Resolver } from './resolve';
import { copyAt, copyFileKey, englishTranslator, type CopyFile, type Translator } from './translator';
import { filterLanguage, type EngineLanguage, type EngineWords } from '../words';

/** What a language is made from: the app's registries and settings. */
export interface LanguageConfig {
  /** The filters bindings apply (`{{ data.date | date }}`). */
  filters: FilterRegistry;
  /** The input formats text inputs take (`"format": "phone"`). */
  formats: InputFormatRegistry;
  /**
   * The largest amount (minor units) any screen shows or sends: app.json's `maxAmount`. One that is
   * not a positive safe integer (or none) sets no maximum but the safe integers' own.
   */
  maxAmount?: unknown;
  /** The sign amounts are shown with where a screen names none: app.json's `currency` ("₱"). */
  currency?: string;
  /**
   * The language the engine writes in: its words, the locale of amounts and numbers, the dates'
   * format (English when none is given). With a translator, the translator's.
   */
  writing?: EngineLanguage;
  /** The translator the engine starts with (the descriptors' English in `writing` when none is given). */
  translator?: Translator;
}

export interface Language extends FilterContext {
  readonly filters: FilterRegistry;
  readonly formats: InputFormats;
  readonly amounts: Amounts;
  /** The language's code, as the document's `lang` attribute takes it ("en", "fil"). */
  readonly code: string;
  /** The engine's own words in this language (what no descriptor says). */
  readonly words: EngineWords;
  /** The translator the copy is read through now. */
  readonly translator: Translator;
  /**
   * Switches to `translator` once it has the catalogues of every file the engine has shown copy of,
   * then tells the subscribers. Of two switches in flight, the later one wins.
   */
  use(translator: Translator): Promise<void>;
  /** Resolves once the translator has what `files` need (a screen's, before it is drawn); remembers them. */
  ready(files: readonly CopyFile[]): Promise<void>;
  /** Calls `listener` after each switch of translator; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Makes a value of a descriptor ready to resolve, once (see resolve.ts). */
  compileValue(value: unknown): Resolver;
  /** `compileValue` of `container[key]`, where a copy string is read in the language of the moment. */
  compileField(container: object, key: string): Resolver;
  /** Resolves bindings anywhere in a value: a lone binding keeps its value's type, mixed text is text. */
  resolve(value: unknown, scope: Scope): unknown;
  /** `resolve` of `container[key]`: a copy string there is read in the language of the moment. */
  resolveField(container: object, key: string, scope: Scope): unknown;
  /** The copy string at `container[key]` in the language of the moment, its bindings unresolved. */
  copy(container: object, key: string): unknown;
  /** Makes a condition ready to test, once; a malformed one is always false (validation reports it). */
  compileCondition(condition: unknown): Check;
  /** Evaluates a condition in a scope; a malformed one is false. */
  test(condition: unknown, scope: Scope): boolean;
}

/** Makes the language of one engine. */
export function createLanguage({
  filters,
  formats,
  maxAmount,
  currency,
  writing,
  translator: first = englishTranslator(writing),
}: LanguageConfig): Language {
  let translator = first;
  let latest = first;
  /** What filters write with in the translator's language, made once per translator. */
  const contexts = new WeakMap<Translator, FilterContext>();
  const contextOf = (of: Translator): FilterContext => {
    let context = contexts.get(of);
    if (!context) {
      const written = filterLanguage(of.writing);
      context = { ...written, amounts: createAmounts(maxAmount, written, currency) };
      contexts.set(of, context);
    }
    return context;
  };
  const files = new Map<string, CopyFile>();
  const listeners = new Set<() => void>();
  const resolving = createResolving(
    (name, value, args) => applyFilter(filters, contextOf(translator), name, value, args),
    { text: (at, english) => translator.text(at, english), current: () => translator },
  );
  const testing = createTesting(resolving.compileValue);
  const remember = (list: readonly CopyFile[]) => {
    for (const file of list) files.set(copyFileKey(file), file);
  };
  const language: Language = {
    get locale() {
      return contextOf(translator).locale;
    },
    get unavailable() {
      return contextOf(translator).unavailable;
    },
    get dateFormat() {
      return contextOf(translator).dateFormat;
    },
    get amounts() {
      return contextOf(translator).amounts;
    },
    get code() {
      return translator.writing.code;
    },
    get words() {
      return translator.writing.words;
    },
    get translator() {
      return translator;
    },
    async use(next) {
      latest = next;
      await next.ready([...files.values()]);
      if (latest !== next || translator === next) return;
      translator = next;
      for (const listener of [...listeners]) listener();
    },
    async ready(list) {
      remember(list);
      let now: Translator;
      do {
        now = translator;
        await now.ready(list);
      } while (now !== translator);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    filters,
    formats: createInputFormats(formats),
    compileValue: resolving.compileValue,
    compileField: resolving.compileField,
    resolve: resolving.resolveValue,
    resolveField: (container, key, scope) => resolving.compileField(container, key)(scope),
    copy(container, key) {
      const value = (container as Record<string, unknown>)[key];
      const at = typeof value === 'string' ? copyAt(container, key) : undefined;
      return at ? translator.text(at, value as string) : value;
    },
    compileCondition: testing.compileCondition,
    test: (condition, scope) => testing.test(condition, scope),
  };
  return language;
}
