/**
 * The language of a visit (docs/contracts.md §4, §8): the `lang` parameter the native shell passes,
 * else the first of the phone's languages the app has, else app.json's default. It is then kept in
 * the session for the visit, as every common parameter is.
 */
import type { AppSettings } from '../app-settings-schema';

export type LanguageSettings = NonNullable<AppSettings['languages']>;

/** An app.json without a `languages` key speaks English only. */
export const ENGLISH_ONLY: LanguageSettings = Object.freeze({
  default: 'en',
  available: ['en'],
  partial: [],
});

/** Other names phones give a language: older Android phones call Filipino "tl" (Tagalog). */
const ALIASES: Readonly<Record<string, string>> = { tl: 'fil' };

/** The available language a tag names ("fil", "fil-PH", "tl-PH" → "fil"), or undefined. */
export function languageOf(tag: unknown, settings: LanguageSettings): string | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = Object.prototype.hasOwnProperty.call(ALIASES, primary) ? ALIASES[primary]! : primary;
  return settings.available.includes(code) ? code : undefined;
}

/** The visit's language: the one asked for (the `lang` parameter), else the phone's, else the default. */
export function chooseLanguage(asked: unknown, phone: readonly string[], settings: LanguageSettings): string {
  const fromPhone = phone.map((tag) => languageOf(tag, settings)).find((code) => code !== undefined);
  return languageOf(asked, settings) ?? fromPhone ?? settings.default;
}

/** The phone's languages, most wanted first (none outside a browser). */
export function phoneLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}
