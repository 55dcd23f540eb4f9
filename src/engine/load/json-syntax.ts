/**
 * Why a JSON text cannot be read, in plain words and at its line and column: a trailing comma, a
 * missing comma or colon, single quotes, a name without quotes, an unclosed text, list or object.
 * JSON.parse decides whether a text is JSON; its messages differ between engines and often name no
 * place at all, so a small reader of the grammar finds where and what.
 */

export interface JsonSyntaxError {
  /** 1-based line and column of the mistake. */
  line: number;
  column: number;
  message: string;
}

class Stop {
  constructor(
    readonly position: number,
    readonly message: string,
  ) {}
}

/** Reads `text` as JSON and throws a Stop at its first mistake. */
function read(text: string): void {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i += 1;
  };
  const unclosed = (what: string) => new Stop(text.length, `the file ends before ${what} is closed`);
  const string = () => {
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\n') throw new Stop(start, 'a text is not closed with a double quote on its line');
      i += text[i] === '\\' ? 2 : 1;
    }
    if (i >= text.length) throw new Stop(start, 'a text is not closed with a double quote');
    i += 1;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === undefined) throw unclosed('every { and [');
    if (c === '{') return object();
    if (c === '[') return list();
    if (c === '"') return string();
    if (c === "'")
      throw new Stop(i, 'text in JSON is written in double quotes ("…"), not single ones (\'…\')');
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (number) {
      i += number[0].length;
      return;
    }
    const word = /^[A-Za-z_$][\w$]*/.exec(text.slice(i))?.[0];
    if (word === 'true' || word === 'false' || word === 'null') {
      i += word.length;
      return;
    }
    throw new Stop(
      i,
      word
        ? `'${word}' is not a JSON value: text needs double quotes ("${word}"), and the words JSON knows are true, false and null`
        : `'${c}' cannot start a value here`,
    );
  };
  /** After `{`, `[` or a comma: the next item, or (after a comma) a trailing comma. */
  const afterComma = (close: string, comma: number | null, what: string) => {
    ws();
    if (text[i] === close && comma !== null)
      throw new Stop(comma, `a comma after the last ${what}: remove this comma`);
  };
  /** After an item: a comma, the closing bracket, or a missing comma. */
  const next = (close: string): boolean => {
    ws();
    if (text[i] === ',') return true;
    if (text[i] === close) return false;
    if (i >= text.length) throw unclosed(close === '}' ? 'an object ({)' : 'a list ([)');
    if ('"{[-0123456789tfn\''.includes(text[i]!)) throw new Stop(i, 'a comma is missing before this item');
    throw new Stop(i, `'${text[i]}' cannot come here: a comma or a ${close} was expected`);
  };
  const object = () => {
    i += 1;
    let comma: number | null = null;
    for (;;) {
      afterComma('}', comma, 'property of an object');
      if (text[i] === '}' && comma === null) break;
      if (i >= text.length) throw unclosed('an object ({)');
      if (text[i] === "'")
        throw new Stop(i, 'a property name is written in double quotes ("…"), not single ones (\'…\')');
      if (text[i] !== '"') {
        const name = /^[\w$-]+/.exec(text.slice(i))?.[0];
        throw new Stop(
          i,
          name
            ? `a property name without double quotes: write "${name}"`
            : `'${text[i]}' cannot start a property name`,
        );
      }
      string();
      ws();
      if (text[i] !== ':') throw new Stop(i, 'a colon (:) is missing after the property name');
      i += 1;
      value();
      if (!next('}')) break;
      comma = i;
      i += 1;
    }
    i += 1;
  };
  const list = () => {
    i += 1;
    let comma: number | null = null;
    for (;;) {
      afterComma(']', comma, 'item of a list');
      if (text[i] === ']' && comma === null) break;
      value();
      if (!next(']')) break;
      comma = i;
      i += 1;
    }
    i += 1;
  };
  value();
  ws();
  if (i < text.length) throw new Stop(i, 'there is more after the end of the JSON: remove it');
}

/** The 1-based line and column of a character position. */
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const lines = text.slice(0, Math.max(0, Math.min(position, text.length))).split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** The reason `text` is not JSON, or null when it is. */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    if (!text.trim()) return { line: 1, column: 1, message: 'the file is empty: write its JSON object, {…}' };
    try {
      read(text);
    } catch (stop) {
      if (!(stop instanceof Stop)) throw stop;
      // A mistake at the very end is shown on the last line that has text.
      const at = stop.position >= text.length ? text.trimEnd().length : stop.position;
      return { ...lineAndColumn(text, at), message: stop.message };
    }
    // The reader found nothing JSON.parse did: say what JSON.parse said.
    return { ...lineAndColumn(text, text.length), message: (error as Error).message };
  }
}

/** The reason in one line: `The file is not valid JSON at line 12, column 5: …`. */
export function describeJsonSyntaxError(found: JsonSyntaxError): string {
  return `The file is not valid JSON at line ${found.line}, column ${found.column}: ${found.message}`;
}
