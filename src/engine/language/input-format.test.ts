import { describe, expect, it } from 'vitest';
import { cleanInput, displayInput } from './input-format';

describe('input behaviour', () => {
  it('phone keeps digits, at most 11, shown 3-4-4', () => {
    const raw = cleanInput('phone', '+63 917-123 4567 89');
    expect(raw).toBe('63917123456');
    expect(displayInput('phone', raw)).toBe('639 1712 3456');
    expect(displayInput('phone', '1381')).toBe('138 1');
  });

  it('bank card keeps digits and shows groups of four', () => {
    const raw = cleanInput('bank-card', '6222 0202-0011x2233');
    expect(raw).toBe('6222020200112233');
    expect(displayInput('bank-card', raw)).toBe('6222 0202 0011 2233');
  });

  it('digits and number keep digits only and honour maxLength', () => {
    expect(cleanInput('digits', 'a1b2c3', 2)).toBe('12');
    expect(cleanInput('number', '-12.5e3')).toBe('1253');
  });

  it('money allows digits and one decimal point within the maximum length', () => {
    expect(cleanInput('money', '12.3.4')).toBe('12.34');
    expect(cleanInput('money', '.5')).toBe('0.5');
    expect(cleanInput('money', '12345.67', 6)).toBe('12345.');
    expect(cleanInput('money', 'abc')).toBe('');
  });
});
