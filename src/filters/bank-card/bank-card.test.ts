import { describe, expect, it } from 'vitest';
import { filter as bankCard } from './bank-card';

describe('bankCard filter', () => {
  it('groups in fours', () => {
    expect(bankCard.run('6222020200112233445')).toBe('6222 0202 0011 2233 445');
    expect(bankCard.run(undefined)).toBe('');
  });
});
