/**
 * Bindings: `{{ root.path | filter:arg | filter }}` inside strings. A small parser, no eval:
 * a string that is exactly one binding yields the raw value; a mixed string yields text,
 * where a missing value becomes "" (a screen never shows "undefined"). Which filters exist is the
 * engine's language (language.ts): the parser reads a filter call's shape, the checker its name, and
 * evaluation asks the language to apply it.
 */
import { filterCallProblem, type FilterCatalogue } from './filters';

export type Scope = Readonly<Record<string, unknown>>;

export interface FilterCall {
  name: string;
  args: unknown[];
}

export interface Expression {
  /** Path segments, the first being the root (query, state, form, data, ...). */
  path: string[];
  /** A literal instead of a path: `{{ 'text' }}` or `{{ 5 }}`. */
  literal?: unknown;
  filters: FilterCall[];
  source: string;
}

export type Segment = string | Expression;

/** Templates parsed before: parsing reads the text alone, so every language shares what it gives. */
const cache = new Map<string, Segment[] | null>();
const BINDING = /\{\{([\s\S]*?)\}\}/g;
/** A path between single braces, `{ item.title }`: a binding missing a brace on each side. */
const SINGLE_BRACES = /(?<![{])\{\s*([A-Za-z_$][\w$]*(?:\.[\w$]+|\[\d+\])+)\s*(?:\|[^{}]*)?\}(?![}])/;

export class ExpressionError extends Error {}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
      current += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      current += ch;
    } else if (ch === separator) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (quote) throw new ExpressionError(`unclosed quote in "${text}"`);
  parts.push(current);
  return parts;
}

function parseLiteral(text: string): { ok: true; value: unknown } | { ok: false } {
  const t = text.trim();
  if ((t.startsWith("'") && t.endsWith("'")) || (t.startsWith('"') && t.endsWith('"'))) {
    return { ok: true, value: t.slice(1, -1) };
  }
  if (/^-?\d+(\.\d+)?$/.test(t)) return { ok: true, value: Number(t) };
  if (t === 'true') return { ok: true, value: true };
  if (t === 'false') return { ok: true, value: false };
  if (t === 'null') return { ok: true, value: null };
  return { ok: false };
}

/** Splits `a.b[0].c` into ["a", "b", "0", "c"]. */
export function parsePath(text: string): string[] {
  const t = text.trim();
  if (!/^[A-Za-z_$][\w$]*(\.[\w$-]+|\[\d+\])*$/.test(t))
    throw new ExpressionError(`"${t}" is not a path like data.items[0].name`);
  return t
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
}

function parseExpression(source: string): Expression {
  const [head = '', ...rest] = splitOutsideQuotes(source, '|');
  const literal = parseLiteral(head);
  const expr: Expression = { path: literal.ok ? [] : parsePath(head), filters: [], source: source.trim() };
  if (literal.ok) expr.literal = literal.value;
  for (const part of rest) {
    const [name = '', ...args] = splitOutsideQuotes(part, ':');
    const fname = name.trim();
    if (!/^[A-Za-z_$][\w$]*$/.test(fname))
      throw new ExpressionError(`"${fname}" is not a filter name like thousands or date:'YYYY'`);
    expr.filters.push({
      name: fname,
      args: args.map((a) => {
        const lit = parseLiteral(a);
        if (lit.ok) return lit.value;
        return { path: parsePath(a) };
      }),
    });
  }
  return expr;
}

/** Parses a string into text and bindings; null when it holds no binding. Throws ExpressionError on a malformed binding. */
export function parseTemplate(text: string): Segment[] | null {
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  if (!text.includes('{') && !text.includes('}')) {
    cache.set(text, null);
    return null;
  }
  const segments: Segment[] = [];
  let last = 0;
  const literal = (part: string) => {
    // Braces left in the text are a binding written wrong: they would show on screen as they are.
    if (part.includes('{{')) throw new ExpressionError(`unclosed binding in "${text}": close it with }}`);
    if (part.includes('}}')) throw new ExpressionError(`stray }} in "${text}": open the binding with {{`);
    const single = SINGLE_BRACES.exec(part);
    if (single)
      throw new ExpressionError(
        `"${single[0]}" in "${text}" is written with single braces: write {{ ${single[1]} }}`,
      );
    segments.push(part);
  };
  for (const m of text.matchAll(BINDING)) {
    if (m.index > last) literal(text.slice(last, m.index));
    segments.push(parseExpression(m[1] ?? ''));
    last = m.index + m[0].length;
  }
  if (last < text.length) literal(text.slice(last));
  if (segments.every((s) => typeof s === 'string')) {
    cache.set(text, null);
    return null;
  }
  const result = segments.length ? segments : null;
  if (cache.size > 5000) cache.clear();
  cache.set(text, result);
  return result;
}

/** Reads a path from a scope; undefined when any step is missing. */
export function readPath(scope: unknown, path: readonly string[]): unknown {
  let current: unknown = scope;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    if (current === null || current === undefined) return undefined;
    if (typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Applies a binding's filter by name (the language's own: see language.ts). */
export type ApplyFilter = (name: string, value: unknown, args: readonly unknown[]) => unknown;

/** The value of one binding in a scope, its filters applied left to right by `apply`. */
export function evaluate(expr: Expression, scope: Scope, apply: ApplyFilter): unknown {
  let value = 'literal' in expr ? expr.literal : readPath(scope, expr.path);
  for (const f of expr.filters) {
    const args = f.args.map((a) =>
      a && typeof a === 'object' && 'path' in a ? readPath(scope, (a as { path: string[] }).path) : a,
    );
    value = apply(f.name, value, args);
  }
  return value;
}

/** How a bound value shows as text: numbers and strings as they are, nothing for objects, lists and missing values. */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object') return '';
  return String(value);
}

/** Every binding path a value reads, as dotted strings (`form.email`, `state.tab`). */
export function collectPaths(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    let segments: Segment[] | null;
    try {
      segments = parseTemplate(value);
    } catch {
      return into;
    }
    for (const s of segments ?? []) {
      if (typeof s === 'string') continue;
      if (s.path.length) into.add(s.path.join('.'));
      for (const f of s.filters)
        for (const a of f.args)
          if (a && typeof a === 'object' && 'path' in a) into.add((a as { path: string[] }).path.join('.'));
    }
  } else if (Array.isArray(value)) value.forEach((v) => collectPaths(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collectPaths(v, into));
  return into;
}

/** Checks a string's bindings against the filters there are, returning the problems found (for validation). */
export function checkBindings(text: string, filters: FilterCatalogue): string[] {
  let segments: Segment[] | null;
  try {
    segments = parseTemplate(text);
  } catch (e) {
    return [(e as Error).message];
  }
  const out: string[] = [];
  for (const s of segments ?? [])
    if (typeof s !== 'string')
      for (const call of s.filters) {
        const problem = filterCallProblem(call, filters);
        if (problem) out.push(problem);
      }
  return out;
}
