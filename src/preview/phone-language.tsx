/**
 * The workbench phone's language: the operator picks one of app.json's languages and the phone shows
 * the screen in it, as a borrower with that `lang` sees it (the engine's words, antd-mobile's, the
 * screen's copy through its bundled catalogue, or the one being edited). The edited file is read as
 * it stands: a string whose English changed since its translation shows in English, as on a phone.
 */
import { useCallback, useState } from 'react';
import { appSettings } from '../app/configs';
import { configIn, englishLanguage, loadLanguage, type AppLanguage } from '../app/language/app-language';
import { bundledCatalogues } from '../app/language/catalogues';
import { catalogueTranslator } from '../app/language/catalogue-translator';
import type { Catalogue } from '../engine/translate/translate';
import type { CatalogueOf } from './catalogue-file';
import { LANGUAGE_NAMES } from './catalogue-panel';
import { ENGLISH_ONLY } from '../app/language/choose';
import type { EngineConfig } from '../engine/view/engine-context';
import { actions, type makeStore } from '../store';

/** A catalogue being edited: the phone translates its file with the draft in place of the bundled one. */
export type CatalogueDraft = CatalogueOf & { catalogue: Catalogue };

/** How long the workbench waits for a language's files (a phone waits LANGUAGE_FILE_WAIT_MS). */
const DEV_LANGUAGE_WAIT_MS = 30_000;

/** The language the phone shows, the ones it can, and a way to switch. */
export function usePhoneLanguage() {
  const [language, setLanguage] = useState<AppLanguage>(englishLanguage);
  // The dev server compiles a language's files when first asked for: longer than a phone's wait.
  const choose = useCallback(
    (code: string) => void loadLanguage(code, DEV_LANGUAGE_WAIT_MS).then(setLanguage),
    [],
  );
  return {
    language,
    /** The Language field's props. */
    picker: {
      value: language.code,
      codes: (appSettings.languages ?? ENGLISH_ONLY).available,
      onChange: choose,
    },
    /** The phone's engine in the chosen language (a new one for each language: `version` says so). */
    choose,
    phoneEngine: (
      config: EngineConfig,
      store: ReturnType<typeof makeStore>,
      version: string,
      draft?: CatalogueDraft | null,
    ) => {
      // As on a phone, the language is the session's `lang` too: a binding may read it (a picture
      // drawn in each language, `/images/repay-instructions-{{ session.lang }}.svg`).
      store.dispatch(actions.route.sessionCaptured({ lang: language.code }));
      const translated = configIn(config, language);
      if (!draft || draft.code !== language.code)
        return { config: translated, store, version: `${version}|${language.code}` };
      // The catalogue being edited translates its file in the phone as it stands, before it is saved.
      const bundled = bundledCatalogues(draft.code);
      const drafted = (kind: CatalogueOf['kind'], id: string) =>
        kind === draft.kind && id === draft.id
          ? Promise.resolve(draft.catalogue)
          : kind === 'screen'
            ? bundled.screen(id)
            : bundled.fragment(id);
      const translator = catalogueTranslator(language.pack.language, config.source, {
        catalogues: { screen: (id) => drafted('screen', id), fragment: (id) => drafted('fragment', id) },
        waitMs: DEV_LANGUAGE_WAIT_MS,
      });
      return { config: { ...translated, translator }, store, version: `${version}|${language.code}` };
    },
  };
}

/** The workbench's Language field. */
export function LanguagePicker({
  value,
  codes,
  onChange,
}: {
  value: string;
  codes: readonly string[];
  onChange: (code: string) => void;
}) {
  return (
    <label>
      Language{' '}
      <select aria-label="Language" value={value} onChange={(e) => onChange(e.target.value)}>
        {codes.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code] ?? code}
          </option>
        ))}
      </select>
    </label>
  );
}
