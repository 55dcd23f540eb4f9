/**
 * The app's language while it runs: the one the visit started in, then whichever the session's
 * `lang` names once it changes (the language switch navigates with `?lang=`, which the navigator
 * keeps in the session). A new language's pack loads first; then the engine is made again with its
 * words and its translated descriptors, and the document's `lang` follows.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { EngineConfig } from '../../engine/view/engine-context';
import type { DescriptorSource } from '../../engine/load/loader';
import { selectSession, type AppStore } from '../../store';
import { languageOf, type LanguageSettings } from './choose';
import {
  reasonOf,
  reportLanguageFallback,
  withinWait,
  LANGUAGE_FILE_WAIT_MS,
  LanguageFileError,
} from './fallback';
import { englishPack, loadPack } from './pack';
import type { LanguagePack } from './types';

export interface AppLanguage {
  /** The language the screens are drawn in. */
  code: string;
  pack: LanguagePack;
  /**
   * The language the visit asked for, when its pack or translating code did not come and the app
   * went on in English (fallback.ts); the session keeps asking for it, so the next page load tries again.
   */
  fallbackFrom?: string;
}

/** The translating code, checked to be what it should be. */
const loadTranslator = () =>
  import('./translated-source').then((module) => {
    if (typeof module.translatedSource !== 'function')
      throw new LanguageFileError('broken', 'the translating code holds no translatedSource');
    return module;
  });

const sources = new WeakMap<DescriptorSource, Map<string, DescriptorSource>>();

/** The descriptors in `code` (English: the descriptors themselves), one source per language and page. */
export function sourceIn(source: DescriptorSource, code: string): DescriptorSource {
  if (code === 'en') return source;
  let byCode = sources.get(source);
  if (!byCode) sources.set(source, (byCode = new Map()));
  let translated = byCode.get(code);
  if (!translated) byCode.set(code, (translated = translatedLazily(source, code)));
  return translated;
}

/**
 * `source` translated into `code` by its bundled catalogues. The translating source and the catalogues'
 * index come with the first descriptor asked for, so an English visit never loads them.
 */
function translatedLazily(source: DescriptorSource, code: string): DescriptorSource {
  let made: Promise<DescriptorSource> | undefined;
  const translated = () =>
    (made ??= loadTranslator().then(({ translatedSource }) => translatedSource(source, code)));
  const remote = source.remote;
  return {
    ...source,
    bundledScreen: async (id) => (await translated()).bundledScreen(id),
    bundledFragment: async (id) => (await translated()).bundledFragment(id),
    remote: remote ? async () => (await translated()).remote!() : undefined,
  };
}

/**
 * A language ready for a visit: its pack and, for a translated language, the translating source and
 * the catalogues' index, fetched side by side, so the first screen's catalogue is one request away,
 * as its translator is. Either one failing, broken or later than `waitMs` leaves the visit in
 * English (`fallbackFrom` says which language it asked for), reported once (fallback.ts).
 */
export async function loadLanguage(
  code: string,
  waitMs: number = LANGUAGE_FILE_WAIT_MS,
): Promise<AppLanguage> {
  if (code === 'en') return { code, pack: englishPack };
  const [pack, translator] = await Promise.allSettled([
    withinWait(loadPack(code), waitMs),
    withinWait(loadTranslator(), waitMs),
  ]);
  if (pack.status === 'fulfilled' && translator.status === 'fulfilled') return { code, pack: pack.value };
  if (pack.status === 'rejected') reportLanguageFallback(code, 'pack', reasonOf(pack.reason));
  if (translator.status === 'rejected')
    reportLanguageFallback(code, 'translator', reasonOf(translator.reason));
  return { code: 'en', pack: englishPack, fallbackFrom: code };
}

/** The engine's configuration in a language: its words and locale, its descriptors translated. */
export function configIn(base: EngineConfig, { code, pack }: AppLanguage): EngineConfig {
  return { ...base, language: pack.language, source: sourceIn(base.source, code) };
}

/** Makes the document say which language it is in (screen readers, hyphenation, axe's `html-lang-valid`). */
export function showLanguage(code: string, doc: Document = document): void {
  doc.documentElement.lang = code;
}

/** The app's language and its engine configuration, following the session's `lang`. */
export function useAppLanguage(
  store: AppStore,
  base: EngineConfig,
  first: AppLanguage,
  settings: LanguageSettings,
): { language: AppLanguage; config: EngineConfig } {
  const lang = () => selectSession(store.getState()).lang;
  // The same reading on the server, which draws with the store it made for the request.
  const asked = useSyncExternalStore(store.subscribe, lang, lang);
  const [language, setLanguage] = useState(first);
  // A language that fell back to English is not asked for again on this page (fallback.ts).
  const current = language.fallbackFrom ?? language.code;
  const wanted = languageOf(asked, settings) ?? current;
  useEffect(() => {
    if (wanted === current) return;
    let live = true;
    void loadLanguage(wanted).then((ready) => {
      if (live) setLanguage(ready);
    });
    return () => {
      live = false;
    };
  }, [wanted, current]);
  useEffect(() => showLanguage(language.code), [language.code]);
  const config = useMemo(() => configIn(base, language), [base, language]);
  return { language, config };
}
