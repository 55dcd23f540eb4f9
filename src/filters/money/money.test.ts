import { describe, expect, it } from 'vitest';
import app from '../../../screen-configs/app.json';
import { appLanguage } from '../../../tests/language';
import { pack as filipinoPack } from '../../app/language/packs/fil';
import { filter as money } from './money';

const language = appLanguage();
const filipino = appLanguage({ writing: { ...filipinoPack.language } });
const resolveString = (text: string, scope: Record<string, unknown>) => language.resolve(text, scope);

describe('money filter', () => {
  it('shows minor units with the currency of app.json', () => {
    expect(money.runIn(language, 123456)).toBe(`${app.currency}1,234.56`);
    expect(money.runIn(language, '5')).toBe(`${app.currency}0.05`);
    expect(money.runIn(language, 123456, 'Rs.')).toBe('Rs.1,234.56');
  });

  it('shows the currency of the engine it runs in, whatever app.json says', () => {
    expect(money.runIn(appLanguage({ currency: 'Rs.' }), 123456)).toBe('Rs.1,234.56');
    expect(money.runIn(appLanguage({ currency: undefined }), 123456)).toBe('1,234.56');
    expect(language.resolve('{{ data.total | money }}', { data: { total: 250 } })).toBe(
      `${app.currency}2.50`,
    );
  });

  it('groups thousands as Philippine banks write amounts, in English and in Filipino', () => {
    expect(money.runIn(language, 500000)).toBe('₱5,000.00');
    expect(money.runIn(filipino, 500000)).toBe('₱5,000.00');
    expect(money.runIn(filipino, 12345678, 'Rs.')).toBe('Rs.123,456.78');
    // The largest safe integer keeps every digit (no floating-point division on the way).
    expect(money.runIn(appLanguage({ maxAmount: undefined }), Number.MAX_SAFE_INTEGER)).toBe(
      '₱90,071,992,547,409.91',
    );
  });

  it("shows the language's word for what is no amount", () => {
    expect(money.runIn(filipino, 12.5)).toBe('hindi maipakita');
  });
  it('shows unavailable for what is no amount', () => {
    for (const v of [-250, undefined, 'abc', Number.NaN, 12.5, '1e3'])
      expect(money.runIn(language, v)).toBe('unavailable');
  });

  it("shows unavailable for an amount above its engine's maximum", () => {
    expect(money.runIn(appLanguage({ maxAmount: 1000 }), 5000)).toBe('unavailable');
    expect(money.runIn(appLanguage({ maxAmount: 10000 }), 5000)).toBe(`${app.currency}50.00`);
  });

  it('shows in a binding exactly the amount the parser reads', () => {
    const scope = { data: { ok: '545000', fraction: 12.5, padded: ' 545000' } };
    expect(resolveString('{{ data.ok | money }}', scope)).toBe(`${app.currency}5,450.00`);
    expect(resolveString("{{ data.ok | money:'Rs.' }}", scope)).toBe('Rs.5,450.00');
    for (const path of ['fraction', 'padded', 'missing'])
      expect(resolveString(`{{ data.${path} | money }}`, scope)).toBe('unavailable');
  });
});
