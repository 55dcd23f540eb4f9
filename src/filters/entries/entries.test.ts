import { describe, expect, it } from 'vitest';
import { filter as entries } from './entries';

describe('entries filter', () => {
  it('lists entries of objects only', () => {
    expect(entries.run({ a: 1, b: 2 })).toEqual([
      { key: 'a', value: 1 },
      { key: 'b', value: 2 },
    ]);
    expect(entries.run([1])).toEqual([]);
  });
});
