import { describe, expect, it } from 'vitest';
import { filter as digits } from './digits';

describe('digits filter', () => {
  it('keeps digits', () => {
    expect(digits.run('a1b2-3')).toBe('123');
    expect(digits.run(null)).toBe('');
  });
});
