/**
 * The check of a catalogue's text (`screen-configs/languages/<code>/<file>.json`), as `npm run
 * validate` runs it on the file and the workbench on an edited catalogue: each problem at the
 * catalogue's own line, naming the English string it translates. A catalogue that is not JSON is one
 * problem at its line and column (the file it translates then shows in English); one of another
 * shape is named at its JSON paths; then its "$schema", translations that read other values than
 * their English, entries that translate nothing, and labels too long for their control (label-fit.ts).
 */
import { entryPath, translationProblems } from '../engine/check/translations';
import { didYouMean } from '../engine/language/suggest';
import type { CopyLayout } from '../engine/translate/copy-strings';
import type { Catalogue } from '../engine/translate/translate';
import { readJsonText } from './json-text';
import { labelFitProblems } from './label-fit';

export interface CatalogueProblem {
  path: string;
  level: 'error' | 'warning';
  message: string;
  /** 1-based line in the catalogue. */
  line?: number;
}

export interface CatalogueAt {
  /** The language ("fil"). */
  code: string;
  /** The file it translates: a screen or a fragment, by id. */
  kind: 'screen' | 'fragment';
  id: string;
  /** The ids of the English files of that kind. */
  ids: readonly string[];
  /** The English file's name as messages say it ("bind-bank.json"). */
  englishName: string;
  /** The English file's descriptor, or undefined when it cannot be read (then only the catalogue itself is checked). */
  english: unknown;
  /** Where the English file holds copy. */
  layout: CopyLayout;
  /** The catalogue's file as messages name it. */
  catalogueFile: string;
  /** The "$schema" the catalogue declares, relative to it. */
  schema: string;
  /**
   * Where a value is not a catalogue, at its JSON paths (none when it is one): the catalogue schema's
   * validator, which each tool brings (the CLI compiles schemas/catalogue.schema.json).
   */
  shape(value: unknown): { path: string; message: string }[];
  /**
   * Whether app.json marks the language partial: its missing and stale strings are warnings, not
   * errors (undefined: partial).
   */
  partial?: boolean;
}

export interface CatalogueChecked {
  /** The catalogue, or null when it cannot be read or is not one (the English shows then). */
  catalogue: Catalogue | null;
  problems: CatalogueProblem[];
  /**
   * Each string of the English file the catalogue leaves untranslated or stale, at its entry's line
   * (or at "strings" when it has none). `npm run validate` names these at the English file's lines
   * instead; the workbench, which shows the catalogue, names them here.
   */
  untranslated: CatalogueProblem[];
}

/** A catalogue whose English file does not exist: one warning at its first line, with the file it probably meant. */
export function strayCatalogue(at: Pick<CatalogueAt, 'code' | 'kind' | 'id' | 'ids'>): CatalogueProblem[] {
  if (at.ids.includes(at.id)) return [];
  return [
    {
      path: '',
      level: 'warning',
      line: 1,
      message: `${at.code}: this catalogue translates no file: there is no English ${at.kind} ${at.id}.json${didYouMean(at.id, at.ids)}: rename it after the file it translates, or remove it`,
    },
  ];
}

/** Checks the text of a catalogue against the English file it translates. */
export function checkCatalogueText(text: string, at: CatalogueAt): CatalogueChecked {
  const stray = strayCatalogue(at);
  if (stray.length) return { catalogue: null, problems: stray, untranslated: [] };
  const read = readJsonText(text);
  if (!read.ok)
    return {
      catalogue: null,
      problems: [
        {
          path: '',
          level: 'error',
          line: read.error.line,
          message: `${at.code}: ${read.message}; until it is fixed, ${at.englishName} shows in English`,
        },
      ],
      untranslated: [],
    };
  const withLines = (p: Omit<CatalogueProblem, 'line'>): CatalogueProblem => {
    const line = p.path.startsWith('/') ? read.lineOf(p.path) : undefined;
    return line ? { ...p, line } : p;
  };
  const shape = at.shape(read.value);
  if (shape.length)
    return {
      catalogue: null,
      problems: shape.map((p) => withLines({ ...p, level: 'error' })),
      untranslated: [],
    };
  const catalogue = read.value as Catalogue & { $schema?: unknown };
  const problems: CatalogueProblem[] = [];
  if (catalogue.$schema !== at.schema)
    problems.push({
      path: '/$schema',
      level: 'error',
      message: `expected "${at.schema}": add it so editors can check and complete this file`,
    });
  const untranslated: CatalogueProblem[] = [];
  if (at.english !== undefined) {
    const found = translationProblems(at.english, catalogue, {
      language: at.code,
      partial: at.partial ?? true,
      layout: at.layout,
      catalogueFile: at.catalogueFile,
    });
    problems.push(...found.inCatalogue, ...labelFitProblems(at.english, catalogue, at.code));
    const strings = catalogue.strings ?? {};
    for (const p of found.inFile)
      untranslated.push({
        ...p,
        path: Object.prototype.hasOwnProperty.call(strings, p.path) ? entryPath(p.path) : '/strings',
      });
  }
  return { catalogue, problems: problems.map(withLines), untranslated: untranslated.map(withLines) };
}

/**
 * What the workbench says of a catalogue being edited (and what docs/operators.md's table says it
 * says): the catalogue's own check, then what it leaves untranslated, each at the catalogue's line.
 */
export function catalogueDraftProblems(text: string, at: CatalogueAt): CatalogueChecked {
  const checked = checkCatalogueText(text, at);
  return { ...checked, problems: [...checked.problems, ...checked.untranslated] };
}
