/**
 * Input behaviour (docs/spec.md §5): what a keystroke may put in the state (raw value) and how the raw value
 * is shown. The state holds the raw value; the display holds the grouping. The engine knows how a
 * format is applied, not which formats there are: the app installs its registry (src/formats,
 * generated into src/generated/formats.ts) once at start-up.
 */

/** A format's name, as a descriptor's `format` gives it ("text" when none fits). */
export type InputFormat = string;

export interface FormatRule {
  /** One line: what the input accepts and how it shows it, for the reference and the editor. */
  description: string;
  /** Cleans what was typed into the raw value. */
  clean(typed: string, maxLength?: number): string;
  /** Shows the raw value. */
  display(raw: string): string;
  inputMode: 'text' | 'numeric' | 'tel' | 'decimal';
}

export type InputFormatRegistry = Readonly<Record<string, FormatRule>>;

/** Cuts a raw value to the input's maximum length, when it has one. */
export const capLength = (s: string, max?: number): string =>
  max !== undefined && max >= 0 ? s.slice(0, max) : s;

/** Plain text: what every input without a known format does. */
const text: FormatRule = {
  description: 'Any text.',
  clean: (s, max) => capLength(s, max),
  display: (s) => s,
  inputMode: 'text',
};

let installed: InputFormatRegistry = {};

/** Makes the app's input formats the ones inputs use, giving back those it replaces; called once at start (tests too). */
export function installFormats(registry: InputFormatRegistry): InputFormatRegistry {
  const previous = installed;
  installed = registry;
  return previous;
}

function ruleOf(name: InputFormat): FormatRule {
  return Object.prototype.hasOwnProperty.call(installed, name) ? installed[name]! : text;
}

/** A format by name: a descriptor's own, or one a binding gave; anything else is text. */
export function inputFormatOf(name: unknown): InputFormat {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(installed, name) ? name : 'text';
}

/** The keyboard an input of that format asks for. */
export function inputModeOf(format: InputFormat): FormatRule['inputMode'] {
  return ruleOf(format).inputMode;
}

/** The raw value after typing `typed` into an input of `format`. */
export function cleanInput(format: InputFormat, typed: string, maxLength?: number): string {
  return ruleOf(format).clean(typed, maxLength);
}

/** What the input shows for a raw value. */
export function displayInput(format: InputFormat, raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  return ruleOf(format).display(String(raw));
}
