import { describe, expect, it } from 'vitest';
import { format as money } from './money';

describe('money input format', () => {
  it('keeps digits and the first decimal point', () => {
    expect(money.clean('12.3.4')).toBe('12.34');
    expect(money.clean('.5')).toBe('0.5');
    expect(money.clean('12345.67', 6)).toBe('12345.');
    expect(money.clean('abc')).toBe('');
  });
});
