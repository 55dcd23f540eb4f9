/**
 * The descriptors in a visit's language: each screen and fragment, bundled or from a remote release,
 * comes with its copy translated by its catalogue (src/engine/translate). A string the catalogue does
 * not translate for the file's English as it is (a new string, changed English, a partial language)
 * stays in English.
 */
import type { DescriptorSource, RemoteRelease } from '../../engine/load/loader';
import { fragmentFiles } from '../../engine/translate/copy-strings';
import { translateFile } from '../../engine/translate/translate';
import { bundledCatalogues, type CatalogueSource } from './catalogues';
import { appCopyLayout } from './copy-layout';

/**
 * `source` with every descriptor translated into `language` by `catalogues`. Make one per language
 * and keep it: screens are prepared once per source.
 */
export function translatedSource(
  source: DescriptorSource,
  language: string,
  catalogues: CatalogueSource = bundledCatalogues(language),
): DescriptorSource {
  // `fragment` gives the English fragments of the same source: which of their params show copy.
  const translate = async (
    kind: 'screen' | 'fragment',
    file: Promise<unknown>,
    catalogue: Promise<Awaited<ReturnType<CatalogueSource['screen']>>>,
    fragment: (ref: string) => Promise<unknown>,
  ) => {
    const [value, found] = await Promise.all([file, catalogue]);
    if (value === undefined) return undefined;
    const included = await fragmentFiles(value, fragment);
    return translateFile(value, found, language, appCopyLayout(kind, included));
  };
  const englishFragment = (ref: string) => source.bundledFragment(ref);
  const remote = source.remote;
  return {
    ...source,
    bundledScreen: (id) =>
      translate('screen', source.bundledScreen(id), catalogues.screen(id), englishFragment),
    bundledFragment: (id) =>
      translate('fragment', source.bundledFragment(id), catalogues.fragment(id), englishFragment),
    remote: remote
      ? async () => {
          const release = await remote();
          if (!release) return null;
          const releaseFragment = (ref: string) => release.fragment(ref);
          const translated: RemoteRelease = {
            label: release.label,
            screen: (id) => translate('screen', release.screen(id), catalogues.screen(id), releaseFragment),
            fragment: (id) =>
              translate('fragment', release.fragment(id), catalogues.fragment(id), releaseFragment),
          };
          return translated;
        }
      : undefined,
  };
}
