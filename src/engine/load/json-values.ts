/** Reading parsed JSON for problems: the value at a JSON pointer, and a value named as a message says it. */

/** The value at a JSON pointer (RFC 6901), or undefined. */
export function pointerGet(root: unknown, pointer: string): unknown {
  let cur = root;
  for (const part of pointer.split('/').slice(1)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return cur;
}

/** A value as a problem's message names what was found: `"text…"`, `a list`, `number 5`. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value.length > 40 ? value.slice(0, 40) + '…' : value}"`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}
