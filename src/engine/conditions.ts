/** Conditions as data: evaluated against a scope, never compiled to code. */
import type { Condition } from './schema/base';
import { resolveValue, type Scope } from './expressions';

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

function pair(value: unknown, scope: Scope): [unknown, unknown] {
  const list = Array.isArray(value) ? value : [];
  return [resolveValue(list[0], scope), resolveValue(list[1], scope)];
}

/** Evaluates a condition; a malformed one is false (validation reports it separately). */
export function test(condition: Condition | undefined, scope: Scope): boolean {
  if (condition === undefined) return true;
  if (typeof condition === 'boolean') return condition;
  if (typeof condition === 'string') {
    const v = resolveValue(condition, scope);
    return Boolean(v) && !isEmpty(v) && v !== '0';
  }
  if (!condition || typeof condition !== 'object') return false;
  const c = condition as Record<string, unknown>;
  if ('and' in c) return Array.isArray(c.and) && c.and.every((x) => test(x as Condition, scope));
  if ('or' in c) return Array.isArray(c.or) && c.or.some((x) => test(x as Condition, scope));
  if ('not' in c) return !test(c.not as Condition, scope);
  if ('truthy' in c) {
    const v = resolveValue(c.truthy, scope);
    return Boolean(v) && !isEmpty(v) && v !== '0';
  }
  if ('empty' in c) return isEmpty(resolveValue(c.empty, scope));
  for (const op of ['eq', 'ne', 'in', 'gt', 'gte', 'lt', 'lte']) {
    if (op in c && !(Array.isArray(c[op]) && (c[op] as unknown[]).length === 2)) return false;
  }
  if ('eq' in c) return looseEqual(...pair(c.eq, scope));
  if ('ne' in c) return !looseEqual(...pair(c.ne, scope));
  if ('in' in c) {
    const [needle, hay] = pair(c.in, scope);
    if (Array.isArray(hay)) return hay.some((h) => looseEqual(h, needle));
    if (typeof hay === 'string')
      return needle !== undefined && needle !== null && hay.includes(String(needle));
    return false;
  }
  for (const op of ['gt', 'gte', 'lt', 'lte'] as const) {
    if (op in c) {
      const d = compare(...pair(c[op], scope));
      if (d === undefined) return false;
      return op === 'gt' ? d > 0 : op === 'gte' ? d >= 0 : op === 'lt' ? d < 0 : d <= 0;
    }
  }
  return false;
}
