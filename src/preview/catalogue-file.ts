/**
 * A language's catalogue in the workbench (screen-configs/languages/<code>/<file>.json): which file it
 * translates, each copy string of that file beside its translation with its state (current, stale,
 * missing, kept in English) and a translation written from the side-by-side table into the
 * catalogue's text. Its problems are the tools' shared check's (src/tools/check-catalogue.ts).
 */
import { forEachCopy, hasWords, type CopyLayout } from '../engine/translate/copy-strings';
import { indexCatalogue, type Catalogue } from '../engine/translate/translate';
import { jsonSyntaxError } from '../tools/json-text';

/** The file a catalogue translates: `languages/fil/fragments/detail-rows.json` → fil, fragment, detail-rows. */
export interface CatalogueOf {
  code: string;
  kind: 'screen' | 'fragment';
  id: string;
}

const CATALOGUE_FILE =
  /^languages\/([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\/(fragments\/)?([a-z][a-z0-9-]*)\.json$/;

/** The file a catalogue's name (in screen-configs/) translates, or null when the name is no catalogue's. */
export function catalogueOf(name: string): CatalogueOf | null {
  const found = CATALOGUE_FILE.exec(name);
  return found ? { code: found[1]!, kind: found[2] ? 'fragment' : 'screen', id: found[3]! } : null;
}

/** The name (in screen-configs/) of a file's catalogue in a language. */
export const catalogueName = ({ code, kind, id }: CatalogueOf) =>
  `languages/${code}/${kind === 'fragment' ? 'fragments/' : ''}${id}.json`;

/** The English file a catalogue translates, by its name in screen-configs/. */
export const englishName = ({ kind, id }: CatalogueOf) =>
  `${kind === 'fragment' ? 'fragments/' : ''}${id}.json`;

export type StringState = 'current' | 'stale' | 'missing' | 'english';

/** One copy string of the English file, with its translation as the catalogue has it. */
export interface CatalogueRow {
  /** The string's JSON path in the English file: the catalogue's key. */
  path: string;
  english: string;
  /** What the entry at `path` says now ('' when there is none). */
  translation: string;
  /** The English the entry at `path` was made from, when it is not the English now. */
  madeFrom?: string;
  state: StringState;
}

const own = (record: object | undefined, key: string) =>
  !!record && Object.prototype.hasOwnProperty.call(record, key);

/** The catalogue in `text`, or null when it is not JSON holding an object. */
export function parseCatalogue(text: string): Catalogue | null {
  if (jsonSyntaxError(text)) return null;
  const value = JSON.parse(text) as unknown;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Catalogue) : null;
}

/** Each copy string with words of `english`, beside its translation in `code` and its state. */
export function catalogueRows(
  english: unknown,
  catalogue: Catalogue | null,
  code: string,
  layout: CopyLayout,
): CatalogueRow[] {
  const strings = catalogue?.strings ?? {};
  const index = indexCatalogue(catalogue ?? undefined, code);
  const kept = Object.keys(catalogue?.keepEnglish ?? {});
  const rows: CatalogueRow[] = [];
  forEachCopy(english, layout, ({ path, text }) => {
    if (!hasWords(text)) return;
    const entry = own(strings, path) ? strings[path] : undefined;
    const written = entry && typeof entry[code] === 'string' ? entry[code] : '';
    const state: StringState = kept.some((k) => path === k || path.startsWith(`${k}/`))
      ? 'english'
      : index.find(path, text) !== undefined
        ? 'current'
        : entry && typeof entry.en === 'string' && entry.en !== text && written
          ? 'stale'
          : 'missing';
    rows.push({
      path,
      english: text,
      translation: written,
      ...(entry && typeof entry.en === 'string' && entry.en !== text && { madeFrom: entry.en }),
      state,
    });
  });
  return rows;
}

/**
 * The catalogue's text with the entry at `path` translating `english` as `translation` (its "en" set
 * to the English now, so a stale entry becomes current), written as `npm run format` writes it.
 */
export function withTranslation(
  text: string,
  code: string,
  { path, english }: Pick<CatalogueRow, 'path' | 'english'>,
  translation: string,
): string | null {
  const catalogue = parseCatalogue(text);
  if (!catalogue) return null;
  const strings = { ...(catalogue.strings ?? {}) };
  strings[path] = { ...(own(strings, path) ? strings[path] : {}), en: english, [code]: translation };
  return `${JSON.stringify({ ...catalogue, strings }, null, 2)}\n`;
}
