import { describe, expect, it } from 'vitest';
import { filter as length } from './length';

describe('length filter', () => {
  it('counts items and characters', () => {
    expect(length.run([1, 2])).toBe(2);
    expect(length.run('abc')).toBe(3);
    expect(length.run(5)).toBe(0);
  });
});
