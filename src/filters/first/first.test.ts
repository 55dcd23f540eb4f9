import { describe, expect, it } from 'vitest';
import { filter as first } from './first';

describe('first filter', () => {
  it('takes the first item', () => {
    expect(first.run([3, 4])).toBe(3);
    expect(first.run('x')).toBe('x');
  });
});
