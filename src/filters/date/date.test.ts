import { describe, expect, it } from 'vitest';
import { filter as date } from './date';

describe('date filter', () => {
  it('reads epoch seconds, milliseconds and text', () => {
    expect(date.run(1_700_000_000, 'YYYY')).toBe('2023');
    expect(date.run(1_700_000_000_000, 'YYYY')).toBe('2023');
    expect(date.run('2024-03-05 10:00:00')).toBe('2024-03-05');
    expect(date.run('not a date')).toBe('');
    expect(date.run(undefined)).toBe('');
  });

  it("uses the language's format when the binding gives none", () => {
    const language = { locale: 'fil-PH', unavailable: 'hindi available', dateFormat: 'DD/MM/YYYY' };
    expect(date.inLanguage!(language)('2024-03-05 10:00:00')).toBe('05/03/2024');
    expect(date.inLanguage!(language)('2024-03-05', 'YYYY')).toBe('2024');
  });
});
