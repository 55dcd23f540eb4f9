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

  it("refuses a format written in another tool's letters, saying what it would show and what was meant", () => {
    expect(date.check!(['dd/mm/yyyy'])).toBe(
      `filter "date" has the format 'dd/mm/yyyy', which shows 5 March 2026 as "Th/30/yyyy" (did you mean 'DD/MM/YYYY'?): 'yyyy' is written as it is; the date letters are YYYY year, MM month, DD day, HH:mm time, and words go in [brackets]`,
    );
    expect(date.check!(['D MMM at HH:mm'])).toContain(`as "5 Mar pmt 14:30": 't' is written as it is`);
    // dayjs's own letters, words in brackets, and a format read from a binding (unknown here).
    for (const fine of ['DD/MM/YYYY', 'MMM D, YYYY h:mm A', '[on] D MMMM YYYY', 'YYYY-MM-DD HH:mm:ss'])
      expect(date.check!([fine]), fine).toBeUndefined();
    expect(date.check!([undefined])).toBeUndefined();
  });
});
