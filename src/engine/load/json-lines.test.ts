import { describe, expect, it } from 'vitest';
import { jsonLines, lineOf } from './json-lines';

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
