import { describe, expect, it } from 'vitest';
import { filter as trim } from './trim';

describe('trim filter', () => {
  it('trims', () => {
    expect(trim.run('  a b ')).toBe('a b');
    expect(trim.run(null)).toBe('');
  });
});
