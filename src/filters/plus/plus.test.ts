import { describe, expect, it } from 'vitest';
import { filter as plus } from './plus';

describe('plus filter', () => {
  it('adds numbers only', () => {
    expect(plus.run(0, 1)).toBe(1);
    expect(plus.run(0, 'x')).toBe('');
  });
});
