import { describe, expect, it } from 'vitest';
import { filter as upper } from './upper';

describe('upper filter', () => {
  it('capitalises', () => {
    expect(upper.run('ab')).toBe('AB');
    expect(upper.run(null)).toBe('');
  });
});
