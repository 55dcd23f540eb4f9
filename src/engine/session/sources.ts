/** What a screen's sources ask for in a scope: the app and a route page's early calls both use this. */
import { type Scope } from '../language/expressions';
import type { Language } from '../language/language';
import type { Source } from '../../schema/screen';

export interface SourceCall {
  source: Source;
  params: Record<string, unknown>;
  /** Parameters that go to the query string whatever the method is. */
  query?: Record<string, unknown>;
}

/** The calls of the sources whose `when` holds, with their params and query resolved in `language`, as listed. */
export function sourceCalls(sources: readonly Source[], scope: Scope, language: Language): SourceCall[] {
  return sources
    .filter((source) => source.when === undefined || language.test(source.when, scope))
    .map((source) => ({
      source,
      params: language.resolve(source.params ?? {}, scope) as Record<string, unknown>,
      query: source.query ? (language.resolve(source.query, scope) as Record<string, unknown>) : undefined,
    }));
}
