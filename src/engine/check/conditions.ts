/**
 * The conditions pass: a condition (`visible`, `disabled`, an `if`'s `condition`, a rule's `when`) is
 * checked on its own, one message per mistake with a did-you-mean for a misspelt operator, in place
 * of the schema's union errors (a misspelt operator fails every alternative of the union at once).
 */
import { didYouMean } from '../language/suggest';
import type { CheckProblem } from './problem';
import { isObject, pointerKey, type Json } from './json';

/** What an operator takes: two values, a list of conditions, one condition, or any value. */
export type OperandKind = 'pair' | 'conditions' | 'condition' | 'value';

/** The condition operators of the editor schema (its `condition` definition), with what each takes. */
export function conditionOperators(definitions: Readonly<Record<string, Json>>): Map<string, OperandKind> {
  const operators = new Map<string, OperandKind>();
  const branches = Array.isArray(definitions.condition?.anyOf) ? (definitions.condition.anyOf as Json[]) : [];
  for (const branch of branches) {
    if (branch.type !== 'object' || !isObject(branch.properties)) continue;
    for (const [name, schema] of Object.entries(branch.properties)) {
      const s = schema as Json;
      const items = s.items;
      operators.set(
        name,
        s.type === 'array' && Array.isArray(items)
          ? 'pair'
          : s.type === 'array'
            ? 'conditions'
            : s.$ref === '#/definitions/condition'
              ? 'condition'
              : 'value',
      );
    }
  }
  return operators;
}

const describe = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : JSON.stringify(v);

/** The mistakes of one condition (and those it holds), each once, at its JSON path. */
export function conditionProblems(
  value: unknown,
  path: string,
  operators: ReadonlyMap<string, OperandKind>,
): CheckProblem[] {
  const out: CheckProblem[] = [];
  const names = [...operators.keys()];
  const error = (at: string, message: string) => out.push({ level: 'error', path: at, message });
  const check = (v: unknown, at: string): void => {
    if (typeof v === 'boolean' || typeof v === 'string') return;
    if (!isObject(v)) {
      error(
        at,
        `has the condition ${describe(v)}: a condition is true, false, a binding or an object with one operator (${names.join(', ')})`,
      );
      return;
    }
    const keys = Object.keys(v);
    if (keys.length !== 1) {
      error(
        at,
        keys.length
          ? `has a condition with ${keys.length} operators (${keys.join(', ')}), where one goes: combine them with {"and": [...]}`
          : `has a condition with no operator: use one of ${names.join(', ')}`,
      );
      return;
    }
    const [op] = keys as [string];
    const operand = v[op];
    const opAt = `${at}/${pointerKey(op)}`;
    const kind = operators.get(op);
    if (!kind) {
      error(
        opAt,
        `has an unknown condition operator '${op}'${didYouMean(op, names)}: use one of ${names.join(', ')}`,
      );
      return;
    }
    if (kind === 'pair' && !(Array.isArray(operand) && operand.length === 2))
      error(
        opAt,
        `has '${op}' with ${describe(operand)}: '${op}' compares two values, write {"${op}": [a, b]}`,
      );
    if (kind === 'conditions') {
      if (!Array.isArray(operand))
        error(
          opAt,
          `has '${op}' with ${describe(operand)}: '${op}' takes a list of conditions, write {"${op}": [c1, c2]}`,
        );
      else operand.forEach((c, i) => check(c, `${opAt}/${i}`));
    }
    if (kind === 'condition') check(operand, opAt);
  };
  check(value, path);
  return out;
}
