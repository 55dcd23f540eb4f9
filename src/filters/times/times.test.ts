import { describe, expect, it } from 'vitest';
import { filter as times } from './times';

describe('times filter', () => {
  it('multiplies numbers only', () => {
    expect(times.run('3', 7)).toBe(21);
    expect(times.run('x', 7)).toBe('');
  });
});
