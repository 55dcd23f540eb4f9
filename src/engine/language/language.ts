/**
 * The language of one engine: its filters, its input formats, its amount parser, the language it
 * writes in (locale, words, dates), and the bindings and conditions it has made ready. Nothing of it is global: each engine
 * makes its own (engine.ts) and hands it to the planner, the screen sessions and the checker, so
 * two engines on one page (the workbench's phone beside the app, two tests in one worker) never
 * share a filter, a format or a limit.
 */
import { createTesting, type Check } from './conditions';
import type { Scope } from './expressions';
import { applyFilter, type FilterContext, type FilterRegistry } from './filters';
import { createInputFormats, type InputFormatRegistry, type InputFormats } from './input-format';
import { createAmounts, type Amounts } from './minor-units';
import { createResolving, type Resolver } from './resolve';
import { ENGLISH, filterLanguage, type EngineLanguage, type EngineWords } from '../words';

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
   * format (English when none is given).
   */
  writing?: EngineLanguage;
}

export interface Language extends FilterContext {
  readonly filters: FilterRegistry;
  readonly formats: InputFormats;
  readonly amounts: Amounts;
  /** The language's code, as the document's `lang` attribute takes it ("en", "fil"). */
  readonly code: string;
  /** The engine's own words in this language (what no descriptor says). */
  readonly words: EngineWords;
  /** Makes a value of a descriptor ready to resolve, once (see resolve.ts). */
  compileValue(value: unknown): Resolver;
  /** Resolves bindings anywhere in a value: a lone binding keeps its value's type, mixed text is text. */
  resolve(value: unknown, scope: Scope): unknown;
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
  writing = ENGLISH,
}: LanguageConfig): Language {
  const written = filterLanguage(writing);
  const context: FilterContext = { ...written, amounts: createAmounts(maxAmount, written, currency) };
  const resolving = createResolving((name, value, args) => applyFilter(filters, context, name, value, args));
  const testing = createTesting(resolving.compileValue);
  return {
    ...context,
    code: writing.code,
    words: writing.words,
    filters,
    formats: createInputFormats(formats),
    compileValue: resolving.compileValue,
    resolve: resolving.resolveValue,
    compileCondition: testing.compileCondition,
    test: (condition, scope) => testing.test(condition, scope),
  };
}
