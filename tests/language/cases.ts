/**
 * The binding language's shared cases (tests/language/*.json), as DivKit keeps its expression cases:
 * one set of bindings, filters and conditions with what they give and what the checker says of them,
 * run by the engine's tests (src/engine/language/language-cases.test.ts), the checker's
 * (src/engine/check/language-cases.test.ts) and the workbench's completion (src/preview).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Scope = Record<string, unknown>;

/** What a case expects of the engine: a value, or no value at all. */
export type Expected = { value: unknown } | { nothing: true };

export interface TextCase {
  name: string;
  /** A string of a descriptor, with its bindings. */
  text: string;
  scope: Scope;
  expected: Expected;
  /** Part of what the checker reports about the binding, or undefined when it reports nothing. */
  error: string | undefined;
}

export interface ConditionCase {
  name: string;
  condition: unknown;
  scope: Scope;
  /** Whether the condition holds in the scope. */
  value: boolean;
  /** Whether the checker refuses the condition. */
  invalid: boolean;
}

interface CaseFile {
  scope: Scope;
  cases: Record<string, unknown>[];
}

function read(file: string): CaseFile {
  const parsed = JSON.parse(readFileSync(join(import.meta.dirname, file), 'utf8')) as CaseFile;
  if (!Array.isArray(parsed.cases)) throw new Error(`tests/language/${file}: no "cases" list`);
  return parsed;
}

/** A case's own scope, or its file's. */
const scopeOf = (file: CaseFile, raw: Record<string, unknown>) =>
  (raw.scope as Scope | undefined) ?? file.scope;

function textCases(file: string): TextCase[] {
  const parsed = read(file);
  return parsed.cases.map((raw) => {
    const hasValue = 'value' in raw;
    if (typeof raw.name !== 'string' || typeof raw.text !== 'string' || hasValue === (raw.nothing === true))
      throw new Error(`tests/language/${file}: each case has a name, a text, and a value or "nothing": true`);
    return {
      name: raw.name,
      text: raw.text,
      scope: scopeOf(parsed, raw),
      expected: hasValue ? { value: raw.value } : { nothing: true },
      error: typeof raw.error === 'string' ? raw.error : undefined,
    };
  });
}

/** Bindings: paths, literals, text around them, and bindings written wrong. */
export const bindingCases = (): TextCase[] => textCases('bindings.json');

/** The app's filters in bindings, and filter calls the checker refuses. */
export const filterCases = (): TextCase[] => textCases('filters.json');

/** Conditions: comparisons, combinations, emptiness, and malformed conditions. */
export function conditionCases(): ConditionCase[] {
  const parsed = read('conditions.json');
  return parsed.cases.map((raw) => {
    if (typeof raw.name !== 'string' || !('condition' in raw) || typeof raw.value !== 'boolean')
      throw new Error(
        'tests/language/conditions.json: each case has a name, a condition and a boolean value',
      );
    return {
      name: raw.name,
      condition: raw.condition,
      scope: scopeOf(parsed, raw),
      value: raw.value,
      invalid: raw.invalid === true,
    };
  });
}
