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
});
