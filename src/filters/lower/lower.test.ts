import { describe, expect, it } from 'vitest';
import { filter as lower } from './lower';

describe('lower filter', () => {
  it('lowers', () => {
    expect(lower.run('AB')).toBe('ab');
    expect(lower.run(undefined)).toBe('');
  });
});
