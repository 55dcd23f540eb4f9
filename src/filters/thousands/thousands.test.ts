import { describe, expect, it } from 'vitest';
import { filter as thousands } from './thousands';

describe('thousands filter', () => {
  it('groups whole numbers with dots', () => {
    expect(thousands.run(1234567)).toBe('1.234.567');
    expect(thousands.run(999)).toBe('999');
    expect(thousands.run(-1234.7)).toBe('-1.234');
    expect(thousands.run(null)).toBe('');
  });
});
