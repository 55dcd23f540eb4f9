/**
 * The workbench's checks of an edited screen file: the engine's descriptor checker with the app's
 * catalogues (its routes, bundled fragments, endpoints and shell messages, and its languages'
 * catalogues), as `npm run validate` and the phone check descriptors.
 */
import type { EngineConfig } from '../engine/view/engine-context';
import { appCatalogues } from '../app/check-catalogues';
import { appSettings, fragmentIds, routes } from '../app/configs';
import { bundledTranslations } from '../app/language/bundled-translations';
import { ENGLISH_ONLY } from '../app/language/choose';
import { checkText, type Checked } from './check-text';

export type { Checked };

/** Checks `text`, the file of screen `screenId`, as the app would load it. */
export async function check(screenId: string, text: string, config: EngineConfig): Promise<Checked> {
  const validators = typeof config.validators === 'function' ? await config.validators() : config.validators;
  const catalogues = appCatalogues({
    validators,
    routes,
    fragments: {
      ids: fragmentIds(),
      load: (id) => config.source.bundledFragment(id),
      folder: 'screen-configs',
    },
    // The copy in every language too, at its lines (a stale translation after an English edit).
    translations: bundledTranslations(appSettings.languages ?? ENGLISH_ONLY),
  });
  return checkText(text, { screenId, catalogues });
}
