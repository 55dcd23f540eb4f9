/**
 * Filters in bindings: `{{ data.total | thousands }}`, `{{ data.date | date:'YYYY-MM-DD' }}`. The
 * engine knows how a filter is called, not which filters there are: the app hands in its registry
 * (src/filters, generated into src/generated/filters.ts) once at start-up, and the checker gets the
 * same registry as a catalogue of names and argument counts.
 */
import { didYouMean } from './suggest';

export type Filter = (value: unknown, ...args: unknown[]) => unknown;

/**
 * The language a filter writes in, for those whose text depends on it (amounts, numbers, dates): the
 * BCP 47 locale handed to `Intl`, the word shown where an amount is not one, the dates' format.
 */
export interface FilterLanguage {
  locale: string;
  unavailable: string;
  dateFormat: string;
}

/** The language filters write in when an engine is given none: English, dates as YYYY-MM-DD. */
export const DEFAULT_FILTER_LANGUAGE: FilterLanguage = Object.freeze({
  locale: 'en',
  unavailable: 'unavailable',
  dateFormat: 'YYYY-MM-DD',
});

/** What the checker and the editor know of a filter: what it does and the arguments it takes. */
export interface FilterSignature {
  /** One line: what the filter gives, for the reference and the editor. */
  description: string;
  /** The names of the arguments after `:`, first to last (`date:'YYYY'` takes `format`). */
  args: readonly string[];
  /** How many of the arguments must be given (the rest have defaults); none when omitted. */
  required?: number;
}

/** A filter of the app: its signature and the function applied to the value. */
export interface FilterDefinition extends FilterSignature {
  /** The filter in the default language. */
  run: Filter;
  /** For a filter whose text depends on the language: the filter writing in `language`. */
  inLanguage?: (language: FilterLanguage) => Filter;
}

export type FilterRegistry = Readonly<Record<string, FilterDefinition>>;
/** The filters as the checker sees them: names and signatures, no code. */
export type FilterCatalogue = Readonly<Record<string, FilterSignature>>;

let installed: FilterRegistry = {};

/** Makes the app's filters the ones bindings apply, giving back those it replaces; called once at start (tests too). */
export function installFilters(registry: FilterRegistry): FilterRegistry {
  const previous = installed;
  installed = registry;
  return previous;
}

/** A filter whose text depends on the language, its `run` the one in the default language (English). */
export function inLanguages(
  definition: FilterSignature & { inLanguage: (language: FilterLanguage) => Filter },
): FilterDefinition {
  return { ...definition, run: definition.inLanguage(DEFAULT_FILTER_LANGUAGE) };
}

/**
 * The registry with each filter that depends on the language writing in `language` (the others as
 * they are): what an engine installs, so that its amounts and dates read as its language writes them.
 */
export function filtersIn(registry: FilterRegistry, language: FilterLanguage): FilterRegistry {
  const out: Record<string, FilterDefinition> = {};
  for (const [name, definition] of Object.entries(registry))
    out[name] = definition.inLanguage ? { ...definition, run: definition.inLanguage(language) } : definition;
  return out;
}

/** The filter of that name, or undefined (`constructor` or `toString` name no filter). */
export function filterOf(name: string): Filter | undefined {
  return Object.prototype.hasOwnProperty.call(installed, name) ? installed[name]!.run : undefined;
}

/** Why a filter call does not fit the catalogue (unknown name, too few or too many arguments), or undefined. */
export function filterCallProblem(
  call: { name: string; args: readonly unknown[] },
  catalogue: FilterCatalogue,
): string | undefined {
  const names = Object.keys(catalogue);
  if (!Object.prototype.hasOwnProperty.call(catalogue, call.name))
    return `unknown filter "${call.name}"${didYouMean(call.name, names)} (filters: ${names.join(', ')})`;
  const { args, required = 0 } = catalogue[call.name]!;
  const given = call.args.length;
  if (given >= required && given <= args.length) return undefined;
  const takes =
    args.length === 0
      ? 'takes no argument'
      : required === args.length
        ? `takes ${args.length} argument${args.length > 1 ? 's' : ''} (${args.join(', ')})`
        : `takes ${required} to ${args.length} arguments (${args.join(', ')})`;
  return `filter "${call.name}" ${takes}, found ${given}: write {{ value | ${[call.name, ...args].join(':')} }}`;
}
