/** Small helpers for walking parsed JSON. */

export type Json = Record<string, unknown>;

/** JSON pointer escaping of one key (RFC 6901). */
export const pointerKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

export const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** The value at a JSON pointer, or undefined (the loader's, which reads it for its own problems). */
export { pointerGet } from '../load/json-values';
