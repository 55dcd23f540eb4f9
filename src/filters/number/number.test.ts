import { describe, expect, it } from 'vitest';
import { filter as number } from './number';

describe('number filter', () => {
  it('reads numbers', () => {
    expect(number.run(' 12 ')).toBe(12);
    expect(number.run('x')).toBeUndefined();
  });
});
