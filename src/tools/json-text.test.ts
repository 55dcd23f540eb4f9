/** A JSON text that cannot be read is explained in plain words, at the line and column of the mistake. */
import { describe, expect, it } from 'vitest';
import { describeJsonSyntaxError, jsonLines, jsonSyntaxError, lineOf } from './json-text';

describe('jsonSyntaxError', () => {
  it.each([
    ['{\n  "a": 1,\n  "b": 2,\n}\n', 3, 9, 'a comma after the last property of an object: remove this comma'],
    ['{\n  "a": [1, 2,]\n}', 2, 13, 'a comma after the last item of a list: remove this comma'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'a comma is missing before this item'],
    ['{"a": [1 2]}', 1, 10, 'a comma is missing before this item'],
    ['{"a" 1}', 1, 6, 'a colon (:) is missing after the property name'],
    ['{\n  a: 1\n}', 2, 3, 'a property name without double quotes: write "a"'],
    ["{\n  'a': 1\n}", 2, 3, 'a property name is written in double quotes ("…"), not single ones (\'…\')'],
    ['{"a": \'x\'}', 1, 7, 'text in JSON is written in double quotes ("…"), not single ones (\'…\')'],
    [
      '{"a": tru}',
      1,
      7,
      '\'tru\' is not a JSON value: text needs double quotes ("tru"), and the words JSON knows are true, false and null',
    ],
    ['{"a": "x\ny"}', 1, 7, 'a text is not closed with a double quote on its line'],
    ['{\n  "a": {\n', 2, 9, 'the file ends before an object ({) is closed'],
    ['{"a": 1}}', 1, 9, 'there is more after the end of the JSON: remove it'],
    ['  \n', 1, 1, 'the file is empty: write its JSON object, {…}'],
  ])('%j: line %i, column %i', (text, line, column, message) => {
    expect(jsonSyntaxError(text)).toEqual({ line, column, message });
  });

  it('finds nothing in valid JSON, escapes and all', () => {
    expect(jsonSyntaxError('{"a": "\\"}", "b": [true, false, null, -1.5e3, {}], "c": []}')).toBeNull();
  });

  it('says it in one line', () => {
    expect(describeJsonSyntaxError(jsonSyntaxError('{"a": 1,}')!)).toBe(
      'The file is not valid JSON at line 1, column 8: a comma after the last property of an object: remove this comma',
    );
  });
});

describe('jsonLines', () => {
  const text = JSON.stringify(
    {
      id: 'x',
      body: [
        { type: 'text', text: 'a/b "q"' },
        { type: 'button', onClick: [{ type: 'toast' }] },
      ],
    },
    null,
    2,
  );
  const lines = jsonLines(text);
  const at = (pointer: string) => text.split('\n')[lineOf(lines, pointer)! - 1];

  it('finds the line of every value by JSON pointer', () => {
    expect(at('/id')).toContain('"id": "x"');
    expect(at('/body/1/type')).toContain('"button"');
    expect(at('/body/1/onClick/0/type')).toContain('"toast"');
    expect(at('/body/0/text')).toContain('a/b');
  });

  it('falls back to the nearest parent for a path that is not in the text (a missing property)', () => {
    expect(lineOf(lines, '/body/1/label')).toBe(lineOf(lines, '/body/1'));
    expect(lineOf(lines, '')).toBe(1);
  });
});
