/**
 * Input behaviour (docs/spec.md §5): what a keystroke may put in the state (raw value) and how the raw value
 * is shown. The state holds the raw value; the display holds the grouping. The engine knows how a
 * format is applied, not which formats there are: each engine is handed the app's registry
 * (src/formats, generated into src/generated/formats.ts) in its language (language.ts).
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

/** The input formats of one engine: how an input of each applies its format. */
export interface InputFormats {
  /** A format by name: a descriptor's own, or one a binding gave; anything else is text. */
  of(name: unknown): InputFormat;
  /** The keyboard an input of that format asks for. */
  mode(format: InputFormat): FormatRule['inputMode'];
  /** The raw value after typing `typed` into an input of `format`. */
  clean(format: InputFormat, typed: string, maxLength?: number): string;
  /** What the input shows for a raw value. */
  display(format: InputFormat, raw: unknown): string;
}

/** The formats of a registry (the app's: src/formats, generated into src/generated/formats.ts). */
export function createInputFormats(registry: InputFormatRegistry): InputFormats {
  const has = (name: unknown): name is string =>
    typeof name === 'string' && Object.prototype.hasOwnProperty.call(registry, name);
  const ruleOf = (name: InputFormat): FormatRule => (has(name) ? registry[name]! : text);
  return {
    of: (name) => (has(name) ? name : 'text'),
    mode: (format) => ruleOf(format).inputMode,
    clean: (format, typed, maxLength) => ruleOf(format).clean(typed, maxLength),
    display: (format, raw) => (raw === undefined || raw === null ? '' : ruleOf(format).display(String(raw))),
  };
}
