import { describe, expect, it } from 'vitest';
import { appLanguage } from '../../../tests/language';
import { filter as amount } from './amount';

const language = appLanguage();

describe('amount filter', () => {
  it('passes amounts and drops the rest', () => {
    expect(amount.runIn(language, '1250')).toBe(1250);
    expect(amount.runIn(language, 0)).toBe(0);
    expect(amount.runIn(language, '0x10')).toBeUndefined();
    expect(amount.runIn(language, -1)).toBeUndefined();
  });

  it('gives in a binding the number that is sent, or nothing', () => {
    const scope = { data: { ok: '545000', fraction: 12.5 } };
    expect(language.resolve('{{ data.ok | amount }}', scope)).toBe(545000);
    expect(language.resolve('{{ data.fraction | amount }}', scope)).toBeUndefined();
  });

  it("drops an amount above its engine's maximum", () => {
    const scope = { data: { big: 5000 } };
    expect(appLanguage({ maxAmount: 1000 }).resolve('{{ data.big | amount }}', scope)).toBeUndefined();
    expect(appLanguage({ maxAmount: 10000 }).resolve('{{ data.big | amount }}', scope)).toBe(5000);
  });
});
