/**
 * `npm run validate`'s checks of a config folder's languages (the production build runs them too):
 * for each language app.json lists besides English, each screen's and fragment's catalogue
 * (`languages/<code>/<file>.json`). The descriptor checker, handed `folderTranslations`, names what an
 * English file lacks at its own lines (missing or stale: an error unless app.json marks the language
 * partial; bindings that differ: an error); this file names a catalogue's own mistakes at the
 * catalogue's lines (its shape, entries that translate nothing, a file without an English one) and a
 * language without its pack.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import Ajv from 'ajv';
import { fileLayouts } from '../../src/generated/file-layouts';
import { Catalogue } from '../../src/schema/catalogue';
import type { Catalogue as CatalogueValue } from '../../src/engine/translate/translate';
import { translationProblems } from '../../src/engine/check/translations';
import { appCopyLayout } from '../../src/app/language/copy-layout';
import type { TranslationCatalogue } from '../../src/engine/check/catalogues';

/** Where the language packs are (code, beside the app): each language needs one. */
const PACKS = join(import.meta.dirname, '..', '..', 'src', 'app', 'language', 'packs');

export interface LanguageProblem {
  file: string;
  path: string;
  level: 'error' | 'warning';
  message: string;
}

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

export interface LanguageFolder {
  folder: string;
  screenIds: readonly string[];
  fragmentIds: readonly string[];
  read(file: string): Parsed;
}

interface Languages {
  others: string[];
  partial: Set<string>;
}

const rel = (file: string) => relative(process.cwd(), file) || file;
/** The English fragment `ref` of a config folder (the params of theirs that show copy). */
const englishFragment =
  (config: Pick<LanguageFolder, 'folder' | 'read'>) =>
  (ref: string): unknown => {
    const read = config.read(join(config.folder, 'fragments', `${ref}.json`));
    return read.ok ? read.value : undefined;
  };
const validCatalogue = new Ajv({ strict: false, allErrors: true }).compile(Catalogue);

/** The languages app.json lists besides English (none when it lists none or cannot be read). */
function languagesOf(config: Pick<LanguageFolder, 'folder' | 'read'>): Languages {
  const app = config.read(join(config.folder, 'app.json'));
  const languages =
    app.ok && app.value && typeof app.value === 'object'
      ? (app.value as { languages?: { available?: unknown; partial?: unknown } }).languages
      : undefined;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : []);
  return {
    others: list(languages?.available).filter((c) => c !== 'en'),
    partial: new Set(list(languages?.partial)),
  };
}

/** The catalogue's own shape, at its JSON paths. */
function shapeProblems(file: string, value: unknown): LanguageProblem[] {
  if (validCatalogue(value)) return [];
  return (validCatalogue.errors ?? []).map((e) => ({
    file: rel(file),
    path: e.instancePath,
    level: 'error' as const,
    message: `${e.message ?? 'is not valid'}${e.params && 'additionalProperty' in e.params ? ` ('${String(e.params.additionalProperty)}')` : ''}: a catalogue is { "$schema", "strings": { "<JSON path>": { "en": …, "<language>": … } }, "keepEnglish"? } (schemas/catalogue.schema.json)`,
  }));
}

/** Where a file's catalogue in a language is, and its "$schema" from there. */
function cataloguePlace(folder: string, code: string, kind: 'screen' | 'fragment', id: string) {
  const sub = kind === 'fragment' ? ['fragments', `${id}.json`] : [`${id}.json`];
  return {
    english: join(folder, ...sub),
    file: join(folder, 'languages', code, ...sub),
    schema: `${'../'.repeat(sub.length + 2)}schemas/catalogue.schema.json`,
  };
}

/**
 * The languages of a config folder and its catalogues, for the descriptor checker: missing, stale and
 * mistranslated strings are then named at the English file's lines, by `npm run validate`, the
 * production build and the workbench alike. With `allPartial` (a remote release), every language
 * counts as partial.
 */
export function folderTranslations(
  config: Pick<LanguageFolder, 'folder' | 'read'>,
  { allPartial = false }: { allPartial?: boolean } = {},
): TranslationCatalogue {
  const { others, partial } = languagesOf(config);
  return {
    languages: others.map((code) => ({ code, partial: allPartial || partial.has(code) })),
    catalogue: async (code, kind, id) => {
      const { file } = cataloguePlace(config.folder, code, kind, id);
      if (!existsSync(file)) return undefined;
      const read = config.read(file);
      return read.ok && read.value && typeof read.value === 'object' ? (read.value as CatalogueValue) : {};
    },
    fileName: (code, kind, id) => rel(cataloguePlace(config.folder, code, kind, id).file),
    layouts: fileLayouts,
  };
}

/** A catalogue's own problems: its shape and "$schema", and entries that translate nothing. */
function catalogueProblems(config: LanguageFolder, kind: 'screen' | 'fragment', id: string, code: string) {
  const place = cataloguePlace(config.folder, code, kind, id);
  if (!existsSync(place.file)) return [];
  const read = config.read(place.file);
  if (!read.ok) return [{ file: rel(place.file), path: '', level: 'error' as const, message: read.message }];
  const shape = shapeProblems(place.file, read.value);
  if (shape.length) return shape;
  const catalogue = read.value as CatalogueValue & { $schema?: unknown };
  const out: LanguageProblem[] = [];
  if (catalogue.$schema !== place.schema)
    out.push({
      file: rel(place.file),
      path: '/$schema',
      level: 'error',
      message: `expected "${place.schema}": add it so editors can check and complete this file`,
    });
  const english = config.read(place.english);
  if (!english.ok) return out;
  const found = translationProblems(english.value, catalogue, {
    language: code,
    partial: true,
    layout: appCopyLayout(kind, englishFragment(config)),
    catalogueFile: rel(place.file),
  });
  out.push(...found.inCatalogue.map((p) => ({ file: rel(place.file), ...p })));
  return out;
}

/** Catalogue files whose English file does not exist. */
function strayCatalogues(config: LanguageFolder, code: string): LanguageProblem[] {
  const out: LanguageProblem[] = [];
  const dir = join(config.folder, 'languages', code);
  const json = (d: string) => (existsSync(d) ? readdirSync(d).filter((f) => f.endsWith('.json')) : []);
  for (const [files, ids, where] of [
    [json(dir), config.screenIds, dir],
    [json(join(dir, 'fragments')), config.fragmentIds, join(dir, 'fragments')],
  ] as const)
    for (const file of files)
      if (!ids.includes(basename(file, '.json')))
        out.push({
          file: rel(join(where, file)),
          path: '',
          level: 'warning',
          message: `${code}: no English file ${basename(file)} beside screen-configs' screens or fragments translates: remove this catalogue or rename it`,
        });
  return out;
}

/**
 * The catalogues' own problems in a config folder, language by language (what their English files
 * lack is the descriptor checker's: `folderTranslations`), and each language's pack.
 */
export function checkLanguages(config: LanguageFolder): LanguageProblem[] {
  const { others } = languagesOf(config);
  const out: LanguageProblem[] = [];
  for (const code of others) {
    if (!existsSync(join(PACKS, `${code}.ts`)))
      out.push({
        file: rel(join(config.folder, 'app.json')),
        path: '/languages/available',
        level: 'error',
        message: `${code}: no language pack src/app/language/packs/${code}.ts (the engine's and the widgets' own words): add it or remove "${code}"`,
      });
    for (const id of config.screenIds) out.push(...catalogueProblems(config, 'screen', id, code));
    for (const id of config.fragmentIds) out.push(...catalogueProblems(config, 'fragment', id, code));
    out.push(...strayCatalogues(config, code));
  }
  return out;
}

/** The catalogues' own problems for one English file (a screen or a fragment) of a config folder. */
export function checkFileLanguages(
  config: LanguageFolder,
  kind: 'screen' | 'fragment',
  id: string,
): LanguageProblem[] {
  return languagesOf(config).others.flatMap((code) => catalogueProblems(config, kind, id, code));
}
