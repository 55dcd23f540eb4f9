/**
 * Completion of `{{ root.path }}` inside a string of a descriptor, from the data the preview's screen
 * holds (the same roots as the data panel): what has been typed of the path, and what may follow it.
 */

/** The binding path typed so far, when the cursor is inside an open `{{` of a JSON string. */
export function typedBinding(lineBeforeCursor: string): string | null {
  // Inside a string: an odd number of unescaped quotes before the cursor.
  const quotes = lineBeforeCursor.replace(/\\./g, '').split('"').length - 1;
  if (quotes % 2 === 0) return null;
  const open = lineBeforeCursor.lastIndexOf('{{');
  if (open < 0 || lineBeforeCursor.indexOf('}}', open) >= 0) return null;
  const typed = lineBeforeCursor.slice(open + 2).trimStart();
  // Only the path itself: once a filter or a space follows it, there is nothing to complete.
  return /^[\w$.[\]]*$/.test(typed) ? typed : null;
}

export interface PathChoice {
  /** The whole path the choice leads to, which replaces what was typed of it. */
  path: string;
  /** The value there, shortened, to show beside the choice. */
  detail: string;
}

const preview = (value: unknown) => {
  if (Array.isArray(value)) return `array (${value.length})`;
  if (value && typeof value === 'object') return 'object';
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/**
 * The paths one step further than the complete part of `typed` (`data.bank.` or `data.ba` both lead
 * to the keys of `data`'s `bank` or `data`): keys as `.key`, array items as `[0]`.
 */
export function pathChoices(roots: Record<string, unknown>, typed: string): PathChoice[] {
  const cut = Math.max(typed.lastIndexOf('.'), typed.lastIndexOf('['));
  const parent = cut < 0 ? '' : typed.slice(0, cut);
  let value: unknown = roots;
  for (const step of parent.match(/[^.[\]]+/g) ?? []) {
    if (!value || typeof value !== 'object') return [];
    value = (value as Record<string, unknown>)[step];
  }
  if (!value || typeof value !== 'object') return [];
  const list = Array.isArray(value);
  return Object.entries(value as Record<string, unknown>)
    .slice(0, 100)
    .map(([key, child]) => ({
      path: list ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key,
      detail: preview(child),
    }));
}
