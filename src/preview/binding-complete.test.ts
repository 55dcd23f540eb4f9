import { describe, expect, it } from 'vitest';
import { bindingCases, filterCases } from '../../tests/language/cases';
import { parsePath, readPath } from '../engine/language/expressions';
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

describe('the language cases (tests/language): every path a binding reads is offered step by step', () => {
  /** A case that reads one path and nothing else, with the path's steps as completion writes them. */
  const paths = [...bindingCases(), ...filterCases()].flatMap(({ name, text, scope, expected }) => {
    const lone = /^\{\{\s*([\w$.[\]]+)\s*\}\}$/.exec(text)?.[1];
    if (!lone || 'nothing' in expected) return [];
    let segments: string[];
    try {
      segments = parsePath(lone);
    } catch {
      return [];
    }
    // A literal (`{{ 5 }}`, `{{ null }}`) reads nothing from the scope.
    if (readPath(scope, segments) !== expected.value) return [];
    let at: unknown = scope;
    const steps = segments.map((segment, index) => {
      const step = Array.isArray(at) ? `[${segment}]` : index === 0 ? segment : `.${segment}`;
      at = (at as Record<string, unknown>)[segment];
      return step;
    });
    return [[name, { scope, steps }] as const];
  });

  it('has cases to run', () => expect(paths.length).toBeGreaterThan(5));

  it.each(paths)('%s', (_name, { scope, steps }) => {
    steps.forEach((step, index) => {
      const before = steps.slice(0, index).join('');
      // What is typed before the step: the path so far and the step's own `.` or `[`.
      const typed = before + (step.startsWith('.') || step.startsWith('[') ? step[0] : '');
      expect(typedBinding(`      "text": "Hello {{ ${typed}`)).toBe(typed);
      expect(pathChoices(scope, typed).map((choice) => choice.path)).toContain(before + step);
    });
  });
});
