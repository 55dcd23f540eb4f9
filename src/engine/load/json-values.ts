/** Reading parsed JSON for problems: the value at a JSON pointer. */

/** The value at a JSON pointer (RFC 6901), or undefined. */
export function pointerGet(root: unknown, pointer: string): unknown {
  let cur = root;
  for (const part of pointer.split('/').slice(1)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return cur;
}
