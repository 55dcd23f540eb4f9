/**
 * Resolving: a descriptor's value made ready once (its bindings parsed), then resolved against a scope
 * as often as needed. A lone binding keeps its value's type; a mixed string becomes text.
 */
import { asText, evaluate, parseTemplate, type Expression, type Scope, type Segment } from './expressions';

/** A value of a descriptor made ready to resolve: reads the scope, returns the value with its bindings filled. */
export type Resolver = (scope: Scope) => unknown;

const stringResolvers = new Map<string, Resolver>();

/** One binding made ready to resolve. */
function expressionResolver(expression: Expression): Resolver {
  return (scope) => evaluate(expression, scope);
}

/** A string made ready to resolve (parsed once; a malformed binding resolves to ""). */
function stringResolver(text: string): Resolver {
  let resolver = stringResolvers.get(text);
  if (resolver) return resolver;
  let segments: Segment[] | null = null;
  let broken = false;
  try {
    segments = parseTemplate(text);
  } catch {
    broken = true;
  }
  const parts = segments;
  if (broken) resolver = () => '';
  else if (!parts) resolver = () => text;
  else if (parts.length === 1 && typeof parts[0] !== 'string')
    resolver = expressionResolver(parts[0] as Expression);
  else {
    const pieces = parts.map((part) => (typeof part === 'string' ? part : expressionResolver(part)));
    resolver = (scope) =>
      pieces.map((piece) => (typeof piece === 'string' ? piece : asText(piece(scope)))).join('');
  }
  if (stringResolvers.size > 5000) stringResolvers.clear();
  stringResolvers.set(text, resolver);
  return resolver;
}

/** Resolves one string: a lone binding keeps its value's type; a mixed string becomes text. */
export function resolveString(text: string, scope: Scope): unknown {
  return stringResolver(text)(scope);
}

interface CompiledValue {
  resolve: Resolver;
  /** Whether a binding is found anywhere inside. */
  bound: boolean;
}

const constant = (value: unknown): CompiledValue => ({ resolve: () => value, bound: false });

/** Compiled objects and lists of descriptors (descriptors are never changed once loaded). */
const compiledValues = new WeakMap<object, CompiledValue>();

function compileAny(value: unknown): CompiledValue {
  if (typeof value === 'string')
    return value.includes('{{') ? { resolve: stringResolver(value), bound: true } : constant(value);
  if (!value || typeof value !== 'object') return constant(value);
  let hit = compiledValues.get(value);
  if (hit) return hit;
  if (Array.isArray(value)) {
    const items = value.map(compileAny);
    hit = items.some((i) => i.bound)
      ? { bound: true, resolve: (scope) => items.map((i) => i.resolve(scope)) }
      : constant(value);
  } else {
    const keys = Object.keys(value);
    const values = keys.map((k) => compileAny((value as Record<string, unknown>)[k]));
    hit = values.some((c) => c.bound)
      ? {
          bound: true,
          resolve: (scope) => {
            const out: Record<string, unknown> = {};
            keys.forEach((key, index) => {
              const item = values[index]!.resolve(scope);
              // Defined, not assigned: a key named `__proto__` stays a key of the value.
              if (key === '__proto__')
                Object.defineProperty(out, key, {
                  value: item,
                  enumerable: true,
                  writable: true,
                  configurable: true,
                });
              else out[key] = item;
            });
            return out;
          },
        }
      : constant(value);
  }
  compiledValues.set(value, hit);
  return hit;
}

/**
 * Makes a value of a descriptor ready to resolve, once. Objects and lists with a binding inside
 * resolve to copies with their bindings filled; those without one (and every other value) resolve to
 * themselves, the same object every time: a widget may keep what it gets, but must not change it.
 */
export function compileValue(value: unknown): Resolver {
  return compileAny(value).resolve;
}

/** Resolves bindings anywhere in a JSON value (see compileValue: objects without a binding are not copied). */
export function resolveValue(value: unknown, scope: Scope): unknown {
  if (typeof value === 'string') return stringResolver(value)(scope);
  if (!value || typeof value !== 'object') return value;
  return compileAny(value).resolve(scope);
}
