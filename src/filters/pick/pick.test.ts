import { describe, expect, it } from 'vitest';
import { filter as pick } from './pick';

describe('pick filter', () => {
  it('chooses by truthiness', () => {
    expect(pick.run(1, 'yes', 'no')).toBe('yes');
    expect(pick.run(0, 'yes', 'no')).toBe('no');
  });
});
