/**
 * The descriptors in a visit's language: each screen and fragment, bundled or from a remote release,
 * comes with its copy translated by its catalogue (src/engine/translate): a released file by its
 * release's catalogue when the release carries one, else by the bundled one. A string the catalogue does
 * not translate for the file's English as it is (a new string, changed English, a partial language)
 * stays in English, as does a file whose catalogue does not come (fallback.ts).
 */
import type { DescriptorSource, RemoteRelease } from '../../engine/load/loader';
import { fragmentFiles } from '../../engine/translate/copy-strings';
import { translateFile, type Catalogue } from '../../engine/translate/translate';
import { bundledCatalogues, type CatalogueSource } from './catalogues';
import { appCopyLayout } from './copy-layout';
import {
  LANGUAGE_FILE_WAIT_MS,
  LanguageFileError,
  reasonOf,
  reportLanguageFallback,
  withinWait,
} from './fallback';

export interface TranslatedSourceOptions {
  /** How long a catalogue may take before its file is drawn in English (fallback.ts). */
  waitMs?: number;
}

/**
 * `source` with every descriptor translated into `language` by `catalogues`. Make one per language
 * and keep it: screens are prepared once per source. A catalogue that does not load, is broken or
 * takes longer than `waitMs`, and a translation that fails, leave the file in English, reported once
 * (fallback.ts): a screen never waits on its words, nor fails for them.
 */
export function translatedSource(
  source: DescriptorSource,
  language: string,
  catalogues: CatalogueSource = bundledCatalogues(language),
  { waitMs = LANGUAGE_FILE_WAIT_MS }: TranslatedSourceOptions = {},
): DescriptorSource {
  const fellBack = (kind: 'screen' | 'fragment', id: string, error: unknown) =>
    reportLanguageFallback(language, 'catalogue', reasonOf(error), `${kind}:${id}`);
  const bundledCatalogue = (kind: 'screen' | 'fragment', id: string): Promise<Catalogue | undefined> =>
    withinWait(kind === 'screen' ? catalogues.screen(id) : catalogues.fragment(id), waitMs).catch(
      (error: unknown) => {
        fellBack(kind, id, error);
        return undefined;
      },
    );
  /**
   * A released file's catalogue: the release's own when it carries one (a refused one it reports and
   * gives none), else the bundled one.
   */
  const releasedCatalogue =
    (release: RemoteRelease) =>
    async (kind: 'screen' | 'fragment', id: string): Promise<Catalogue | undefined> => {
      const own = release.catalogue
        ? await withinWait(release.catalogue(language, kind, id), waitMs).catch(() => undefined)
        : undefined;
      return own === undefined ? bundledCatalogue(kind, id) : (own as Catalogue);
    };
  // `fragment` gives the English fragments of the same source: which of their params show copy.
  const translate = async (
    kind: 'screen' | 'fragment',
    id: string,
    file: Promise<unknown>,
    fragment: (ref: string) => Promise<unknown>,
    catalogueOf = bundledCatalogue,
  ) => {
    const [value, found] = await Promise.all([file, catalogueOf(kind, id)]);
    if (value === undefined || found === undefined) return value;
    try {
      const included = await fragmentFiles(value, fragment);
      return translateFile(value, found, language, appCopyLayout(kind, included));
    } catch (error) {
      fellBack(kind, id, new LanguageFileError('broken', String(error)));
      return value;
    }
  };
  const englishFragment = (ref: string) => source.bundledFragment(ref);
  const remote = source.remote;
  return {
    ...source,
    bundledScreen: (id) => translate('screen', id, source.bundledScreen(id), englishFragment),
    bundledFragment: (id) => translate('fragment', id, source.bundledFragment(id), englishFragment),
    remote: remote
      ? async () => {
          const release = await remote();
          if (!release) return null;
          const releaseFragment = (ref: string) => release.fragment(ref);
          const catalogueOf = releasedCatalogue(release);
          const translated: RemoteRelease = {
            label: release.label,
            screen: (id) => translate('screen', id, release.screen(id), releaseFragment, catalogueOf),
            fragment: (id) => translate('fragment', id, release.fragment(id), releaseFragment, catalogueOf),
          };
          return translated;
        }
      : undefined,
  };
}
