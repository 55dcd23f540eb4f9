import dayjs from 'dayjs';
import { isBlank, toNumber, type ContextFilterDefinition } from '../../engine/filter-api';

/** How many of each letter make a dayjs token (YYYY, MM, DD, HH, mm …); any other letter shows as it is. */
const TOKEN_LENGTHS: Readonly<Record<string, readonly number[]>> = {
  Y: [2, 4],
  M: [1, 2, 3, 4],
  D: [1, 2],
  d: [1, 2, 3, 4],
  H: [1, 2],
  h: [1, 2],
  m: [1, 2],
  s: [1, 2],
  S: [3],
  A: [1],
  a: [1],
  Z: [1, 2],
};
/** A day shown in a message, to say what a format would show. */
const SAMPLE = '2026-03-05T14:30:00';

/** The letters of a format that are no dayjs token (runs of one letter, words in [brackets] left out). */
function strayLetters(format: string): string[] {
  const runs = format.replace(/\[[^\]]*]/g, '').match(/([A-Za-z])\1*/g) ?? [];
  return runs.filter((run) => !TOKEN_LENGTHS[run[0]!]?.includes(run.length));
}

/** The format meant by one written in another tool's letters (dd/mm/yyyy → DD/MM/YYYY), if that is one. */
function meant(format: string): string | undefined {
  const time = /[Hh]/.test(format);
  const fixed = format
    .replace(/y+/gi, (y) => (y.length <= 2 ? 'YY' : 'YYYY'))
    .replace(/\bd{1,2}\b/g, (d) => d.toUpperCase())
    .replace(/\bm{1,2}\b/g, (m) => (time ? m : m.toUpperCase()));
  return fixed !== format && !strayLetters(fixed).length ? fixed : undefined;
}

/** `{{ value | date:format }}` */
export const filter: ContextFilterDefinition = {
  description:
    "Dates as YYYY-MM-DD (or the format given, or the language's own); accepts ISO strings, YYYY-MM-DD HH:mm:ss, and epoch seconds or milliseconds.",
  args: ['format'],
  check: ([format]) => {
    if (typeof format !== 'string') return undefined;
    const stray = strayLetters(format);
    if (!stray.length) return undefined;
    const fix = meant(format);
    const letters = stray.map((s) => `'${s}'`).join(', ');
    return `filter "date" has the format '${format}', which shows 5 March 2026 as "${dayjs(SAMPLE).format(format)}"${fix ? ` (did you mean '${fix}'?)` : ''}: ${letters} ${stray.length > 1 ? 'are' : 'is'} written as ${stray.length > 1 ? 'they are' : 'it is'}; the date letters are YYYY year, MM month, DD day, HH:mm time, and words go in [brackets]`;
  },
  runIn: ({ dateFormat }, value, format = dateFormat) => {
    if (isBlank(value)) return '';
    let input: string | number = value as string;
    const n = toNumber(value);
    if (n !== undefined) input = n < 1e11 ? n * 1000 : n;
    else if (typeof value === 'string') input = value.replace(' ', 'T');
    const d = dayjs(input);
    return d.isValid() ? d.format(String(format)) : '';
  },
};
