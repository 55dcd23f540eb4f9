/**
 * The visit's language as the lender is told it (docs/contracts.md §9): what the app draws its screens
 * in. It follows the session's `lang` as the app's language does (src/app/language/app-language.ts):
 * a `lang` the app has switches it, one it does not have leaves it as it was; before any, the language
 * the visit started in (`lang`, else the phone's, else app.json's default).
 */
import { appSettings } from './configs';
import { chooseLanguage, ENGLISH_ONLY, languageOf, phoneLanguages } from './language/choose';

/** A reader of the visit's language over `getSession`, for the API's `getLanguage`. */
export function followVisitLanguage(
  getSession: () => Record<string, string>,
  settings = appSettings.languages ?? ENGLISH_ONLY,
  phone: () => readonly string[] = phoneLanguages,
): () => string {
  let current: string | undefined;
  return () => {
    const asked = getSession().lang;
    current = languageOf(asked, settings) ?? current ?? chooseLanguage(asked, phone(), settings);
    return current;
  };
}
