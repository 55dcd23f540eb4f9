import { describe, expect, it } from 'vitest';
import { filter as string } from './string';

describe('string filter', () => {
  it('makes text', () => {
    expect(string.run(12)).toBe('12');
    expect(string.run({ a: 1 })).toBe('');
    expect(string.run(null)).toBe('');
  });
});
