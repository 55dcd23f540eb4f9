import { describe, expect, it } from 'vitest';
import { filter as join } from './join';

describe('join filter', () => {
  it('joins non-blank items', () => {
    expect(join.run(['a', '', null, 'b'], ' / ')).toBe('a / b');
    expect(join.run(['a', 'b'])).toBe('a,b');
    expect(join.run(undefined)).toBe('');
  });
});
