import { describe, expect, it } from 'vitest';
import { filter as not } from './not';

describe('not filter', () => {
  it('negates', () => {
    expect(not.run(0)).toBe(true);
    expect(not.run('x')).toBe(false);
  });
});
