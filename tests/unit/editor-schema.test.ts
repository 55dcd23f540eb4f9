/**
 * What an operator's editor says about a descriptor, with VS Code's own JSON language service
 * reading the generated schemas: every shipped config is clean, a type is matched first (so a wrong
 * one is answered with the valid types of its slot), every type is completed with its description,
 * and a misspelt condition operator is answered with the known ones.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  editorCompletion as completion,
  editorProblems,
  type ConfigKind as Kind,
} from '../../scripts/descriptors/editor-check';

const root = resolve(import.meta.dirname, '../..');
const problems = async (text: string, kind: Kind = 'screen', file?: string) =>
  (await editorProblems(text, kind, file)).map((p) => p.message);

const folders = (kind: 'widgets' | 'actions' | 'formats') =>
  readdirSync(join(root, 'src', kind), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
const screen = (body: string) => `{"id": "x", "schemaVersion": 1, "body": [${body}]}`;
const quoted = (names: string[]) => names.map((n) => `"${n}"`);

describe('the editor schema, read by VS Code’s JSON language service', () => {
  it('finds nothing wrong in any shipped screen, fragment, routes or app config', async () => {
    const dir = join(root, 'screen-configs');
    const files: [string, Kind][] = [
      ...readdirSync(dir)
        .filter((f) => f.endsWith('.json') && f !== 'routes.json' && f !== 'app.json')
        .map((f): [string, Kind] => [join(dir, f), 'screen']),
      ...readdirSync(join(dir, 'fragments')).map((f): [string, Kind] => [
        join(dir, 'fragments', f),
        'fragment',
      ]),
      [join(dir, 'routes.json'), 'routes'],
      [join(dir, 'app.json'), 'app'],
    ];
    const found: string[] = [];
    for (const [file, kind] of files)
      for (const message of await problems(readFileSync(file, 'utf8'), kind, file))
        found.push(`${file}: ${message}`);
    expect(found).toEqual([]);
  });

  it('answers an unknown action type with every action type', async () => {
    const messages = await problems(
      screen('{"type": "button", "text": "Go", "onClick": [{"type": "validate"}]}'),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toBe(
      `Value is not accepted. Valid values: ${quoted(folders('actions')).join(', ')}.`,
    );
  });

  it('answers a widget put where an action belongs with the action types, not one constant', async () => {
    const messages = await problems(
      screen('{"type": "button", "text": "Go", "onClick": [{"type": "text", "text": "x"}]}'),
    );
    expect(messages).toEqual([
      `Value is not accepted. Valid values: ${quoted(folders('actions')).join(', ')}.`,
    ]);
  });

  it('answers an unknown widget type with every widget type and fragment', async () => {
    const messages = await problems(screen('{"type": "texty", "text": "x"}'));
    expect(messages).toEqual([
      `Value is not accepted. Valid values: ${quoted([...folders('widgets'), 'fragment']).join(', ')}.`,
    ]);
  });

  it('names the known operators for a misspelt condition', async () => {
    const messages = await problems(screen('{"type": "text", "text": "x", "visible": {"equals": [1, 2]}}'));
    expect(messages.join('\n')).toContain('Property equals is not allowed.');
    expect(messages.join('\n')).toContain('Valid values: "eq", "ne", "gt"');
    expect(messages.join('\n')).not.toContain('Expected "boolean"');
  });

  it('checks a fragment with the screen schema’s definitions', async () => {
    const fragment =
      '{"id": "f", "body": [{"type": "text", "text": "x", "onClick": [{"type": "validate"}]}]}';
    const messages = await problems(fragment, 'fragment');
    expect(messages.join('\n')).toContain('Property onClick is not allowed.');
    expect(await problems('{"id": "f", "body": [{"type": "texty"}]}', 'fragment')).toEqual([
      `Value is not accepted. Valid values: ${quoted([...folders('widgets'), 'fragment']).join(', ')}.`,
    ]);
  });

  it('completes a fragment’s ref from the fragment files, and flags one with no file', async () => {
    const fragments = readdirSync(join(root, 'screen-configs', 'fragments'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    const offered = await completion(screen('{"type": "fragment", "ref": |}'));
    expect(offered.map((i) => i.label).sort()).toEqual(quoted(fragments));
    expect(await problems(screen('{"type": "fragment", "ref": "payment-methods"}'))).toEqual([
      expect.stringMatching(/^Value is not accepted\. Valid values: .*"payment-method"/),
    ]);
  });

  it('still checks a known type by its own rules', async () => {
    expect(await problems(screen('{"type": "text"}'))).toEqual(['Missing property "text".']);
    expect(await problems(screen('{"type": "text", "text": "x", "colour": "red"}'))).toEqual([
      'Property colour is not allowed.',
    ]);
  });

  it('completes every action type with its description, with or without the quote typed', async () => {
    const expected = quoted(folders('actions'));
    for (const text of [
      screen('{"type": "button", "text": "Go", "onClick": [{"type": |}]}'),
      screen('{"type": "button", "text": "Go", "onClick": [{"type": "|"}]}'),
    ]) {
      const items = await completion(text);
      expect(items.map((i) => i.label).sort()).toEqual(expected);
      expect(items.every((i) => i.documented)).toBe(true);
    }
  });

  it('completes a text input’s format with every folder of src/formats, each with its description', async () => {
    const field = (format: string) =>
      screen(`{"type": "text-input", "field": "f", "label": "F", "format": ${format}}`);
    const items = await completion(field('|'));
    const formats = items.filter((i) => !i.label.startsWith('"{{'));
    expect(formats.map((i) => i.label).sort()).toEqual(quoted(folders('formats')));
    expect(formats.every((i) => i.documented)).toBe(true);
    expect(await problems(field('"phone"'))).toEqual([]);
    expect(await problems(field('"fone"'))).not.toEqual([]);
  });

  it('completes every widget type, then the chosen widget’s own props', async () => {
    const types = await completion(screen('{"type": |}'));
    expect(types.map((i) => i.label).sort()).toEqual(quoted([...folders('widgets'), 'fragment']).sort());
    const props = (await completion(screen('{"type": "button", |}'))).map((i) => i.label);
    expect(props).toEqual(expect.arrayContaining(['text', 'onClick', 'amount']));
    expect(props).not.toContain('items');
  });
});
