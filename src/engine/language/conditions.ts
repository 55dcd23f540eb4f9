/** Conditions as data: evaluated against a scope, never compiled to code. */
import { type Scope } from './expressions';
import type { Resolver } from './resolve';

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

function looseEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((typeof a === 'number' || typeof a === 'string') && (typeof b === 'number' || typeof b === 'string')) {
    return String(a) === String(b);
  }
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  return false;
}

function compare(a: unknown, b: unknown): number | undefined {
  const x = typeof a === 'string' && a.trim() !== '' ? Number(a) : a;
  const y = typeof b === 'string' && b.trim() !== '' ? Number(b) : b;
  if (typeof x !== 'number' || typeof y !== 'number' || Number.isNaN(x) || Number.isNaN(y)) return undefined;
  return x - y;
}

/** A condition made ready to test in a scope. */
export type Check = (scope: Scope) => boolean;

const truthy = (v: unknown) => Boolean(v) && !isEmpty(v) && v !== '0';
const never: Check = () => false;
const COMPARISONS = ['gt', 'gte', 'lt', 'lte'] as const;
const PAIRS = ['eq', 'ne', 'in', ...COMPARISONS];

/** How one language tests conditions, with what it has made ready kept for the next time. */
export interface Testing {
  /** Makes a condition ready to test, once; a malformed one is always false (validation reports it). */
  compileCondition(condition: unknown): Check;
  /** Evaluates a condition; a malformed one is false (validation reports it separately). */
  test(condition: unknown, scope: Scope): boolean;
}

/**
 * Conditions whose values are made ready by `compileValue` (the language's, with its filters).
 * Conditions of descriptors are made ready once: descriptors are never changed once loaded.
 */
export function createTesting(compileValue: (value: unknown) => Resolver): Testing {
  const checks = new WeakMap<object, Check>();

  function pairOf(value: unknown): [Resolver, Resolver] {
    const list = Array.isArray(value) ? value : [];
    return [compileValue(list[0]), compileValue(list[1])];
  }

  function compileCondition(condition: unknown): Check {
    if (condition === undefined) return () => true;
    if (typeof condition === 'boolean') return () => condition;
    if (typeof condition === 'string') {
      const value = compileValue(condition);
      return (scope) => truthy(value(scope));
    }
    if (!condition || typeof condition !== 'object') return never;
    let check = checks.get(condition);
    if (!check) {
      check = compileObject(condition as Record<string, unknown>);
      checks.set(condition, check);
    }
    return check;
  }

  function compileObject(c: Record<string, unknown>): Check {
    if ('and' in c) {
      if (!Array.isArray(c.and)) return never;
      const parts = c.and.map((x) => compileCondition(x));
      return (scope) => parts.every((part) => part(scope));
    }
    if ('or' in c) {
      if (!Array.isArray(c.or)) return never;
      const parts = c.or.map((x) => compileCondition(x));
      return (scope) => parts.some((part) => part(scope));
    }
    if ('not' in c) {
      const inner = compileCondition(c.not);
      return (scope) => !inner(scope);
    }
    if ('truthy' in c) {
      const value = compileValue(c.truthy);
      return (scope) => truthy(value(scope));
    }
    if ('empty' in c) {
      const value = compileValue(c.empty);
      return (scope) => isEmpty(value(scope));
    }
    for (const op of PAIRS) {
      if (op in c && !(Array.isArray(c[op]) && (c[op] as unknown[]).length === 2)) return never;
    }
    if ('eq' in c) {
      const [a, b] = pairOf(c.eq);
      return (scope) => looseEqual(a(scope), b(scope));
    }
    if ('ne' in c) {
      const [a, b] = pairOf(c.ne);
      return (scope) => !looseEqual(a(scope), b(scope));
    }
    if ('in' in c) {
      const [a, b] = pairOf(c.in);
      return (scope) => {
        const needle = a(scope);
        const hay = b(scope);
        if (Array.isArray(hay)) return hay.some((h) => looseEqual(h, needle));
        if (typeof hay === 'string')
          return needle !== undefined && needle !== null && hay.includes(String(needle));
        return false;
      };
    }
    for (const op of COMPARISONS) {
      if (op in c) {
        const [a, b] = pairOf(c[op]);
        return (scope) => {
          const d = compare(a(scope), b(scope));
          if (d === undefined) return false;
          return op === 'gt' ? d > 0 : op === 'gte' ? d >= 0 : op === 'lt' ? d < 0 : d <= 0;
        };
      }
    }
    return never;
  }

  return {
    compileCondition,
    test: (condition, scope) => compileCondition(condition)(scope),
  };
}
