import { describe, expect, it } from 'vitest';
import { appLanguage } from '../../../tests/language';
import { ENGLISH } from '../../engine/words';
import { filter as date } from './date';

const language = appLanguage();

describe('date filter', () => {
  it('reads epoch seconds, milliseconds and text', () => {
    expect(date.runIn(language, 1_700_000_000, 'YYYY')).toBe('2023');
    expect(date.runIn(language, 1_700_000_000_000, 'YYYY')).toBe('2023');
    expect(date.runIn(language, '2024-03-05 10:00:00')).toBe('2024-03-05');
    expect(date.runIn(language, 'not a date')).toBe('');
    expect(date.runIn(language, undefined)).toBe('');
  });

  it("uses the language's format when the binding gives none", () => {
    const dayFirst = appLanguage({ writing: { ...ENGLISH, dateFormat: 'DD/MM/YYYY' } });
    expect(date.runIn(dayFirst, '2024-03-05 10:00:00')).toBe('05/03/2024');
    expect(date.runIn(dayFirst, '2024-03-05', 'YYYY')).toBe('2024');
  });
});
