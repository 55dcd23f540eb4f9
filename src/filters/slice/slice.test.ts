import { describe, expect, it } from 'vitest';
import { filter as slice } from './slice';

describe('slice filter', () => {
  it('cuts lists and texts', () => {
    expect(slice.run([1, 2, 3], 1)).toEqual([2, 3]);
    expect(slice.run('abcdef', 1, 3)).toBe('bc');
    expect(slice.run(5, 1)).toBe(5);
  });
});
