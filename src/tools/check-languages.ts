/**
 * The languages app.json lists, against the languages the app has (a pack in
 * src/app/language/packs/, or a folder of catalogues): a code that names none, such as `fli` for
 * `fil`, is one error at its place in the list, with the language it probably meant, rather than a
 * missing catalogue for every screen. `npm run validate` and the workbench's check of app.json say it
 * alike.
 */
import { didYouMean } from '../engine/language/suggest';

export interface LanguageCodeProblem {
  path: string;
  level: 'error';
  message: string;
}

/** The codes of `languages.available` besides English, each with its index in the list. */
export function listedLanguages(app: unknown): { code: string; index: number }[] {
  const languages =
    app && typeof app === 'object' ? (app as { languages?: { available?: unknown } }).languages : undefined;
  const available = Array.isArray(languages?.available) ? (languages.available as unknown[]) : [];
  return available.flatMap((code, index) =>
    typeof code === 'string' && code !== 'en' ? [{ code, index }] : [],
  );
}

/** Every listed code that names no language of the app (`known`: the codes with a pack or catalogues). */
export function languageCodeProblems(
  app: unknown,
  known: readonly string[],
  where: { catalogues: string } = { catalogues: 'screen-configs/languages' },
): LanguageCodeProblem[] {
  const others = known.filter((c) => c !== 'en');
  return listedLanguages(app)
    .filter(({ code }) => !known.includes(code))
    .map(({ code, index }) => ({
      path: `/languages/available/${index}`,
      level: 'error' as const,
      message: `"${code}" is not a language of this app: it has no language pack src/app/language/packs/${code}.ts and no catalogues in ${where.catalogues}/${code}/${didYouMean(code, others)}`,
    }));
}
