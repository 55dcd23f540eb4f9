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
import { loadPack } from './pack';
import type { LanguagePack } from './types';

export interface AppLanguage {
  code: string;
  pack: LanguagePack;
}

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
    (made ??= import('./translated-source').then(({ translatedSource }) => translatedSource(source, code)));
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
 * as its translator is.
 */
export async function loadLanguage(code: string): Promise<AppLanguage> {
  const [pack] = await Promise.all([
    loadPack(code),
    code === 'en' ? undefined : import('./translated-source'),
  ]);
  return { code, pack };
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
  const wanted = languageOf(asked, settings) ?? language.code;
  useEffect(() => {
    if (wanted === language.code) return;
    let live = true;
    void loadLanguage(wanted).then((ready) => {
      if (live) setLanguage(ready);
    });
    return () => {
      live = false;
    };
  }, [wanted, language.code]);
  useEffect(() => showLanguage(language.code), [language.code]);
  const config = useMemo(() => configIn(base, language), [base, language]);
  return { language, config };
}
