import { describe, expect, it } from 'vitest';
import { filter as eq } from './eq';

describe('eq filter', () => {
  it('compares as text', () => {
    expect(eq.run(2, '2')).toBe(true);
    expect(eq.run('', '')).toBe(false);
    expect(eq.run('a', 'b')).toBe(false);
  });
});
