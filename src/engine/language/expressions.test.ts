import { describe, expect, it } from 'vitest';
import { checkBindings, collectPaths, parseTemplate } from './expressions';
import { resolveString, resolveValue } from './resolve';
import { filters } from './filters';

const scope = {
  data: { amount: 123456, items: [{ code: 'acc', title: 'Account' }], zero: 0, date: '2026-11-22 10:05:09' },
  query: { product_id: '7', source: 'loanDetail' },
  state: { cardType: 1 },
  form: {},
};

describe('bindings', () => {
  it('keeps the value type of a lone binding', () => {
    expect(resolveString('{{ state.cardType }}', scope)).toBe(1);
    expect(resolveString('{{ data.items }}', scope)).toEqual(scope.data.items);
  });

  it('interpolates mixed text and never shows undefined', () => {
    expect(resolveString('Product {{ query.product_id }} / {{ data.missing.deep }}!', scope)).toBe(
      'Product 7 / !',
    );
  });

  it('reads list items by index in both notations', () => {
    expect(resolveString('{{ data.items[0].title }}', scope)).toBe('Account');
    expect(resolveString('{{ data.items.0.code }}', scope)).toBe('acc');
  });

  it('applies filters with arguments in order', () => {
    expect(resolveString('{{ data.amount | money }}', scope)).toBe('₱1234.56');
    expect(resolveString("{{ data.amount | money:'Rs.' }}", scope)).toBe('Rs.1234.56');
    expect(resolveString("{{ data.missing | default:'-' }}", scope)).toBe('-');
    expect(resolveString("{{ data.date | date:'YYYY-MM-DD HH:mm:ss' }}", scope)).toBe('2026-11-22 10:05:09');
    expect(resolveString('{{ data.date | date }}', scope)).toBe('2026-11-22');
  });

  it('resolves deep objects and lists', () => {
    expect(resolveValue({ a: ['{{ state.cardType }}', 'x{{ query.source }}'] }, scope)).toEqual({
      a: [1, 'xloanDetail'],
    });
  });

  it('rejects unknown filters and malformed paths at parse time', () => {
    expect(() => parseTemplate('{{ data.x | moneyy }}')).toThrow(/unknown filter "moneyy"/);
    expect(() => parseTemplate('{{ data..x }}')).toThrow(/not a path/);
    expect(resolveString('{{ data..x }}', scope)).toBe('');
  });

  it('lists the paths a value depends on', () => {
    expect([
      ...collectPaths({ a: '{{ form.cardNo }}', b: ['{{ state.cardType | money }}'], c: 'plain' }),
    ]).toEqual(['form.cardNo', 'state.cardType']);
  });

  it('hands out a part without bindings as it is, and copies a part with one, leaving the descriptor as it was', () => {
    const options = [{ label: '1', value: '1' }];
    const rules = [{ required: true, message: 'Please enter {{ data.items[0].title }}' }];
    const node = { options, rules };
    const first = resolveValue(node, scope) as typeof node;
    const again = resolveValue(node, scope) as typeof node;
    expect(first.options).toBe(options);
    expect(again.options).toBe(options);
    expect(first.rules).not.toBe(rules);
    expect(first.rules).toEqual([{ required: true, message: 'Please enter Account' }]);
    expect(rules[0]!.message).toBe('Please enter {{ data.items[0].title }}');
    expect(resolveValue(node, { ...scope, data: { items: [{ title: 'Wallet' }] } })).toEqual({
      options,
      rules: [{ required: true, message: 'Please enter Wallet' }],
    });
  });

  it('does not read inherited properties', () => {
    expect(resolveString('{{ data.constructor }}', scope)).toBeUndefined();
    expect(resolveString('{{ data.__proto__ }}', scope)).toBeUndefined();
  });
});

describe('filters', () => {
  it('money divides minor units by 100 with two decimals and shows bad input as unavailable', () => {
    expect(filters.money!(123456)).toBe('₱1234.56');
    expect(filters.money!('5')).toBe('₱0.05');
    expect(filters.money!(-250)).toBe('unavailable');
    expect(filters.money!(undefined)).toBe('unavailable');
    expect(filters.money!('abc')).toBe('unavailable');
    expect(filters.money!(Number.NaN)).toBe('unavailable');
  });

  it('thousands groups whole numbers with dots', () => {
    expect(filters.thousands!(1234567)).toBe('1.234.567');
    expect(filters.thousands!(999)).toBe('999');
    expect(filters.thousands!(null)).toBe('');
  });

  it('digits keeps digits; phone and bankCard group them', () => {
    expect(filters.digits!('a1b2-3')).toBe('123');
    expect(filters.phone!('13812345678')).toBe('138 1234 5678');
    expect(filters.bankCard!('6222020200112233445')).toBe('6222 0202 0011 2233 445');
  });

  it('date accepts epoch seconds and milliseconds and blanks invalid dates', () => {
    expect(filters.date!(1_700_000_000, 'YYYY')).toBe('2023');
    expect(filters.date!(1_700_000_000_000, 'YYYY')).toBe('2023');
    expect(filters.date!('not a date')).toBe('');
  });
});

describe('arithmetic and shape filters', () => {
  it('multiplies by a bound argument and refuses non-numbers', () => {
    const scope = { data: { loan: { periods: 4, termUnit: 30, bad: 'x' } } };
    expect(resolveValue('{{ data.loan.periods | times:data.loan.termUnit }}', scope)).toBe(120);
    expect(resolveValue('{{ data.loan.bad | times:data.loan.termUnit }}', scope)).toBe('');
    expect(resolveValue('{{ data.loan.periods | times:3 }} days', scope)).toBe('12 days');
  });

  it('lists entries of an object and compares values as text', () => {
    const scope = { data: { notice: { A: [1], B: [2] } }, state: { chosen: '2001' }, item: { n: 2001 } };
    expect(resolveValue('{{ data.notice | entries }}', scope)).toEqual([
      { key: 'A', value: [1] },
      { key: 'B', value: [2] },
    ]);
    expect(resolveValue('{{ item.n | eq:state.chosen }}', scope)).toBe(true);
    expect(resolveValue('{{ data.missing | entries }}', scope)).toEqual([]);
  });
});

describe('a binding written with a brace missing', () => {
  it.each([
    ['Total {{ data.amount', 'unclosed binding'],
    ['Total {{ data.amount }', 'unclosed binding'],
    ['Total { data.amount }', 'is written with single braces: write {{ data.amount }}'],
    ['Total data.amount }}', 'stray }}'],
  ])('%s is reported, and shows no braces', (text, message) => {
    expect(checkBindings(text)).toEqual([expect.stringContaining(message)]);
    expect(resolveString(text, scope)).toBe('');
  });

  it('leaves text with braces that are not a binding as it is', () => {
    for (const text of ['Keep {this} safe', 'a { b } c', 'JSON: {"a": 1}', '{}'])
      expect([checkBindings(text), resolveString(text, scope)]).toEqual([[], text]);
  });
});
