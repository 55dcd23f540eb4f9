/**
 * Resolving: a descriptor's value made ready once (its bindings parsed), then resolved against a scope
 * as often as needed. A lone binding keeps its value's type; a mixed string becomes text. What is
 * made ready belongs to one language (its filters): two engines never share it.
 *
 * A copy string (one whose place a loaded screen marked: translator.ts) resolves through the
 * translator of the moment: its text in the language the engine is in as it draws, then its
 * bindings. What is made ready does not depend on the language, so a switch keeps it.
 */
import {
  asText,
  evaluate,
  parseTemplate,
  type ApplyFilter,
  type Expression,
  type Scope,
  type Segment,
} from './expressions';
import { copyAt, type CopyAt } from './translator';

/** A value of a descriptor made ready to resolve: reads the scope, returns the value with its bindings filled. */
export type Resolver = (scope: Scope) => unknown;

interface CompiledValue {
  resolve: Resolver;
  /** Whether a binding is found anywhere inside. */
  bound: boolean;
  /** Whether a copy string is found anywhere inside (its text depends on the language). */
  copy?: boolean;
}

/** The text of copy in the language of the moment (the engine's translator). */
export interface CopyText {
  text(at: CopyAt, english: string): string;
  /** Another object whenever `text` may give other texts (the language changed). */
  current(): object;
}

/** How one language resolves values, with what it has made ready kept for the next time. */
export interface Resolving {
  /**
   * Makes a value of a descriptor ready to resolve, once. Objects and lists with a binding inside
   * resolve to copies with their bindings filled; those without one (and every other value) resolve
   * to themselves, the same object every time: a widget may keep what it gets, but must not change it.
   */
  compileValue(value: unknown): Resolver;
  /** Resolves bindings anywhere in a JSON value (objects without a binding are not copied). */
  resolveValue(value: unknown, scope: Scope): unknown;
  /** `compileValue` of `container[key]`: a copy string there is read in the language of the moment. */
  compileField(container: object, key: string): Resolver;
}

const english: CopyText = { text: (_at, text) => text, current: () => english };

const constant = (value: unknown): CompiledValue => ({ resolve: () => value, bound: false });

/** An object's resolved copy: `__proto__` is defined, not assigned, so that it stays a key of the value. */
function objectResolver(keys: readonly string[], values: readonly CompiledValue[]): Resolver {
  return (scope) => {
    const out: Record<string, unknown> = {};
    keys.forEach((key, index) => {
      const item = values[index]!.resolve(scope);
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
  };
}

/** Resolving with the filters `apply` runs (descriptors are never changed once loaded, so what is made ready is kept). */
export function createResolving(apply: ApplyFilter, copy: CopyText = english): Resolving {
  const stringResolvers = new Map<string, Resolver>();
  const compiledValues = new WeakMap<object, CompiledValue>();

  const expressionResolver =
    (expression: Expression): Resolver =>
    (scope) =>
      evaluate(expression, scope, apply);

  /** A string made ready to resolve (parsed once; a malformed binding resolves to ""). */
  function stringResolver(text: string): Resolver {
    let resolver = stringResolvers.get(text);
    if (resolver) return resolver;
    let parts: Segment[] | null = null;
    let broken = false;
    try {
      parts = parseTemplate(text);
    } catch {
      broken = true;
    }
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

  /** A string made ready: read through the translator where it is copy (`at`), then its bindings filled. */
  function compileString(value: string, at: CopyAt | undefined): CompiledValue {
    if (at)
      return {
        bound: value.includes('{{'),
        copy: true,
        resolve: (scope) => stringResolver(copy.text(at, value))(scope),
      };
    return value.includes('{{') ? { resolve: stringResolver(value), bound: true } : constant(value);
  }

  /**
   * A container's resolver from its items': a copy without bindings is made once per language, so
   * that what a widget gets stays the same object while the language does.
   */
  function containerValue(value: object, items: readonly CompiledValue[], resolve: Resolver): CompiledValue {
    const bound = items.some((c) => c.bound);
    const hasCopy = items.some((c) => c.copy);
    if (bound) return { bound, copy: hasCopy, resolve };
    if (!hasCopy) return constant(value);
    let language: object | undefined;
    let made: unknown;
    return {
      bound,
      copy: true,
      resolve: (scope) => {
        if (copy.current() !== language) {
          language = copy.current();
          made = resolve(scope);
        }
        return made;
      },
    };
  }

  function compileField(container: object, key: string): CompiledValue {
    const value = (container as Record<string, unknown>)[key];
    return typeof value === 'string' ? compileString(value, copyAt(container, key)) : compileAny(value);
  }

  function compileAny(value: unknown): CompiledValue {
    if (typeof value === 'string') return compileString(value, undefined);
    if (!value || typeof value !== 'object') return constant(value);
    let hit = compiledValues.get(value);
    if (hit) return hit;
    if (Array.isArray(value)) {
      const items = value.map((_, i) => compileField(value, String(i)));
      hit = containerValue(value, items, (scope) => items.map((i) => i.resolve(scope)));
    } else {
      const keys = Object.keys(value);
      const values = keys.map((k) => compileField(value, k));
      hit = containerValue(value, values, objectResolver(keys, values));
    }
    compiledValues.set(value, hit);
    return hit;
  }

  return {
    compileField: (container, key) => compileField(container, key).resolve,
    compileValue: (value) => compileAny(value).resolve,
    resolveValue: (value, scope) => {
      if (typeof value === 'string') return stringResolver(value)(scope);
      if (!value || typeof value !== 'object') return value;
      return compileAny(value).resolve(scope);
    },
  };
}
