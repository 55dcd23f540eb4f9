/**
 * A schema validator's errors in plain words: what was expected and what was found, a colour pattern
 * as '#rrggbb', a missing property to add, with a did-you-mean for a misspelt name or value.
 */
import type { ValidationError } from '../registry';
import { didYouMean } from '../language/suggest';
import { pointerGet } from './json-values';

export interface Problem {
  /** JSON path (RFC 6901 pointer) inside the file. */
  path: string;
  message: string;
}

/** A value as a message quotes it: a short string, "a list", "an object". */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value.length > 40 ? value.slice(0, 40) + '…' : value}"`;
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/** A JSON Schema type in words. */
const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  integer: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

/** What the patterns of the descriptor language and app.json ask for, in words. */
const PATTERN_WORDS: Readonly<Record<string, string>> = {
  '^#[0-9a-fA-F]{6}$': 'a colour written #rrggbb, like #1759c7',
  '^(#[0-9a-fA-F]{3,8}|var\\(--[a-z0-9-]+\\)|[a-z]+)$':
    'a colour: #rgb or #rrggbb, var(--name) or a colour name',
  '^\\d+\\.\\d+\\.\\d+$': 'a version like 1.2.3',
  '^[0-9.]+(px|%|rem|em|vw)$': 'a width like 24px or 100%',
  '^[0-9.]+(px|%|rem|em|vh)$': 'a height like 24px or 100%',
  '^[a-z][a-z0-9-]*$': 'a name in lower case with dashes, like bind-bank',
  '^/': 'a path starting with /',
  '^\\{\\{.*\\}\\}$': 'one binding, {{ … }}',
};

/** A store path prop's pattern starts with its roots: `^(state|flow|form)\.…`. */
const STORE_PATH = /^\^\(([a-z]+(?:\|[a-z]+)*)\)\\\./;

function patternWords(pattern: string): string {
  const roots = STORE_PATH.exec(pattern)?.[1]?.split('|');
  if (roots) return `a store path such as ${roots.map((r) => `${r}.name`).join(' or ')}`;
  return PATTERN_WORDS[pattern] ?? `text of the form /${pattern}/`;
}

/** The prop a problem is about, as a message names it: "gap", or "item 2" of a list. */
function propName(instancePath: string): string {
  const last = instancePath.split('/').pop() ?? '';
  return /^\d+$/.test(last)
    ? `item ${Number(last) + 1}`
    : `"${last.replace(/~1/g, '/').replace(/~0/g, '~')}"`;
}

/** Turns ajv errors into readable problems: what was expected and what was found, with a did-you-mean. */
export function explain(
  errors: readonly ValidationError[] | null | undefined,
  data: unknown,
  base: string,
  topProps: readonly string[] = [],
): Problem[] {
  if (!errors?.length) return [];
  // Prefer errors outside anyOf branches; among the rest keep the deepest ones.
  const meaningful = errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'if');
  const pool = meaningful.length ? meaningful : errors;
  const problems = new Map<string, Problem>();
  for (const e of pool) {
    const path = base + e.instancePath;
    const found = pointerGet(data, e.instancePath);
    let message: string;
    const has = `has ${propName(e.instancePath)}: ${describeValue(found)}`;
    switch (e.keyword) {
      case 'additionalProperties': {
        const prop = String(e.params.additionalProperty);
        const allowed = e.instancePath === '' ? topProps : [];
        message = `has no property '${prop}'${didYouMean(prop, allowed)}`;
        problems.set(`${path}/${prop}`, { path: `${path}/${prop}`, message });
        continue;
      }
      case 'required':
        message = `is missing "${String(e.params.missingProperty)}": add it`;
        break;
      case 'type':
        message = `${has}, but it must be ${TYPE_WORDS[String(e.params.type)] ?? String(e.params.type)}`;
        break;
      case 'enum': {
        const allowed = (e.params.allowedValues as unknown[]) ?? [];
        const hint = typeof found === 'string' ? didYouMean(found, allowed.map(String)) : '';
        message = `${has}, but it must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}${hint}`;
        break;
      }
      case 'const':
        message = `${has}, but it must be ${JSON.stringify(e.params.allowedValue)}`;
        break;
      case 'pattern':
        message = `${has}, which is not ${patternWords(String(e.params.pattern))}`;
        break;
      default:
        message = `${found !== undefined ? has : `has ${propName(e.instancePath)}`}, but it ${e.message ?? 'is invalid'}`;
    }
    if (!problems.has(path)) problems.set(path, { path, message });
  }
  return [...problems.values()];
}
