/**
 * Where each value of a JSON text starts: JSON pointer → 1-based line. A small parser of its own
 * (JSON.parse gives no positions), used to put validation problems at their line.
 */
export function jsonLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i]!)) {
      if (text[i] === '\n') line++;
      i++;
    }
  };
  const string = (): string => {
    let out = '';
    i++; // opening quote
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') {
        out += text[i + 1] === 'n' ? '\n' : (text[i + 1] ?? '');
        i += 2;
      } else out += text[i++];
    }
    i++;
    return out;
  };
  const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  const value = (pointer: string): void => {
    ws();
    lines.set(pointer, line);
    const ch = text[i];
    if (ch === '{') {
      i++;
      ws();
      while (i < text.length && text[i] !== '}') {
        ws();
        const key = string();
        ws();
        i++; // colon
        value(`${pointer}/${escape(key)}`);
        ws();
        if (text[i] === ',') i++;
        ws();
      }
      i++;
    } else if (ch === '[') {
      i++;
      let index = 0;
      ws();
      while (i < text.length && text[i] !== ']') {
        value(`${pointer}/${index++}`);
        ws();
        if (text[i] === ',') i++;
        ws();
      }
      i++;
    } else if (ch === '"') string();
    else while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
  };
  value('');
  return lines;
}

/** The line of a JSON pointer, or of its nearest parent that has one. */
export function lineOf(lines: Map<string, number>, pointer: string): number | undefined {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const hit = lines.get(p);
    if (hit !== undefined) return hit;
    if (p === '') return undefined;
  }
}
