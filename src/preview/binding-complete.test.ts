import { describe, expect, it } from 'vitest';
import { pathChoices, typedBinding } from './binding-complete';

describe('typedBinding', () => {
  it('is the path typed after an open {{ inside a string', () => {
    expect(typedBinding('      "text": "Hello {{ data.us')).toBe('data.us');
    expect(typedBinding('  "text": "{{')).toBe('');
    expect(typedBinding('  "text": "{{ list[0].na')).toBe('list[0].na');
  });

  it('is nothing outside a string, after a closed binding or once a filter follows', () => {
    expect(typedBinding('  "text": {{ data')).toBeNull();
    expect(typedBinding('  "text": "{{ data.a }} and ')).toBeNull();
    expect(typedBinding('  "text": "{{ data.a | money')).toBeNull();
    expect(typedBinding('  "text": "a \\" {{ data')).toBe('data');
  });
});

describe('pathChoices', () => {
  const roots = { data: { bank: { name: 'BDO', cards: [{ no: '1' }, { no: '2' }] } }, form: {} };

  it('lists the roots, then the keys of the value the typed path leads to', () => {
    expect(pathChoices(roots, '').map((c) => c.path)).toEqual(['data', 'form']);
    expect(pathChoices(roots, 'data.ba').map((c) => c.path)).toEqual(['data.bank']);
    expect(pathChoices(roots, 'data.bank.')).toEqual([
      { path: 'data.bank.name', detail: '"BDO"' },
      { path: 'data.bank.cards', detail: 'array (2)' },
    ]);
  });

  it('lists array items by index, and nothing past a leaf or a missing key', () => {
    expect(pathChoices(roots, 'data.bank.cards[').map((c) => c.path)).toEqual([
      'data.bank.cards[0]',
      'data.bank.cards[1]',
    ]);
    expect(pathChoices(roots, 'data.bank.cards[1].').map((c) => c.path)).toEqual(['data.bank.cards[1].no']);
    expect(pathChoices(roots, 'data.bank.name.')).toEqual([]);
    expect(pathChoices(roots, 'data.nope.')).toEqual([]);
  });
});
