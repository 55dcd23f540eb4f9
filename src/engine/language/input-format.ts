/**
 * Input behaviour (spec §5): what a keystroke may put in the state (raw value) and how the
 * raw value is shown (display grouping). The state holds the raw value; the display holds the grouping.
 */
export type InputFormat = 'text' | 'digits' | 'number' | 'phone' | 'bank-card' | 'money';

export interface FormatRule {
  /** Cleans what was typed into the raw value. */
  clean(typed: string, maxLength?: number): string;
  /** Shows the raw value. */
  display(raw: string): string;
  inputMode: 'text' | 'numeric' | 'tel' | 'decimal';
}

const onlyDigits = (s: string) => s.replace(/\D+/g, '');
const cap = (s: string, max?: number) => (max !== undefined && max >= 0 ? s.slice(0, max) : s);

function group(raw: string, sizes: readonly number[], repeatLast: boolean): string {
  const parts: string[] = [];
  let at = 0;
  let i = 0;
  while (at < raw.length) {
    const size = sizes[Math.min(i, sizes.length - 1)]!;
    if (i >= sizes.length && !repeatLast) {
      parts.push(raw.slice(at));
      break;
    }
    parts.push(raw.slice(at, at + size));
    at += size;
    i++;
  }
  return parts.join(' ');
}

export const formats: Record<InputFormat, FormatRule> = {
  text: { clean: (s, max) => cap(s, max), display: (s) => s, inputMode: 'text' },
  digits: { clean: (s, max) => cap(onlyDigits(s), max), display: (s) => s, inputMode: 'numeric' },
  number: { clean: (s, max) => cap(onlyDigits(s), max), display: (s) => s, inputMode: 'numeric' },
  phone: {
    clean: (s, max) => cap(onlyDigits(s), max ?? 11),
    display: (s) => group(s, [3, 4, 4], false),
    inputMode: 'tel',
  },
  'bank-card': {
    clean: (s, max) => cap(onlyDigits(s), max),
    display: (s) => group(s, [4], true),
    inputMode: 'numeric',
  },
  money: {
    clean: (s, max) => {
      let seenDot = false;
      let out = '';
      for (const ch of s) {
        if (ch >= '0' && ch <= '9') out += ch;
        else if (ch === '.' && !seenDot) {
          seenDot = true;
          out += out === '' ? '0.' : '.';
        }
      }
      return cap(out, max);
    },
    display: (s) => s,
    inputMode: 'decimal',
  },
};

/** A format by name: a descriptor's own, or one a binding gave; anything else is text. */
export function inputFormatOf(name: unknown): InputFormat {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(formats, name)
    ? (name as InputFormat)
    : 'text';
}

/** The raw value after typing `typed` into an input of `format`. */
export function cleanInput(format: InputFormat, typed: string, maxLength?: number): string {
  return formats[format].clean(typed, maxLength);
}

/** What the input shows for a raw value. */
export function displayInput(format: InputFormat, raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  return formats[format].display(String(raw));
}
