import { describe, expect, it } from 'vitest';
import { validators } from '../../src/generated/validator-set';
import { widgets } from '../../src/generated/widgets';
import { actionRegistry } from '../../src/generated/actions';
import { filterRegistry } from '../../src/generated/filters';
import { Checker } from '../../src/engine/load/validate';

const widgetSchemas = import.meta.glob<{ schema: { examples?: unknown[] } }>(
  '../../src/widgets/*/schema.ts',
  { eager: true },
);
const actionSchemas = import.meta.glob<{ schema: { examples?: unknown[] } }>(
  '../../src/actions/*/schema.ts',
  { eager: true },
);
const ctx = { validators, widgets, actions: actionRegistry, filters: filterRegistry };
const typeOf = (file: string) => file.split('/').at(-2)!;

describe('registry contract', () => {
  it('registers every widget and action folder', () => {
    expect(Object.keys(widgets).sort()).toEqual(Object.keys(widgetSchemas).map(typeOf).sort());
    expect(Object.keys(actionRegistry).sort()).toEqual(Object.keys(actionSchemas).map(typeOf).sort());
  });

  for (const [file, mod] of Object.entries(widgetSchemas)) {
    it(`every example of widget '${typeOf(file)}' is valid`, () => {
      expect(mod.schema.examples?.length).toBeGreaterThan(0);
      for (const example of mod.schema.examples ?? []) {
        const checker = new Checker(ctx);
        expect(checker.node(example, '/example')).not.toBeNull();
        expect(checker.problems).toEqual([]);
      }
    });
  }

  for (const [file, mod] of Object.entries(actionSchemas)) {
    it(`every example of action '${typeOf(file)}' is valid`, () => {
      expect(mod.schema.examples?.length).toBeGreaterThan(0);
      for (const example of mod.schema.examples ?? []) {
        const checker = new Checker(ctx);
        expect(checker.action(example, '/example').type).toBe((example as { type: string }).type);
        expect(checker.problems).toEqual([]);
      }
    });
  }
});
