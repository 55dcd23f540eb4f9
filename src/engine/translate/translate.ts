/**
 * A catalogue's translations of a descriptor file's copy, as a translator reads them while a screen
 * draws (src/app/language/catalogue-translator.ts).
 *
 * A catalogue (screen-configs/languages/<language>/<file>.json, its shape in src/schema/catalogue.ts)
 * holds, by the JSON pointer of each copy string in the source file, the English it translated and
 * the translation: `"/title": { "en": "Register", "fil": "Magrehistro" }`. A translation is used
 * while its English is the file's English: at its own pointer, or at any other place of the file
 * with the very same English (a node moved, or the same words twice). A string without one (a new
 * string, or one whose English changed since) stays in English.
 *
 * A translation reads only the bindings of its English (bindings.ts): one that reads another value
 * (`{{ session.sessionId }}` where the English reads none) or leaves one out is no translation, and
 * the string stays in English. The whole string, rather than the translation without the odd
 * binding: a sentence written around a value reads wrong with a hole in it, and the English is the
 * copy the checker passed. The checker refuses such a catalogue; this holds on a phone all the same.
 */
import { bindingDifference } from './bindings';

/** One translated string: the English it was made from and the translation, under the language's code. */
export type CatalogueEntry = Readonly<Record<string, string>>;

/** A file's catalogue in one language, as its JSON reads. */
export interface Catalogue {
  strings?: Readonly<Record<string, CatalogueEntry>>;
  /** Places (pointers and what is under them) kept in English on purpose, with the reason. */
  keepEnglish?: Readonly<Record<string, string>>;
}

/** The catalogue's translations, looked up by pointer and by English. */
export interface CatalogueIndex {
  /** The translation of `text` found at `path`, or undefined. */
  find(path: string, text: string): string | undefined;
}

const own = (record: object | undefined, key: string): boolean =>
  !!record && Object.prototype.hasOwnProperty.call(record, key);

/**
 * The entry's translation in `language`, when it has one that reads the bindings of its English
 * (undefined otherwise).
 */
export function entryTranslation(entry: CatalogueEntry | undefined, language: string): string | undefined {
  const text = entry && own(entry, language) ? entry[language] : undefined;
  if (typeof text !== 'string' || text === '' || typeof entry?.en !== 'string') return undefined;
  return bindingDifference(entry.en, text) ? undefined : text;
}

/**
 * Indexes a catalogue in `language`: entries without a translation in that language, or whose
 * translation reads other bindings than its English, count as none.
 */
export function indexCatalogue(catalogue: Catalogue | undefined, language: string): CatalogueIndex {
  const strings = catalogue?.strings ?? {};
  const byEnglish = new Map<string, string>();
  const translation = (entry: CatalogueEntry | undefined) => entryTranslation(entry, language);
  for (const key of Object.keys(strings)) {
    const entry = strings[key];
    const text = translation(entry);
    if (text !== undefined && typeof entry?.en === 'string' && !byEnglish.has(entry.en))
      byEnglish.set(entry.en, text);
  }
  return {
    find(path, text) {
      const entry = own(strings, path) ? strings[path] : undefined;
      if (entry?.en === text) {
        const atPath = translation(entry);
        if (atPath !== undefined) return atPath;
      }
      return byEnglish.get(text);
    },
  };
}
