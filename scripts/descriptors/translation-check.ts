/**
 * `npm run validate`'s checks of a config folder's languages (the production build runs them too):
 * for each language app.json lists besides English, each screen's and fragment's catalogue
 * (`languages/<code>/<file>.json`). The descriptor checker, handed `folderTranslations`, names what an
 * English file lacks at its own lines (missing or stale: an error unless app.json marks the language
 * partial; bindings that differ: an error); this file names a catalogue's own mistakes at the
 * catalogue's lines (its shape, entries that translate nothing, a file without an English one) and a
 * language without its pack.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { languageCodeProblems, listedLanguages } from '../../src/tools/check-languages';
import { basename, dirname, join, relative } from 'node:path';
import { fileLayouts } from '../../src/generated/file-layouts';
import type { Catalogue as CatalogueValue } from '../../src/engine/translate/translate';
import { catalogueShape } from '../../src/tools/catalogue-shape';
import { checkCatalogueText, strayCatalogue } from '../../src/tools/check-catalogue';
import { appCopyLayout } from '../../src/app/language/copy-layout';
import type { TranslationCatalogue } from '../../src/engine/check/catalogues';

/** Where the language packs are (code, beside the app): each language needs one. */
const PACKS = join(import.meta.dirname, '..', '..', 'src', 'app', 'language', 'packs');

export interface LanguageProblem {
  file: string;
  path: string;
  level: 'error' | 'warning';
  message: string;
  /** The line of a file that cannot be read as JSON (else the path's line is found later). */
  line?: number;
}

type Parsed = { ok: true; value: unknown } | { ok: false; message: string; line?: number };

export interface LanguageFolder {
  folder: string;
  screenIds: readonly string[];
  fragmentIds: readonly string[];
  read(file: string): Parsed;
}

interface Languages {
  /** The languages besides English the app has: each with a pack or a folder of catalogues. */
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

/** The languages app.json lists besides English (none when it lists none or cannot be read). */
function languagesOf(config: Pick<LanguageFolder, 'folder' | 'read'>): Languages {
  const app = config.read(join(config.folder, 'app.json'));
  const languages =
    app.ok && app.value && typeof app.value === 'object'
      ? (app.value as { languages?: { available?: unknown; partial?: unknown } }).languages
      : undefined;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : []);
  const known = knownLanguages(config.folder);
  const listed = listedLanguages(app.ok ? app.value : undefined);
  return {
    others: listed.filter(({ code }) => known.includes(code)).map(({ code }) => code),
    partial: new Set(list(languages?.partial)),
  };
}

/** The languages the app could mean: those with a pack or a folder of catalogues. */
export function knownLanguages(folder: string): string[] {
  const dirs = (d: string) =>
    existsSync(d)
      ? readdirSync(d, { withFileTypes: true })
          .filter((e) => e.isDirectory() || e.name.endsWith('.ts'))
          .map((e) => e.name.replace(/\.ts$/, ''))
      : [];
  return [...new Set([...dirs(PACKS), ...dirs(join(folder, 'languages'))])].filter(
    (c) => c !== 'en' && !c.includes('.'),
  );
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
      // A catalogue that cannot be read is named in its own file, once: its screen's copy is not checked against it.
      return read.ok && !catalogueShape(read.value).length ? (read.value as CatalogueValue) : null;
    },
    fileName: (code, kind, id) => rel(cataloguePlace(config.folder, code, kind, id).file),
    layouts: fileLayouts,
  };
}

/** A catalogue's own problems: its shape and "$schema", and entries that translate nothing. */
function catalogueProblems(
  config: LanguageFolder,
  kind: 'screen' | 'fragment',
  id: string,
  code: string,
): LanguageProblem[] {
  const place = cataloguePlace(config.folder, code, kind, id);
  if (!existsSync(place.file)) return [];
  const english = config.read(place.english);
  const { problems } = checkCatalogueText(readFileSync(place.file, 'utf8'), {
    code,
    kind,
    id,
    ids: kind === 'screen' ? config.screenIds : config.fragmentIds,
    englishName: basename(place.english),
    english: english.ok ? english.value : undefined,
    layout: appCopyLayout(kind, englishFragment(config)),
    catalogueFile: rel(place.file),
    schema: place.schema,
    shape: catalogueShape,
  });
  return problems.map((p) => ({ file: rel(place.file), ...p }));
}

/** A catalogue file whose English file does not exist: one warning at its first line. */
function strayCatalogueFile(
  config: LanguageFolder,
  code: string,
  kind: 'screen' | 'fragment',
  file: string,
): LanguageProblem[] {
  const ids = kind === 'screen' ? config.screenIds : config.fragmentIds;
  return strayCatalogue({ code, kind, id: basename(file, '.json'), ids }).map((p) => ({
    file: rel(file),
    ...p,
  }));
}

/** Catalogue files whose English file does not exist. */
function strayCatalogues(config: LanguageFolder, code: string): LanguageProblem[] {
  const dir = join(config.folder, 'languages', code);
  const json = (d: string) =>
    existsSync(d)
      ? readdirSync(d)
          .filter((f) => f.endsWith('.json'))
          .map((f) => join(d, f))
      : [];
  return [
    ...json(dir).flatMap((file) => strayCatalogueFile(config, code, 'screen', file)),
    ...json(join(dir, 'fragments')).flatMap((file) => strayCatalogueFile(config, code, 'fragment', file)),
  ];
}

/** The languages app.json lists: a code that names no language of the app, a language without its pack. */
export function checkAppLanguages(config: LanguageFolder): LanguageProblem[] {
  const appFile = join(config.folder, 'app.json');
  const app = config.read(appFile);
  if (!app.ok) return [];
  const codes = languageCodeProblems(app.value, knownLanguages(config.folder), {
    catalogues: rel(join(config.folder, 'languages')),
  });
  const packs = languagesOf(config)
    .others.filter((code) => !existsSync(join(PACKS, `${code}.ts`)))
    .map((code) => ({
      path: '/languages/available',
      level: 'error' as const,
      message: `${code}: no language pack src/app/language/packs/${code}.ts (the engine's and the widgets' own words): add it or remove "${code}"`,
    }));
  return [...codes, ...packs].map((p) => ({ file: rel(appFile), ...p }));
}

/**
 * The catalogues' own problems in a config folder, language by language (what their English files
 * lack is the descriptor checker's: `folderTranslations`), and the languages app.json lists.
 */
export function checkLanguages(config: LanguageFolder): LanguageProblem[] {
  const out: LanguageProblem[] = checkAppLanguages(config);
  for (const code of languagesOf(config).others) {
    for (const id of config.screenIds) out.push(...catalogueProblems(config, 'screen', id, code));
    for (const id of config.fragmentIds) out.push(...catalogueProblems(config, 'fragment', id, code));
    out.push(...strayCatalogues(config, code));
  }
  return out;
}

/**
 * One catalogue file of a config folder (`languages/<code>/<id>.json` or its `fragments/`): its own
 * problems, or that it translates no file.
 */
export function checkCatalogueFile(config: LanguageFolder, file: string): LanguageProblem[] {
  const inFragments = basename(dirname(file)) === 'fragments';
  const code = basename(inFragments ? dirname(dirname(file)) : dirname(file));
  const kind = inFragments ? 'fragment' : 'screen';
  const stray = strayCatalogueFile(config, code, kind, file);
  return stray.length ? stray : catalogueProblems(config, kind, basename(file, '.json'), code);
}

/** The catalogues' own problems for one English file (a screen or a fragment) of a config folder. */
export function checkFileLanguages(
  config: LanguageFolder,
  kind: 'screen' | 'fragment',
  id: string,
): LanguageProblem[] {
  return languagesOf(config).others.flatMap((code) => catalogueProblems(config, kind, id, code));
}
