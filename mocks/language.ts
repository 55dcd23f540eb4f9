/**
 * The language the fake backend answers in, as the lender's server does (docs/contracts.md §9): the
 * request's `Accept-Language` (the app puts the visit's language first), else a `/preschool` call's
 * `lang`, else English. The backend builds its answers in English; `inLanguage` then gives the copy
 * of an answer in the language asked for (mocks/filipino.ts holds the Filipino), and `money` writes
 * the amounts of its display rows with the app's own formatter in that language's locale.
 */
import { formatMinorUnits } from '../src/engine/language/minor-units';
import { filipino } from './filipino';

/** The languages the fake backend speaks. */
export type MockLanguage = 'en' | 'fil';

/** How each language writes amounts (the locales of the app's language packs). */
const LOCALES: Record<MockLanguage, { locale: string; unavailable: string }> = {
  en: { locale: 'en-PH', unavailable: 'unavailable' },
  fil: { locale: 'fil-PH', unavailable: 'hindi available' },
};

/** The language a tag names ("fil-PH", "tl", "en-US"), or undefined for one the backend does not speak. */
function spoken(tag: string): MockLanguage | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'fil' || primary === 'tl') return 'fil';
  return primary === 'en' ? 'en' : undefined;
}

/**
 * The languages of an `Accept-Language` header, most wanted first (by `q`, then by order); a tag with
 * `q=0` is refused, and `*` names none.
 */
function wanted(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The language of a request: its Accept-Language, else its `lang` parameter, else English. */
export function requestLanguage(acceptLanguage: string | null | undefined, lang?: string): MockLanguage {
  for (const tag of wanted(acceptLanguage ?? '')) {
    const language = spoken(tag);
    if (language) return language;
  }
  return (lang !== undefined ? spoken(lang) : undefined) ?? 'en';
}

/** Minor units as the money filter writes them in `language` (`₱1,234.56`). */
export function money(minor: number, language: MockLanguage = 'en'): string {
  return formatMinorUnits(minor, '₱', LOCALES[language]);
}

/** One piece of the backend's English copy in `language` (unchanged when it has no translation). */
export function say(text: string, language: MockLanguage): string {
  return language === 'fil' ? filipino(text) : text;
}

/**
 * What a borrower or the lender's staff wrote (a complaint, its reply): sent back as written, in
 * whatever language it was written in.
 */
const WRITTEN = new Set(['content', 'problemDetail', 'disposeDetail']);

/** Objects whose keys are copy too: the payment steps by heading. */
const COPY_KEYS = new Set(['payNotice']);

/** An answer's copy in `language`: every string the backend wrote, keys of COPY_KEYS' objects included. */
export function inLanguage(value: unknown, language: MockLanguage, key = ''): unknown {
  if (language === 'en') return value;
  if (typeof value === 'string') return WRITTEN.has(key) ? value : say(value, language);
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, language, key));
  if (value && typeof value === 'object') {
    const out = Object.create(null) as Record<string, unknown>;
    for (const [k, v] of Object.entries(value)) {
      out[COPY_KEYS.has(key) ? say(k, language) : k] = inLanguage(v, language, k);
    }
    return out;
  }
  return value;
}
