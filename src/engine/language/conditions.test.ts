import { describe, expect, it } from 'vitest';
import type { Condition } from '../../schema/base';
import { createTesting } from './conditions';
import { createResolving } from './resolve';

// Conditions read their values through a language's resolving; these use no filter. What each kind of
// condition gives is the shared cases in tests/language/conditions.json (language-cases.test.ts);
// these are the parts a case file cannot say.
const { compileCondition, test } = createTesting(createResolving((_name, value) => value).compileValue);

describe('conditions', () => {
  it('reads the scope it is tested with each time (a list tests one condition per item)', () => {
    const where: Condition = {
      and: [{ eq: ['{{ item.kind }}', '{{ state.tab }}'] }, { not: { empty: '{{ item.code }}' } }],
    };
    const check = compileCondition(where);
    expect(check({ state: { tab: 1 }, item: { kind: 1, code: 'a' } })).toBe(true);
    expect(check({ state: { tab: 1 }, item: { kind: 2, code: 'b' } })).toBe(false);
    expect(check({ state: { tab: 2 }, item: { kind: 2, code: 'b' } })).toBe(true);
    expect(check({ state: { tab: 2 }, item: { kind: 2, code: '' } })).toBe(false);
  });

  it('makes a condition of a descriptor ready once', () => {
    const where: Condition = { eq: ['{{ state.tab }}', 1] };
    expect(compileCondition(where)).toBe(compileCondition(where));
  });

  it('holds when there is none, and is false for a malformed one without throwing', () => {
    expect(test(undefined, {})).toBe(true);
    expect(test({ eq: 'x' } as never, {})).toBe(false);
  });
});
