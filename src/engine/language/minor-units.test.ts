import { describe, expect, it } from 'vitest';
import { createAmounts, formatMinorUnits, parseMinorUnits } from './minor-units';

/** Whether a value is a payable amount for an engine with no maximum of its own. */
const isPositiveMinorUnits = (value: unknown) => createAmounts().isPositive(value);

describe('the amount parser (minor units)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [545000, 545000],
    ['545000', 545000],
    ['0', 0],
    ['007', 7],
  ])('accepts %j as %j', (input, expected) => {
    expect(parseMinorUnits(input)).toBe(expected);
  });

  it.each([
    ['a fraction', 0.4],
    ['a fraction above one', 12.5],
    ['a negative number', -100],
    ['an unsafe integer', 1e21],
    ['2^53', 2 ** 53],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['a padded string', ' 545000'],
    ['a trailing space', '545000 '],
    ['an exponent', '5e5'],
    ['hex', '0x10'],
    ['a decimal string', '12.5'],
    ['a signed string', '+5'],
    ['a negative string', '-100'],
    ['letters', 'abc'],
    ['an empty string', ''],
    ['full-width digits', '５４５'],
    ['a digit string beyond safe integers', '9007199254740993'],
    ['a list (a duplicated query parameter)', ['545000', '1']],
    ['nothing', undefined],
    ['null', null],
    ['true', true],
    ['an object', { amount: 1 }],
  ])('refuses %s', (_what, input) => {
    expect(parseMinorUnits(input)).toBeUndefined();
    expect(isPositiveMinorUnits(input)).toBe(false);
  });

  it('refuses an amount above the configured maximum, and accepts the maximum itself', () => {
    const amounts = createAmounts(100000000);
    expect(amounts.parse(100000000)).toBe(100000000);
    expect(amounts.parse('100000000')).toBe(100000000);
    expect(amounts.parse(100000001)).toBeUndefined();
    expect(amounts.parse('100000001')).toBeUndefined();
    expect(amounts.isPositive(100000001)).toBe(false);
    expect(amounts.format(100000001, '$')).toBe('unavailable');
    expect(amounts.format(100000000, '$')).toBe('$1,000,000.00');
  });

  it('keeps each maximum to the parser it was made with', () => {
    const small = createAmounts(500);
    const large = createAmounts(100000000);
    expect([small.parse(1000), large.parse(1000)]).toEqual([undefined, 1000]);
    expect(small.max).toBe(500);
  });

  it('sets no maximum of its own when given one that is not a positive safe integer', () => {
    for (const max of [-1, 0, 1.5, '1000', undefined, 2 ** 53])
      expect(createAmounts(max).max).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('zero is an amount but not a payable one', () => {
    expect(parseMinorUnits(0)).toBe(0);
    expect(isPositiveMinorUnits(0)).toBe(false);
    expect(isPositiveMinorUnits('1')).toBe(true);
  });

  it('formats exactly the parsed value, and "unavailable" for anything else', () => {
    expect(formatMinorUnits(123456, '$')).toBe('$1,234.56');
    expect(formatMinorUnits(99, '$')).toBe('$0.99');
    expect(formatMinorUnits(123456789, '', { locale: 'de-DE', unavailable: 'n/a' })).toBe('1.234.567,89');
    expect(formatMinorUnits('x', '', { locale: 'fil-PH', unavailable: 'hindi maipakita' })).toBe(
      'hindi maipakita',
    );
    expect(formatMinorUnits('5', '$')).toBe('$0.05');
    expect(formatMinorUnits(0.4, '$')).toBe('unavailable');
    expect(formatMinorUnits(12.5, '$')).toBe('unavailable');
    expect(formatMinorUnits('5e5', '$')).toBe('unavailable');
  });
});
