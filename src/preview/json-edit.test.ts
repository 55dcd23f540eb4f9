import { describe, expect, it } from 'vitest';
import {
  insertNode,
  lineOf,
  nodeEntries,
  parseFile,
  pastedLayout,
  placeOf,
  removeAt,
  setProp,
  withEdits,
  type SlotsOf,
} from './json-edit';

// A screen as the project writes them, with a short array on one line (as Prettier leaves it).
const screen = `{
  "$schema": "../schemas/screen.schema.json",
  "id": "demo",
  "body": [
    {
      "type": "stack",
      "gap": 8,
      "children": [
        {
          "type": "text",
          "text": "Repayment date",
          "variant": "caption"
        },
        {
          "type": "link",
          "text": "more",
          "visible": { "eq": ["{{ state.rows }}", 2] }
        }
      ]
    },
    {
      "type": "image",
      "src": "/a.svg"
    }
  ]
}
`;

const slotsOf: SlotsOf = (type) =>
  ({ stack: ['children'], each: ['cases', 'template', 'empty'] })[type] ?? [];

describe('json-edit', () => {
  it('changes one prop of a node in place and leaves every other line as written', () => {
    const out = withEdits(screen, setProp(screen, '/body/0/children/0', 'text', 'Due date'));
    expect(out).toBe(screen.replace('"text": "Repayment date"', '"text": "Due date"'));
  });

  it('adds a missing prop at the end of the node, indented as its siblings, and removes one', () => {
    const added = withEdits(screen, setProp(screen, '/body/1', 'alt', 'How to repay'));
    expect(added).toContain('      "src": "/a.svg",\n      "alt": "How to repay"\n    }');
    expect(parseFile(added)).toMatchObject({ body: [{}, { type: 'image', alt: 'How to repay' }] });
    const removed = withEdits(screen, setProp(screen, '/body/0/children/0', 'variant', undefined));
    expect(removed).toBe(screen.replace(',\n          "variant": "caption"', ''));
  });

  it('inserts a node after the selected one, formatted at its depth, the rest untouched', () => {
    const root = parseFile(screen);
    const place = placeOf(root, '/body/0/children/0', 'after', slotsOf);
    expect(place).toEqual({ list: '/body/0/children', index: 1 });
    const node = { type: 'text', text: '{{ data.repay.productName }}' };
    const { edits, pointer } = insertNode(screen, place as { list: string; index: number }, node);
    const out = withEdits(screen, edits);
    expect(pointer).toBe('/body/0/children/1');
    expect(out).toContain(
      [
        '          "variant": "caption"',
        '        },',
        '        {',
        '          "type": "text",',
        '          "text": "{{ data.repay.productName }}"',
        '        },',
        '        {',
        '          "type": "link",',
      ].join('\n'),
    );
    // The one-line condition of the next node stays on its line.
    expect(out).toContain('"visible": { "eq": ["{{ state.rows }}", 2] }');
    expect((parseFile(out) as { body: { children: unknown[] }[] }).body[0]!.children[1]).toEqual(node);
    expect(out.split('\n').length).toBe(screen.split('\n').length + 4);
  });

  it('adds a node last inside a stack, and writes the children of a stack that has none', () => {
    const root = parseFile(screen);
    expect(placeOf(root, '/body/0', 'inside', slotsOf)).toEqual({ list: '/body/0/children', index: 2 });
    const bare = '{\n  "body": [\n    {\n      "type": "stack"\n    }\n  ]\n}\n';
    const place = placeOf(parseFile(bare), '/body/0', 'inside', slotsOf) as { list: string; index: number };
    const { edits, pointer } = insertNode(bare, place, { type: 'text', text: 'Hi' });
    expect(pointer).toBe('/body/0/children/0');
    expect(parseFile(withEdits(bare, edits))).toEqual({
      body: [{ type: 'stack', children: [{ type: 'text', text: 'Hi' }] }],
    });
  });

  it('says why a node has no place there', () => {
    const root = parseFile(screen);
    expect(placeOf(root, '/body/1', 'inside', slotsOf)).toEqual({
      refused: 'an image holds no list of nodes: add after it instead',
    });
    expect(placeOf(root, '/body/9', 'after', slotsOf)).toEqual({ refused: 'there is no node at /body/9' });
    expect(placeOf(root, null, 'after', slotsOf)).toEqual({ list: '/body', index: 2 });
  });

  it('removes a node and its comma', () => {
    const out = withEdits(screen, removeAt(screen, '/body/1'));
    expect(parseFile(out)).toMatchObject({ body: [{ type: 'stack' }] });
    expect(out).not.toContain('/a.svg');
  });

  it('keeps the comments of a file it edits', () => {
    const commented = screen.replace('"gap": 8,', '"gap": 8, // the designers asked for 8');
    const out = withEdits(commented, setProp(commented, '/body/0/children/1', 'text', 'less'));
    expect(out).toContain('"gap": 8, // the designers asked for 8');
    expect(out).toContain('"text": "less"');
  });

  it('lists the nodes in the order they are written, with their depth, and finds their lines', () => {
    expect(nodeEntries(parseFile(screen), slotsOf)).toEqual([
      { pointer: '/body/0', type: 'stack', label: '', depth: 0 },
      { pointer: '/body/0/children/0', type: 'text', label: '“Repayment date”', depth: 1 },
      { pointer: '/body/0/children/1', type: 'link', label: '“more”', depth: 1 },
      { pointer: '/body/1', type: 'image', label: '', depth: 0 },
    ]);
    expect(lineOf(screen, '/body/0/children/1')).toBe(14);
    expect(lineOf(screen, '/body/0/children/1/text')).toBe(16);
    expect(lineOf(screen, '/body/7')).toBeNull();
  });
});

describe('pasted JSON', () => {
  const file = `{
  "id": "demo",
  "body": [
    { "type": "text", "text": "Hello" },
    X
  ]
}
`;
  // A node copied from deeper in another file, and pasted as an editor that adds the line's own
  // indentation to each copied line would leave it: a staircase.
  const staircase = `{
          "type": "button",
            "text": "Pay",
              "action": { "type": "navigate", "to": "/payWay" }
                }`;

  it('lands at the depth of its place, each line, the rest of the file untouched', () => {
    const text = file.replace('X', staircase);
    const offset = text.indexOf(staircase);
    const laidOut = withEdits(text, pastedLayout(text, offset, staircase.length));
    expect(laidOut).toBe(`{
  "id": "demo",
  "body": [
    { "type": "text", "text": "Hello" },
    {
      "type": "button",
      "text": "Pay",
      "action": { "type": "navigate", "to": "/payWay" }
    }
  ]
}
`);
  });

  it('lands at its depth when its first line came with the indentation of its old place too', () => {
    const text = file.replace('X', `      ${staircase}`);
    const offset = text.indexOf(staircase) - 6;
    const laidOut = withEdits(text, pastedLayout(text, offset, staircase.length + 6));
    expect(laidOut.split('\n').slice(4, 9)).toEqual([
      '    {',
      '      "type": "button",',
      '      "text": "Pay",',
      '      "action": { "type": "navigate", "to": "/payWay" }',
      '    }',
    ]);
  });

  it('leaves a paste within one line as it was typed', () => {
    const text = file.replace('X', '{ "type":   "text" }');
    expect(pastedLayout(text, text.indexOf('{ "type":   "text" }'), 20)).toEqual([]);
  });
});
