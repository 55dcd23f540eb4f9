import { describe, expect, it } from 'vitest';
import { filter as phone } from './phone';

describe('phone filter', () => {
  it('groups 3-4-4', () => {
    expect(phone.run('13812345678')).toBe('138 1234 5678');
    expect(phone.run('1381')).toBe('138 1');
  });
});
