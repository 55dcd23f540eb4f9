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
import type { CatalogueSource } from './catalogues';
import { languageOf, type LanguageSettings } from './choose';
import { loadPack } from './pack';
import { translatedSource } from './translated-source';
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
  if (!translated) byCode.set(code, (translated = translatedSource(source, code, cataloguesIn(code))));
  return translated;
}

/** The bundled catalogues of a language; their index comes with the first one asked for, so an English visit never loads it. */
function cataloguesIn(code: string): CatalogueSource {
  const index = () => import('./catalogues').then((m) => m.bundledCatalogues(code));
  return {
    screen: async (id) => (await index()).screen(id),
    fragment: async (id) => (await index()).fragment(id),
  };
}

/**
 * A language ready for a visit: its pack and, for a translated language, the catalogues' index, fetched
 * side by side, so the first screen's catalogue is one request away, as its translator is.
 */
export async function loadLanguage(code: string): Promise<AppLanguage> {
  const [pack] = await Promise.all([loadPack(code), code === 'en' ? undefined : import('./catalogues')]);
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
  const asked = useSyncExternalStore(store.subscribe, () => selectSession(store.getState()).lang);
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
