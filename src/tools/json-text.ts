/**
 * An operator's JSON file as the tools read it (`npm run validate`, the workbench, the release and
 * the editor task): jsonc-parser's tree gives each value's place, so a problem is named at its line,
 * and its first parse error, said in plain words at its line and column (a trailing comma, a missing
 * comma or colon, single quotes, a name without quotes, an unclosed text, list or object).
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export interface JsonSyntaxError {
  /** 1-based line and column of the mistake. */
  line: number;
  column: number;
  message: string;
}

/** The start of each line of a text, to turn an offset into a line and column. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

/** The 1-based line and column of an offset. */
function placeOf(starts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

const STRICT = { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false } as const;

/** The offset of the last non-space character before `offset`. */
function before(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return i;
}

/** The first parse error in plain words, and where it is. */
function explainError(text: string, errors: readonly ParseError[]): { offset: number; message: string } {
  const first = errors[0]!;
  const code = printParseErrorCode(first.error);
  const next = errors[1] ? printParseErrorCode(errors[1].error) : undefined;
  const at = first.offset;
  const c = text[at];
  const word = /^[A-Za-z_$][\w$-]*/.exec(text.slice(at))?.[0];
  const end = at >= text.length;
  switch (code) {
    case 'PropertyNameExpected':
    case 'ValueExpected': {
      const comma = before(text, at);
      if ((c === '}' || c === ']') && text[comma] === ',')
        return {
          offset: comma,
          message: `a comma after the last ${c === '}' ? 'property of an object' : 'item of a list'}: remove this comma`,
        };
      if (end) return { offset: at, message: 'the file ends before every { and [ is closed' };
      return {
        offset: at,
        message:
          code === 'ValueExpected'
            ? `'${c}' cannot start a value here`
            : `'${c}' cannot start a property name`,
      };
    }
    case 'InvalidSymbol': {
      const name = next === 'PropertyNameExpected';
      if (c === "'")
        return {
          offset: at,
          message: name
            ? 'a property name is written in double quotes ("…"), not single ones (\'…\')'
            : 'text in JSON is written in double quotes ("…"), not single ones (\'…\')',
        };
      if (word && name)
        return { offset: at, message: `a property name without double quotes: write "${word}"` };
      if (word)
        return {
          offset: at,
          message: `'${word}' is not a JSON value: text needs double quotes ("${word}"), and the words JSON knows are true, false and null`,
        };
      return { offset: at, message: `'${c}' cannot start a value here` };
    }
    case 'CommaExpected':
      return { offset: at, message: 'a comma is missing before this item' };
    case 'ColonExpected':
      return { offset: at, message: 'a colon (:) is missing after the property name' };
    case 'CloseBraceExpected':
    case 'CloseBracketExpected': {
      const close = code === 'CloseBraceExpected' ? '}' : ']';
      if (end)
        return {
          offset: at,
          message: `the file ends before ${close === '}' ? 'an object ({)' : 'a list ([)'} is closed`,
        };
      return { offset: at, message: `'${c}' cannot come here: a comma or a ${close} was expected` };
    }
    case 'EndOfFileExpected':
      return { offset: at, message: 'there is more after the end of the JSON: remove it' };
    case 'UnexpectedEndOfString':
      return {
        offset: at,
        message: /[\r\n]/.test(text[first.offset + first.length] ?? '')
          ? 'a text is not closed with a double quote on its line'
          : 'a text is not closed with a double quote',
      };
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return { offset: at, message: 'JSON has no comments: remove it' };
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return {
        offset: at,
        message: 'this number is not written as JSON writes numbers (like 12, -3 or 4.5)',
      };
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
      return {
        offset: at,
        message: 'a backslash in a text starts an escape JSON does not know: write \\\\ for a backslash',
      };
    case 'InvalidCharacter':
      return {
        offset: at,
        message:
          'a text holds a character JSON does not allow there (a tab or a line break): write \\t or \\n',
      };
    default:
      return { offset: at, message: `the JSON cannot be read here (${code})` };
  }
}

/** A JSON text read: its value and the line of each JSON pointer, or its first mistake. */
export type JsonText =
  | { ok: true; value: unknown; lineOf(pointer: string): number | undefined }
  | { ok: false; error: JsonSyntaxError; message: string };

/** Reads `text` as JSON. */
export function readJsonText(text: string): JsonText {
  const error = jsonSyntaxError(text);
  if (error) return { ok: false, error, message: describeJsonSyntaxError(error) };
  const lines = jsonLines(text);
  return { ok: true, value: JSON.parse(text) as unknown, lineOf: (pointer) => lineOf(lines, pointer) };
}

/** The reason `text` is not JSON, or null when it is. */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  if (!text.trim()) return { line: 1, column: 1, message: 'the file is empty: write its JSON object, {…}' };
  const errors: ParseError[] = [];
  parseTree(text, errors, STRICT);
  const starts = lineStarts(text);
  if (!errors.length) {
    try {
      JSON.parse(text);
      return null;
    } catch (error) {
      // What jsonc-parser lets pass and JSON does not: say what JSON.parse said.
      return { ...placeOf(starts, text.trimEnd().length), message: (error as Error).message };
    }
  }
  const { offset, message } = explainError(text, errors);
  // A mistake at the very end is shown on the last line that has text.
  const shown = offset >= text.length ? text.trimEnd().length : offset;
  return { ...placeOf(starts, shown), message };
}

/** The reason in one line: `The file is not valid JSON at line 12, column 5: …`. */
export function describeJsonSyntaxError(found: JsonSyntaxError): string {
  return `The file is not valid JSON at line ${found.line}, column ${found.column}: ${found.message}`;
}

/** A JSON text's tree, to find the line of its values. */
export interface JsonLines {
  root: Node | undefined;
  starts: readonly number[];
}

/** The tree of a JSON text (as much of it as can be read). */
export function jsonLines(text: string): JsonLines {
  return { root: parseTree(text, [], { allowTrailingComma: true }), starts: lineStarts(text) };
}

/** A JSON pointer's segments ("/body/0/a~1b" → body, 0, a/b). */
const segments = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The line where the value at a JSON pointer starts, or of its nearest parent that is in the text. */
export function lineOf(lines: JsonLines, pointer: string): number | undefined {
  let node = lines.root;
  if (!node) return undefined;
  for (const segment of segments(pointer)) {
    const child = findNodeAtLocation(node, [node.type === 'array' ? Number(segment) : segment]);
    if (!child) break;
    node = child;
  }
  return placeOf(lines.starts, node.offset).line;
}
