import { describe, expect, it } from 'vitest';
import { format as phone } from './phone';

describe('phone input format', () => {
  it('keeps 11 digits and shows them 4-3-4, as a Philippine mobile number is written', () => {
    expect(phone.clean('0917-123 4567 89')).toBe('09171234567');
    expect(phone.display('09171234567')).toBe('0917 123 4567');
    expect(phone.display('09171')).toBe('0917 1');
  });
});
