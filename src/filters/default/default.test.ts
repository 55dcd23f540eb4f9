import { describe, expect, it } from 'vitest';
import { filter as defaultFilter } from './default';

describe('default filter', () => {
  it('gives the fallback for blank values only', () => {
    expect(defaultFilter.run(undefined, '-')).toBe('-');
    expect(defaultFilter.run('', '-')).toBe('-');
    expect(defaultFilter.run(0, '-')).toBe(0);
  });
});
