/**
 * The check of app.json's text, as `npm run validate` checks the file and the workbench an edit of it:
 * the app settings schema, then the languages it lists; the theme it carries once it passes.
 */
import type { Validators } from '../engine/registry';
import { explain, type Problem } from '../engine/load/validate';
import { inPlainWords } from '../engine/check/subject';
import type { AppSettings } from '../app/app-settings-schema';
import type { ThemeColours } from '../app/theme';
import { languageCodeProblems } from './check-languages';
import { readJsonText } from './json-text';

export interface AppChecked {
  /** The edited theme, or null when the text does not pass (nothing of it applies then). */
  theme: ThemeColours | null;
  problems: (Problem & { line?: number })[];
}

/**
 * Checks app.json's `text` as `npm run validate` does (its schema, and with `languages`, the codes of
 * the app's languages, the codes it lists); its theme when it passes.
 */
export function checkAppText(
  text: string,
  validators: Pick<Validators, 'app'>,
  languages?: readonly string[],
): AppChecked {
  const read = readJsonText(text);
  if (!read.ok)
    return { theme: null, problems: [{ path: '', message: read.message, line: read.error.line }] };
  const { value } = read;
  if (validators.app(value)) {
    const codes = languages ? languageCodeProblems(value, languages) : [];
    const problems = codes.map((p) => ({ path: p.path, message: p.message, line: read.lineOf(p.path) }));
    return { theme: (value as AppSettings).theme, problems };
  }
  const found = explain(validators.app.errors, value, '').map((p) => ({ ...p, level: 'error' as const }));
  const problems = inPlainWords(found, value).map((p) => ({
    path: p.path,
    message: p.message,
    line: p.path.startsWith('/') ? read.lineOf(p.path) : undefined,
  }));
  return { theme: null, problems };
}
