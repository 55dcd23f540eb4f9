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

// What bindings resolve to, and their mistakes, are the shared cases in tests/language/*.json
// (language-cases.test.ts); these are the parts a case file cannot say.
describe('bindings', () => {
  it('applies filters with their arguments, left to right', () => {
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
});

describe("filters from the language's registry", () => {
  it('applies a filter by name with literal and bound arguments', () => {
    expect(resolveValue('{{ data.total | times:data.per }}', { data: { total: 4, per: 30 } })).toBe(120);
    expect(
      resolveValue('{{ item.n | eq:state.chosen }}', { item: { n: 2001 }, state: { chosen: '2001' } }),
    ).toBe(true);
  });

  it('skips a name that is no filter of the registry, inherited names included', () => {
    expect(resolveValue('{{ data.total | constructor }}', { data: { total: 4 } })).toBe(4);
    expect(resolveValue('{{ data.total | nosuch }}', { data: { total: 4 } })).toBe(4);
  });

  it("applies another language's filter of the same name as that language's", () => {
    const other = createLanguage({
      filters: { upper: { description: 'Capitals, loudly.', args: [], run: (v) => `${String(v)}!` } },
      formats: {},
    });
    expect([
      resolveString('{{ query.source | upper }}', scope),
      other.resolve('{{ query.source | upper }}', scope),
    ]).toEqual(['HOME', 'home!']);
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
