import { describe, expect, it } from 'vitest';
import { appLanguage } from '../tests/language';
import { applyScenario, listScenarios } from './scenarios';
import { MONEY_RULE, PESO_AMOUNT } from '../tests/money-rule';
import { createWorld, pesos } from './world';

/** Every string inside a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('pesos', () => {
  it('writes a display row exactly as the money filter writes the amount on a screen', () => {
    // The row is written as the filter writes it; which amounts a screen accepts is not the mock's to say.
    const language = appLanguage({ maxAmount: Number.MAX_SAFE_INTEGER });
    for (const minor of [0, 5, 45000, 131250, 545000, 123456789]) {
      expect(pesos(minor)).toBe(language.resolve('{{ data.amount | money }}', { data: { amount: minor } }));
    }
    expect(pesos(123456)).toBe('₱1,234.56');
    expect(pesos(2000000)).toBe('₱20,000.00');
  });

  it('leaves no amount in any scenario written otherwise than the money rule', () => {
    const offending: string[] = [];
    for (const { name } of listScenarios()) {
      const world = createWorld(name);
      applyScenario(world, name);
      for (const text of strings(world)) {
        for (const [amount] of text.matchAll(PESO_AMOUNT)) {
          if (!MONEY_RULE.test(amount)) offending.push(`${name}: "${amount}" in "${text}"`);
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
