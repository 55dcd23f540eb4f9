/**
 * Copy checked per language, like code: for one descriptor file and its catalogue in one language,
 * each copy string with words that has no translation (missing) or whose translation was made for
 * other English (stale: the English changed since), named at the English string; and each catalogue
 * entry whose translation reads other values than its English (a `{{ }}` binding the English does
 * not read, or one it leaves out: ../translate/bindings.ts), named at the translation's own line in
 * the catalogue, with the binding. Entries that translate nothing are warnings.
 *
 * A language marked partial (app.json's `languages.partial`) shows English where a translation is
 * missing or stale: those are warnings then, not errors. Bindings that differ are an error in every
 * language: such a translation would show other values than the screen means (the phone shows its
 * English instead).
 */
import { bindingDifference } from '../translate/bindings';
import { forEachCopy, hasWords, type CopyLayout } from '../translate/copy-strings';
import { indexCatalogue, type Catalogue, type CatalogueEntry } from '../translate/translate';
import type { CheckProblem } from './problem';

export interface TranslationCheck {
  /** The language's code ("fil"): the key of the translation in each entry. */
  language: string;
  /** Missing and stale translations are shown in English: warnings, not errors. */
  partial: boolean;
  layout: CopyLayout;
  /** The catalogue's file as messages name it (screen-configs/languages/fil/register.json). */
  catalogueFile: string;
}

const quote = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** Every string in a JSON value. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object') return [];
  return Object.values(value).flatMap(allStrings);
}

/** Whether `path` is at or under one of the places kept in English. */
function keptInEnglish(path: string, keep: Catalogue['keepEnglish']): boolean {
  return Object.keys(keep ?? {}).some((place) => path === place || path.startsWith(`${place}/`));
}

/** The problems of a file's copy in one language: in the file itself, and in its catalogue. */
export interface TranslationProblems {
  /** At the source string's JSON path in the descriptor file. */
  inFile: CheckProblem[];
  /** At the entry's JSON path in the catalogue file. */
  inCatalogue: CheckProblem[];
}

/** The JSON pointer of a catalogue entry in its file (`/strings/~1title` for "/title"). */
export const entryPath = (key: string) => `/strings/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

const own = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** The entry's translation in `language` as written, whatever it reads. */
function writtenTranslation(entry: CatalogueEntry | undefined, language: string): string | undefined {
  const text = entry && typeof entry === 'object' && own(entry, language) ? entry[language] : undefined;
  return typeof text === 'string' && text !== '' && typeof entry?.en === 'string' ? text : undefined;
}

const listed = (bindings: string[]) => bindings.map((b) => `{{ ${b} }}`).join(', ');

/**
 * Why the entry's translation reads other values than its English (at the translation's pointer in
 * the catalogue), or nothing when it reads the same.
 */
function bindingProblem(key: string, entry: CatalogueEntry, language: string): CheckProblem | undefined {
  const translated = writtenTranslation(entry, language);
  if (translated === undefined) return undefined;
  const difference = bindingDifference(entry.en!, translated);
  if (!difference) return undefined;
  const path = `${entryPath(key)}/${language.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const { foreign, missing, malformed } = difference;
  const english = quote(entry.en!);
  // An amount its English shows through `| money` and the translation shows bare.
  const bare = missing.find((name) => name.endsWith(' | money') && foreign.includes(name.slice(0, -8)));
  const said = bare
    ? `the translation shows {{ ${bare.slice(0, -8)} }} without the money filter its English ${english} applies ({{ ${bare} }}): an amount in minor units would show as a bare number (545000 instead of ₱5,450.00)`
    : malformed
      ? `bad binding in the translation of ${english}: ${malformed}`
      : `the translation ${[
          foreign.length ? `reads ${listed(foreign)}, which its English ${english} does not` : '',
          missing.length
            ? `leaves out ${listed(missing)}, which ${foreign.length ? 'it' : `its English ${english}`} reads`
            : '',
        ]
          .filter(Boolean)
          .join(', and ')}`;
  return {
    level: 'error',
    path,
    message: `${language}: ${said}: a translation reads its English's bindings and no other (only the words around them change); until then the phone shows the English`,
  };
}

/** The problems of a file's copy in one language, given its catalogue (undefined: there is none). */
export function translationProblems(
  file: unknown,
  catalogue: Catalogue | undefined,
  { language, partial, layout, catalogueFile }: TranslationCheck,
): TranslationProblems {
  const incomplete = partial ? ('warning' as const) : ('error' as const);
  const strings = catalogue?.strings ?? {};
  const index = indexCatalogue(catalogue, language);
  const problems: CheckProblem[] = [];
  const used = new Set<string>();
  const places: { path: string; text: string }[] = [];
  forEachCopy(file, layout, ({ path, text }) => {
    if (hasWords(text) && !keptInEnglish(path, catalogue?.keepEnglish)) places.push({ path, text });
  });
  if (!catalogue) {
    const message = `${language}: no catalogue ${catalogueFile} for the ${places.length} string(s) of this file: create it (docs/operators.md, "Languages")`;
    return {
      inFile: places.length ? [{ level: incomplete, path: places[0]!.path, message }] : [],
      inCatalogue: [],
    };
  }
  const english = new Set(places.map((p) => p.text));
  // Translations refused for their bindings: named in the catalogue, not as missing in the file.
  const refused = new Map<string, string>();
  const wrongBindings: CheckProblem[] = [];
  for (const key of Object.keys(strings)) {
    const entry = strings[key]!;
    const problem = bindingProblem(key, entry, language);
    if (!problem) continue;
    wrongBindings.push(problem);
    refused.set(key, entry.en!);
  }
  const refusedEnglish = new Set(refused.values());
  for (const { path, text } of places) {
    const entry = Object.prototype.hasOwnProperty.call(strings, path) ? strings[path] : undefined;
    const translated = index.find(path, text);
    if (translated === undefined) {
      if (refusedEnglish.has(text)) {
        if (entry?.en === text) used.add(path);
        continue;
      }
      if (entry && typeof entry.en === 'string' && entry.en !== text && !english.has(entry.en)) {
        used.add(path);
        problems.push({
          level: incomplete,
          path,
          message: `${language}: stale translation: ${catalogueFile} "${path}" translates ${quote(entry.en)}, the English is now ${quote(text)}: translate it again and set "en" to the new English`,
        });
      } else
        problems.push({
          level: incomplete,
          path,
          message: `${language}: no translation of ${quote(text)}: add "${path}": { "en": ${JSON.stringify(text)}, "${language}": "…" } to ${catalogueFile}`,
        });
      continue;
    }
    if (entry?.en === text) used.add(path);
  }
  // An entry is unused when its English is nowhere in the file (not only not where copy is found: a
  // node whose type is misspelt hides its copy from the walk, and its entries are not to blame).
  const anywhere = new Set(allStrings(file));
  const unused: CheckProblem[] = [];
  for (const key of Object.keys(strings)) {
    const entry = strings[key]!;
    if (used.has(key) || refused.has(key) || (typeof entry.en === 'string' && anywhere.has(entry.en)))
      continue;
    unused.push({
      level: 'warning',
      path: entryPath(key),
      message: `${language}: translates ${quote(String(entry.en))}, which the English file no longer has at "${key}" or elsewhere: remove the entry`,
    });
  }
  return { inFile: problems, inCatalogue: [...wrongBindings, ...unused] };
}
