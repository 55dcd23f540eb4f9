/**
 * The language packs (types.ts): English comes with the app, every other pack when a visit asks for
 * it. A pack that comes as something else than a pack (another file served under its name, a module
 * that exports none) is refused as broken (fallback.ts): the visit goes on in English.
 */
import { ENGLISH_WORDS } from '../../engine/words';
import { LanguageFileError } from './fallback';
import type { LanguagePack } from './types';
import { pack as english } from './packs/en';

const others = import.meta.glob<unknown>(['./packs/*.ts', '!./packs/en.ts', '!./packs/*.test.ts'], {
  import: 'pack',
});

/** The codes of the languages that have a pack. */
export function packCodes(): string[] {
  return ['en', ...Object.keys(others).map((file) => file.replace(/^.*\/([^/]+)\.ts$/, '$1'))].sort();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Whether `value` is a pack in `code`: its engine language with every word, and antd-mobile's locale. */
export function isPackOf(value: unknown, code: string): value is LanguagePack {
  if (!isRecord(value) || !isRecord(value.language) || !isRecord(value.antd)) return false;
  const { language } = value;
  if (language.code !== code || typeof language.locale !== 'string') return false;
  if (typeof language.dateFormat !== 'string' || !isRecord(language.words)) return false;
  const words = language.words;
  return Object.keys(ENGLISH_WORDS).every((word) => typeof words[word] === 'string');
}

/**
 * The pack of a language (English for one without a pack: the app's own words are English). Rejects
 * when the pack's file does not load, or with a LanguageFileError (`broken`) when it is no pack.
 */
export async function loadPack(code: string): Promise<LanguagePack> {
  const load = others[`./packs/${code}.ts`];
  if (!load) return english;
  const pack = await load();
  if (!isPackOf(pack, code)) throw new LanguageFileError('broken', `the ${code} pack's file holds no pack`);
  return pack;
}

export { english as englishPack };
