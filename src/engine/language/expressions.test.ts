import { describe, expect, it } from 'vitest';
import { checkBindings, collectPaths, parseTemplate } from './expressions';
import type { FilterRegistry } from './filters';
import { createLanguage } from './language';

// The engine's own tests use a registry of their own: which filters the app has is the app's business.
const testFilters: FilterRegistry = {
  default: { description: 'A fallback.', args: ['fallback'], run: (v, f = '') => v ?? f },
  upper: { description: 'Capitals.', args: [], run: (v) => String(v ?? '').toUpperCase() },
  times: {
    description: 'A product.',
    args: ['by'],
    required: 1,
    run: (v, by) => (typeof v === 'number' && typeof by === 'number' ? v * by : ''),
  },
  eq: {
    description: 'Equal as text.',
    args: ['other'],
    required: 1,
    run: (v, o) => String(v) === String(o),
  },
};
const language = createLanguage({ filters: testFilters, formats: {} });
const resolveString = language.resolve;
const resolveValue = language.resolve;

const scope = {
  data: { amount: 123456, items: [{ code: 'acc', title: 'Account' }], zero: 0, date: '2026-11-22 10:05:09' },
  query: { product_id: '7', source: 'home' },
  state: { tab: 1 },
  form: {},
};

describe('bindings', () => {
  it('keeps the value type of a lone binding', () => {
    expect(resolveString('{{ state.tab }}', scope)).toBe(1);
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

  it('applies filters with their arguments, left to right', () => {
    expect(resolveString("{{ data.missing | default:'-' }}", scope)).toBe('-');
    expect(resolveString("{{ data.missing | default:'n/a' | upper }}", scope)).toBe('N/A');
    expect(resolveString('{{ data.amount | times:2 }}', scope)).toBe(246912);
  });

  it('resolves deep objects and lists', () => {
    expect(resolveValue({ a: ['{{ state.tab }}', 'x{{ query.source }}'] }, scope)).toEqual({
      a: [1, 'xhome'],
    });
  });

  it('rejects malformed filter names and paths at parse time', () => {
    expect(() => parseTemplate('{{ data.x | 9lives }}')).toThrow(/not a filter name/);
    expect(() => parseTemplate('{{ data..x }}')).toThrow(/not a path/);
    expect(resolveString('{{ data..x }}', scope)).toBe('');
  });

  it('lists the paths a value depends on', () => {
    expect([...collectPaths({ a: '{{ form.email }}', b: ['{{ state.tab | upper }}'], c: 'plain' })]).toEqual([
      'form.email',
      'state.tab',
    ]);
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

describe("filters from the language's registry", () => {
  it('applies a filter by name with literal and bound arguments', () => {
    expect(resolveValue('{{ data.total | times:data.per }}', { data: { total: 4, per: 30 } })).toBe(120);
    expect(resolveValue('{{ data.total | times:3 }} days', { data: { total: 4 } })).toBe('12 days');
    expect(
      resolveValue('{{ item.n | eq:state.chosen }}', { item: { n: 2001 }, state: { chosen: '2001' } }),
    ).toBe(true);
  });

  it('skips a name that is no filter of the registry, inherited names included', () => {
    expect(resolveValue('{{ data.total | constructor }}', { data: { total: 4 } })).toBe(4);
    expect(resolveValue('{{ data.total | nosuch }}', { data: { total: 4 } })).toBe(4);
  });
});

describe('checking filter calls against a catalogue', () => {
  const catalogue = {
    total: { description: 'A sum.', args: [] },
    date: { description: 'A date.', args: ['format'] },
    pick: { description: 'One of two.', args: ['whenTrue', 'whenFalse'], required: 2 },
  };

  it('names an unknown filter with the closest known one', () => {
    expect(checkBindings('{{ form.when | dat }}', catalogue)).toEqual([
      expect.stringMatching(/^unknown filter "dat" \(did you mean 'date'\?\) \(filters: total, date, pick\)/),
    ]);
  });

  it("reports too many or too few arguments with the filter's own", () => {
    expect(checkBindings("{{ form.when | date:'YYYY':'x' }}", catalogue)).toEqual([
      'filter "date" takes 0 to 1 arguments (format), found 2: write {{ value | date:format }}',
    ]);
    expect(checkBindings("{{ state.tab | pick:'a' }}", catalogue)).toEqual([
      'filter "pick" takes 2 arguments (whenTrue, whenFalse), found 1: write {{ value | pick:whenTrue:whenFalse }}',
    ]);
    expect(checkBindings('{{ state.tab | total:1 }}', catalogue)).toEqual([
      expect.stringContaining('filter "total" takes no argument, found 1'),
    ]);
    expect(checkBindings("{{ state.tab | pick:'a':'b' | total }}", catalogue)).toEqual([]);
  });
});

describe('a binding written with a brace missing', () => {
  it.each([
    ['Total {{ data.amount', 'unclosed binding'],
    ['Total {{ data.amount }', 'unclosed binding'],
    ['Total { data.amount }', 'is written with single braces: write {{ data.amount }}'],
    ['Total data.amount }}', 'stray }}'],
  ])('%s is reported, and shows no braces', (text, message) => {
    expect(checkBindings(text, testFilters)).toEqual([expect.stringContaining(message)]);
    expect(resolveString(text, scope)).toBe('');
  });

  it('leaves text with braces that are not a binding as it is', () => {
    for (const text of ['Keep {this} safe', 'a { b } c', 'JSON: {"a": 1}', '{}'])
      expect([checkBindings(text, testFilters), resolveString(text, scope)]).toEqual([[], text]);
  });
});
