import { describe, expect, it } from 'vitest';
import { format as digits } from './digits';

describe('digits input format', () => {
  it('keeps digits, up to the maximum', () => {
    expect(digits.clean('a1b2c3', 2)).toBe('12');
  });
});
