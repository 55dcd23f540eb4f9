/**
 * The app's language while it runs: the one the visit started in, then whichever the session's
 * `lang` names once it changes (the language switch navigates with `?lang=`, which the navigator
 * keeps in the session). A new language's pack and translating code load first; then the engine
 * switches to its translator (`InLanguage`): the same engine, configuration and plans, the screen
 * drawn again in the new words once their catalogues are there; antd-mobile's words and the
 * document's `lang` follow in the same render.
 */
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
// Straight from its folder, not antd-mobile's index: it then comes in the shell's own file (vite.config.ts).
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { useEngine, type EngineConfig } from '../../engine/view/engine-context';
import type { DescriptorSource } from '../../engine/load/loader';
import { englishTranslator, type Translator } from '../../engine/language/translator';
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
  /** Its translator over a descriptor source (one per source, kept). */
  translator(source: DescriptorSource): Translator;
  /**
   * The language the visit asked for, when its pack or translating code did not come and the app
   * went on in English (fallback.ts); the session keeps asking for it, so the next page load tries again.
   */
  fallbackFrom?: string;
}

/** The translating code, checked to be what it should be. */
const loadTranslating = () =>
  import('./catalogue-translator').then((module) => {
    if (typeof module.catalogueTranslator !== 'function')
      throw new LanguageFileError('broken', 'the translating code holds no catalogueTranslator');
    return module;
  });

/** The translator of `pack` over `source`, made once per source: each catalogue is fetched once. */
function translatorsOf(
  pack: LanguagePack,
  make?: (source: DescriptorSource) => Translator,
): (source: DescriptorSource) => Translator {
  const made = new WeakMap<DescriptorSource, Translator>();
  return (source) => {
    let translator = made.get(source);
    if (!translator) made.set(source, (translator = make ? make(source) : englishTranslator(pack.language)));
    return translator;
  };
}

const english: AppLanguage = { code: 'en', pack: englishPack, translator: translatorsOf(englishPack) };

/** English, the app's own language (no file to load). */
export const englishLanguage = (): AppLanguage => english;

/**
 * A language ready for a visit: its pack and, for a translated language, the translating code,
 * fetched side by side, so the first screen's catalogue is one request away. Either one failing,
 * broken or later than `waitMs` leaves the visit in English (`fallbackFrom` says which language it
 * asked for), reported once (fallback.ts).
 */
export async function loadLanguage(
  code: string,
  waitMs: number = LANGUAGE_FILE_WAIT_MS,
): Promise<AppLanguage> {
  if (code === 'en') return english;
  const [pack, translating] = await Promise.allSettled([
    withinWait(loadPack(code), waitMs),
    withinWait(loadTranslating(), waitMs),
  ]);
  if (pack.status === 'fulfilled' && translating.status === 'fulfilled') {
    const { catalogueTranslator } = translating.value;
    const writing = pack.value.language;
    return {
      code,
      pack: pack.value,
      translator: translatorsOf(pack.value, (source) => catalogueTranslator(writing, source)),
    };
  }
  if (pack.status === 'rejected') reportLanguageFallback(code, 'pack', reasonOf(pack.reason));
  if (translating.status === 'rejected')
    reportLanguageFallback(code, 'translator', reasonOf(translating.reason));
  return { ...english, fallbackFrom: code };
}

/** The engine's configuration starting in a language: its words and locale, its screens' copy in it. */
export function configIn(base: EngineConfig, language: AppLanguage): EngineConfig {
  return { ...base, translator: language.translator(base.source) };
}

/** Makes the document say which language it is in (screen readers, hyphenation, axe's `html-lang-valid`). */
export function showLanguage(code: string, doc: Document = document): void {
  doc.documentElement.lang = code;
}

/**
 * The language the session asks for, loaded (the visit's first until it asks for another), and the
 * engine's configuration in the first one: made once, it stays across switches.
 */
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
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const config = useMemo(() => configIn(base, first), [base]);
  return { language, config };
}

/**
 * Draws `children` in `language`: switches the engine's translator to it (once its catalogues of the
 * screens shown are there), then antd-mobile's words and the document's `lang` with it.
 */
export function InLanguage({ language, children }: { language: AppLanguage; children: ReactNode }) {
  const engine = useEngine();
  const [shown, setShown] = useState(language);
  useEffect(() => {
    if (shown === language) return;
    let live = true;
    void engine.language.use(language.translator(engine.config.source)).then(() => {
      if (live) setShown(language);
    });
    return () => {
      live = false;
    };
  }, [engine, language, shown]);
  useEffect(() => showLanguage(shown.code), [shown.code]);
  return <ConfigProvider locale={shown.pack.antd}>{children}</ConfigProvider>;
}
