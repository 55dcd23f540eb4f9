import { describe, expect, it } from 'vitest';
import { filter as maskCard } from './mask-card';

describe('maskCard filter', () => {
  it('shows the last four digits', () => {
    expect(maskCard.run('6222 0202 0011 2233')).toBe('**** 2233');
    expect(maskCard.run('')).toBe('');
  });
});
