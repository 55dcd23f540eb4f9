/**
 * The language's shared cases (tests/language/*.json) in the engine: each binding and filter resolves
 * to its value in an engine's language with the app's filters, each condition holds or not, and the
 * binding parser reports the mistakes it finds (a misspelt root is the checker's to report).
 */
import { describe, expect, it } from 'vitest';
import { appLanguage } from '../../../tests/language';
import { bindingCases, conditionCases, filterCases, type TextCase } from '../../../tests/language/cases';
import { checkBindings } from './expressions';

const language = appLanguage();

function resolvesAsExpected({ text, scope, expected }: TextCase) {
  const resolved = language.resolve(text, scope);
  if ('nothing' in expected) expect(resolved).toBeUndefined();
  else expect(resolved).toEqual(expected.value);
}

function parserReports({ text, error }: TextCase) {
  const found = checkBindings(text, language.filters);
  if (!error) expect(found).toEqual([]);
  // What the parser finds is the checker's message; a root is checked by the checker alone.
  else if (found.length) expect(found).toEqual([expect.stringContaining(error)]);
}

describe('binding cases', () => {
  it.each(bindingCases().map((c) => [c.name, c] as const))('%s', (_name, c) => {
    resolvesAsExpected(c);
    parserReports(c);
  });
});

describe('filter cases', () => {
  it.each(filterCases().map((c) => [c.name, c] as const))('%s', (_name, c) => {
    resolvesAsExpected(c);
    parserReports(c);
    // A filter call is the parser's to check: it finds every mistake the checker reports.
    if (c.error) expect(checkBindings(c.text, language.filters)).toHaveLength(1);
  });
});

describe('condition cases', () => {
  it.each(conditionCases().map((c) => [c.name, c] as const))('%s', (_name, { condition, scope, value }) => {
    expect(language.test(condition, scope)).toBe(value);
  });
});
