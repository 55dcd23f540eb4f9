/** Small helpers for walking parsed JSON. */

export type Json = Record<string, unknown>;

/** JSON pointer escaping of one key (RFC 6901). */
export const pointerKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

export const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** The value at a JSON pointer, or undefined. */
export function pointerGet(root: unknown, pointer: string): unknown {
  let cur = root;
  for (const part of pointer.split('/').slice(1)) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return cur;
}
