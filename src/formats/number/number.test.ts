import { describe, expect, it } from 'vitest';
import { format as number } from './number';

describe('number input format', () => {
  it('drops signs, points and exponents', () => {
    expect(number.clean('-12.5e3')).toBe('1253');
  });
});
