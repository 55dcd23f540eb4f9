import { describe, expect, it } from 'vitest';
import app from '../../../screen-configs/app.json';
import { resolveString } from '../../engine/language/resolve';
import { filter as money } from './money';

const fil = { locale: 'fil-PH', unavailable: 'hindi available', dateFormat: 'YYYY-MM-DD' };

describe('money filter', () => {
  it('shows minor units with the currency of app.json', () => {
    expect(money.run(123456)).toBe(`${app.currency}1,234.56`);
    expect(money.run('5')).toBe(`${app.currency}0.05`);
    expect(money.run(123456, 'Rs.')).toBe('Rs.1,234.56');
  });

  it('groups thousands as Philippine banks write amounts, in English and in Filipino', () => {
    expect(money.run(500000)).toBe('₱5,000.00');
    expect(money.inLanguage!(fil)(500000)).toBe('₱5,000.00');
    expect(money.inLanguage!(fil)(123456789, 'Rs.')).toBe('Rs.1,234,567.89');
    // The largest safe integer keeps every digit (no floating-point division on the way).
    expect(money.run(Number.MAX_SAFE_INTEGER)).toBe('₱90,071,992,547,409.91');
  });

  it("shows the language's word for what is no amount", () => {
    expect(money.inLanguage!(fil)(12.5)).toBe('hindi available');
  });
  it('shows unavailable for what is no amount', () => {
    for (const v of [-250, undefined, 'abc', Number.NaN, 12.5, '1e3'])
      expect(money.run(v)).toBe('unavailable');
  });

  it('shows in a binding exactly the amount the parser reads', () => {
    const scope = { data: { ok: '545000', fraction: 12.5, padded: ' 545000' } };
    expect(resolveString('{{ data.ok | money }}', scope)).toBe(`${app.currency}5,450.00`);
    expect(resolveString("{{ data.ok | money:'Rs.' }}", scope)).toBe('Rs.5,450.00');
    for (const path of ['fraction', 'padded', 'missing'])
      expect(resolveString(`{{ data.${path} | money }}`, scope)).toBe('unavailable');
  });
});
