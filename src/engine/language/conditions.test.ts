import { describe, expect, it } from 'vitest';
import { createTesting } from './conditions';
import { createResolving } from './resolve';
import type { Condition } from '../../schema/base';

// Conditions read their values through a language's resolving; these use no filter.
const { test } = createTesting(createResolving((_name, value) => value).compileValue);

const scope = {
  state: { tab: 1, agreed: true, none: '' },
  item: { kind: 0, channelNumber: 90007, tags: ['a', 'b'] },
  query: { s: '1' },
};

describe('conditions', () => {
  it('compares loosely between numbers and numeric strings', () => {
    expect(test({ eq: ['{{ state.tab }}', '1'] }, scope)).toBe(true);
    expect(test({ eq: ['{{ query.s }}', 1] }, scope)).toBe(true);
    expect(test({ ne: ['{{ item.channelNumber }}', 90006] }, scope)).toBe(true);
  });

  it('compares numbers by size and refuses to compare non-numbers', () => {
    expect(test({ gt: ['{{ item.channelNumber }}', 90006] }, scope)).toBe(true);
    expect(test({ lte: [3, 3] }, scope)).toBe(true);
    expect(test({ lt: ['{{ state.none }}', 4] }, scope)).toBe(false);
  });

  it('combines with and, or, not', () => {
    expect(
      test({ and: [{ truthy: '{{ state.agreed }}' }, { not: { empty: '{{ item.tags }}' } }] }, scope),
    ).toBe(true);
    expect(test({ or: [{ eq: [1, 2] }, { in: ['b', '{{ item.tags }}'] }] }, scope)).toBe(true);
    expect(test({ not: true }, scope)).toBe(false);
  });

  it('treats empty values as empty', () => {
    for (const v of ['{{ state.none }}', '{{ state.missing }}', [], {}])
      expect(test({ empty: v }, scope)).toBe(true);
    expect(test({ empty: '{{ item.kind }}' }, scope)).toBe(false);
  });

  it('reads a binding string as truthiness, "0" being false', () => {
    expect(test('{{ state.agreed }}', scope)).toBe(true);
    expect(test('{{ item.kind }}', scope)).toBe(false);
    expect(test('0', scope)).toBe(false);
  });

  it('reads the scope it is tested with each time (a list tests one condition per item)', () => {
    const where: Condition = {
      and: [{ eq: ['{{ item.kind }}', '{{ state.tab }}'] }, { not: { empty: '{{ item.code }}' } }],
    };
    expect(test(where, { state: { tab: 1 }, item: { kind: 1, code: 'a' } })).toBe(true);
    expect(test(where, { state: { tab: 1 }, item: { kind: 2, code: 'b' } })).toBe(false);
    expect(test(where, { state: { tab: 2 }, item: { kind: 2, code: 'b' } })).toBe(true);
    expect(test(where, { state: { tab: 2 }, item: { kind: 2, code: '' } })).toBe(false);
  });

  it('is false for a malformed condition, never throws', () => {
    expect(test({ nope: 1 } as never, scope)).toBe(false);
    expect(test({ eq: 'x' } as never, scope)).toBe(false);
    expect(test(undefined, scope)).toBe(true);
  });
});
