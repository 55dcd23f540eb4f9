/**
 * The bundled catalogues as the descriptor checker takes them (src/engine/check/catalogues.ts): the
 * workbench checks an edited screen's copy in every language, as `npm run validate` does.
 */
import type { TranslationCatalogue } from '../../engine/check/catalogues';
import { fileLayouts } from '../../generated/file-layouts';
import { bundledCatalogues } from './catalogues';
import type { LanguageSettings } from './choose';

/** Every language of `settings` besides English, with its bundled catalogues. */
export function bundledTranslations(settings: LanguageSettings): TranslationCatalogue {
  return {
    languages: settings.available
      .filter((code) => code !== 'en')
      .map((code) => ({ code, partial: settings.partial?.includes(code) ?? false })),
    // A catalogue that does not load (not JSON while it is being edited) is not checked against.
    catalogue: (code, kind, id) =>
      (kind === 'screen' ? bundledCatalogues(code).screen(id) : bundledCatalogues(code).fragment(id)).catch(
        () => null,
      ),
    fileName: (code, kind, id) =>
      `screen-configs/languages/${code}/${kind === 'fragment' ? 'fragments/' : ''}${id}.json`,
    layouts: fileLayouts,
  };
}
