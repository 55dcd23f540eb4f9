/**
 * Filters in bindings: `{{ data.total | thousands }}`, `{{ data.date | date:'YYYY-MM-DD' }}`. The
 * engine knows how a filter is called, not which filters there are: each engine is handed the app's
 * registry (src/filters, generated into src/generated/filters.ts) in its language (language.ts), and
 * the checker gets the same registry as a catalogue of names and argument counts.
 */
import type { Amounts } from './minor-units';
import type { FilterLanguage } from '../words';

export { DEFAULT_FILTER_LANGUAGE, type FilterLanguage } from '../words';
import { didYouMean } from './suggest';

export type Filter = (value: unknown, ...args: unknown[]) => unknown;

/** What a filter may read of the engine it runs in: its amount parser and the language it writes in. */
export interface FilterContext extends FilterLanguage {
  /**
   * The amount parser, with the engine's maximum (app.json's `maxAmount`) and default sign (its
   * `currency`), writing in the language.
   */
  readonly amounts: Amounts;
}

/** A filter that reads the language it runs in: its context comes first, then the value and the arguments. */
export type ContextFilter = (context: FilterContext, value: unknown, ...args: unknown[]) => unknown;

/** What the checker and the editor know of a filter: what it does and the arguments it takes. */
export interface FilterSignature {
  /** One line: what the filter gives, for the reference and the editor. */
  description: string;
  /** The names of the arguments after `:`, first to last (`date:'YYYY'` takes `format`). */
  args: readonly string[];
  /** How many of the arguments must be given (the rest have defaults); none when omitted. */
  required?: number;
  /**
   * Why the arguments written out in a binding would not give what it means (a date format in another
   * tool's letters), or undefined; an argument read from a binding is undefined here.
   */
  check?(args: readonly unknown[]): string | undefined;
}

/** A filter of the app that depends on nothing but its value and arguments. */
export interface FilterDefinition extends FilterSignature {
  /** The filter in the default language. */
  run: Filter;
  runIn?: undefined;
}

/**
 * A filter of the app that depends on the engine's settings (its amounts, its locale): it takes them
 * first, as a Jinja filter marked `pass_context` does, so that no filter reads a global.
 */
export interface ContextFilterDefinition extends FilterSignature {
  runIn: ContextFilter;
  run?: undefined;
}

export type FilterRegistry = Readonly<Record<string, FilterDefinition | ContextFilterDefinition>>;

/** The filters as the checker sees them: names and signatures, no code. */
export type FilterCatalogue = Readonly<Record<string, FilterSignature>>;

/**
 * The value after the registry's filter of that name, run in `context`; a name that is no filter of
 * the registry (`constructor` and `toString` included) leaves the value as it is (the checker reports it).
 */
export function applyFilter(
  registry: FilterRegistry,
  context: FilterContext,
  name: string,
  value: unknown,
  args: readonly unknown[],
): unknown {
  if (!Object.prototype.hasOwnProperty.call(registry, name)) return value;
  const filter = registry[name]!;
  return filter.runIn ? filter.runIn(context, value, ...args) : filter.run(value, ...args);
}

/**
 * Why a filter call does not fit the catalogue (unknown name, too few or too many arguments, or
 * arguments the filter itself refuses), or undefined.
 */
export function filterCallProblem(
  call: { name: string; args: readonly unknown[] },
  catalogue: FilterCatalogue,
): string | undefined {
  const names = Object.keys(catalogue);
  if (!Object.prototype.hasOwnProperty.call(catalogue, call.name))
    return `unknown filter "${call.name}"${didYouMean(call.name, names)} (filters: ${names.join(', ')})`;
  const { args, required = 0 } = catalogue[call.name]!;
  const given = call.args.length;
  if (given >= required && given <= args.length) {
    const literal = call.args.map((a) => (a && typeof a === 'object' && 'path' in a ? undefined : a));
    return catalogue[call.name]!.check?.(literal);
  }
  const takes =
    args.length === 0
      ? 'takes no argument'
      : required === args.length
        ? `takes ${args.length} argument${args.length > 1 ? 's' : ''} (${args.join(', ')})`
        : `takes ${required} to ${args.length} arguments (${args.join(', ')})`;
  return `filter "${call.name}" ${takes}, found ${given}: write {{ value | ${[call.name, ...args].join(':')} }}`;
}
