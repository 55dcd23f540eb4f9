/**
 * The workbench phone's language: the operator picks one of app.json's languages and the phone shows
 * the screen in it, as a borrower with that `lang` sees it (the engine's words, antd-mobile's, the
 * screen's copy through its bundled catalogue). The edited file is translated as it stands: a string
 * whose English changed since its translation shows in English, as on a phone.
 */
import { useState } from 'react';
import { appSettings } from '../app/configs';
import { configIn, loadLanguage, type AppLanguage } from '../app/language/app-language';
import { ENGLISH_ONLY } from '../app/language/choose';
import { englishPack } from '../app/language/pack';
import type { EngineConfig } from '../engine/view/engine-context';
import { actions, type makeStore } from '../store';

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', fil: 'Filipino' };

/** The language the phone shows, the ones it can, and a way to switch. */
export function usePhoneLanguage() {
  const [language, setLanguage] = useState<AppLanguage>({ code: 'en', pack: englishPack });
  const choose = (code: string) => void loadLanguage(code).then(setLanguage);
  return {
    language,
    /** The Language field's props. */
    picker: {
      value: language.code,
      codes: (appSettings.languages ?? ENGLISH_ONLY).available,
      onChange: choose,
    },
    /** The phone's engine in the chosen language (a new one for each language: `version` says so). */
    phoneEngine: (config: EngineConfig, store: ReturnType<typeof makeStore>, version: string) => {
      // As on a phone, the language is the session's `lang` too: a binding may read it (a picture
      // drawn in each language, `/images/repay-instructions-{{ session.lang }}.svg`).
      store.dispatch(actions.route.sessionCaptured({ lang: language.code }));
      return { config: configIn(config, language), store, version: `${version}|${language.code}` };
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
