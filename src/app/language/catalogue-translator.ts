/**
 * The app's translator in a language (src/engine/language/translator.ts): a screen's copy read from
 * its catalogues as the screen draws. Each screen and fragment has its catalogue
 * (screen-configs/languages/<language>/…), fetched when the screen is about to draw and kept: a
 * released file's is its release's when the release carries one, else the bundled one. A string the
 * catalogue does not translate for the file's English as it is (a new string, changed English, a
 * partial language) stays in English, as does every string of a file whose catalogue does not come
 * (fallback.ts): a screen never waits on its words longer than the wait, nor fails for them.
 */
import type { DescriptorSource } from '../../engine/load/loader';
import { copyFileKey, type CopyFile, type Translator } from '../../engine/language/translator';
import { indexCatalogue, type Catalogue, type CatalogueIndex } from '../../engine/translate/translate';
import type { EngineLanguage } from '../../engine/words';
import { bundledCatalogues, type CatalogueSource } from './catalogues';
import { LANGUAGE_FILE_WAIT_MS, reasonOf, reportLanguageFallback, withinWait } from './fallback';

export interface CatalogueTranslatorOptions {
  /** Where the bundled catalogues come from: the app's own (catalogues.ts) unless given. */
  catalogues?: CatalogueSource;
  /** How long a catalogue may take before its file is drawn in English (fallback.ts). */
  waitMs?: number;
}

/**
 * The translator into `writing`'s language, reading the catalogues of the screens of `source`. Make
 * one per language and source and keep it: each catalogue is fetched once.
 */
export function catalogueTranslator(
  writing: EngineLanguage,
  source: DescriptorSource,
  {
    catalogues = bundledCatalogues(writing.code),
    waitMs = LANGUAGE_FILE_WAIT_MS,
  }: CatalogueTranslatorOptions = {},
): Translator {
  const language = writing.code;
  const indexes = new Map<string, CatalogueIndex | null>();
  const loading = new Map<string, Promise<void>>();
  const fellBack = ({ kind, id }: CopyFile, error: unknown) =>
    reportLanguageFallback(language, 'catalogue', reasonOf(error), `${kind}:${id}`);
  const bundled = (file: CopyFile): Promise<Catalogue | undefined> =>
    withinWait(file.kind === 'screen' ? catalogues.screen(file.id) : catalogues.fragment(file.id), waitMs);
  /** A released file's catalogue: the release's own when it carries one, else the bundled one. */
  const released = async (file: CopyFile): Promise<Catalogue | undefined> => {
    const release = source.remote ? await source.remote().catch(() => null) : null;
    const own = release?.catalogue
      ? await withinWait(release.catalogue(language, file.kind, file.id), waitMs).catch(() => undefined)
      : undefined;
    return own === undefined ? bundled(file) : (own as Catalogue);
  };
  const load = (file: CopyFile): Promise<void> => {
    const key = copyFileKey(file);
    let pending = loading.get(key);
    if (!pending) {
      pending = (file.remote ? released(file) : bundled(file)).then(
        (catalogue) => void indexes.set(key, catalogue ? indexCatalogue(catalogue, language) : null),
        (error: unknown) => {
          fellBack(file, error);
          indexes.set(key, null);
        },
      );
      loading.set(key, pending);
    }
    return pending;
  };
  return {
    writing,
    text: (at, english) => indexes.get(copyFileKey(at.file))?.find(at.path, english) ?? english,
    ready: (files) => Promise.all(files.map(load)).then(() => undefined),
  };
}
