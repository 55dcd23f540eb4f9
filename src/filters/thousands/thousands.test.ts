import { describe, expect, it } from 'vitest';
import { filter as thousands } from './thousands';

describe('thousands filter', () => {
  it('groups whole numbers as the money filter does', () => {
    expect(thousands.run(1234567)).toBe('1,234,567');
    expect(thousands.run(999)).toBe('999');
    expect(thousands.run(-1234.7)).toBe('-1,234');
    expect(thousands.run(-0.5)).toBe('0');
    expect(thousands.run(null)).toBe('');
  });

  it('groups as the language writes numbers', () => {
    const fil = { locale: 'fil-PH', unavailable: 'hindi available', dateFormat: 'YYYY-MM-DD' };
    expect(thousands.inLanguage!(fil)(1234567)).toBe('1,234,567');
    expect(thousands.inLanguage!({ ...fil, locale: 'de-DE' })(1234567)).toBe('1.234.567');
  });
});
