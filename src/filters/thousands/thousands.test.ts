import { describe, expect, it } from 'vitest';
import { appLanguage } from '../../../tests/language';
import { pack as filipino } from '../../app/language/packs/fil';
import { filter as thousands } from './thousands';

const language = appLanguage();

describe('thousands filter', () => {
  it('groups whole numbers as the money filter does', () => {
    expect(thousands.runIn(language, 1234567)).toBe('1,234,567');
    expect(thousands.runIn(language, 999)).toBe('999');
    expect(thousands.runIn(language, -1234.7)).toBe('-1,234');
    expect(thousands.runIn(language, -0.5)).toBe('0');
    expect(thousands.runIn(language, null)).toBe('');
  });

  it('groups as the language writes numbers', () => {
    const fil = appLanguage({ writing: filipino.language });
    expect(thousands.runIn(fil, 1234567)).toBe('1,234,567');
    const german = appLanguage({ writing: { ...filipino.language, locale: 'de-DE' } });
    expect(thousands.runIn(german, 1234567)).toBe('1.234.567');
  });
});
