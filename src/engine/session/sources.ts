/** What a screen's sources ask for in a scope: the app and a route page's early calls both use this. */
import { test } from '../language/conditions';
import { type Scope } from '../language/expressions';
import { resolveValue } from '../language/resolve';
import type { Source } from '../../schema/screen';

export interface SourceCall {
  source: Source;
  params: Record<string, unknown>;
  /** Parameters that go to the query string whatever the method is. */
  query?: Record<string, unknown>;
}

/** The calls of the sources whose `when` holds, with their params and query resolved, as listed. */
export function sourceCalls(sources: readonly Source[], scope: Scope): SourceCall[] {
  return sources
    .filter((source) => source.when === undefined || test(source.when, scope))
    .map((source) => ({
      source,
      params: resolveValue(source.params ?? {}, scope) as Record<string, unknown>,
      query: source.query ? (resolveValue(source.query, scope) as Record<string, unknown>) : undefined,
    }));
}
