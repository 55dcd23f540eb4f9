/**
 * The bundled catalogues (screen-configs/languages/<language>/…): each is a chunk of its own, loaded
 * with the screen or fragment it translates, so a visit in one language never loads another's.
 */
import type { Catalogue } from '../../engine/translate/translate';
import { LanguageFileError } from './fallback';

type Load = () => Promise<{ default: unknown }>;

/** Catalogue files that come as their text, read here: one that is not JSON is a broken language file. */
const fromText = (files: Record<string, () => Promise<string>>): Record<string, Load> =>
  Object.fromEntries(
    Object.entries(files).map(([file, load]) => [
      file,
      async () => {
        const text = await load();
        try {
          return { default: JSON.parse(text) as unknown };
        } catch (error) {
          throw new LanguageFileError(
            'broken',
            `the catalogue file is not JSON: ${(error as Error).message}`,
          );
        }
      },
    ]),
  );

// On the dev server (the workbench), a catalogue being edited may not be JSON for a while: read from
// its text, it leaves its screen in English, where a JSON module's error would stop the page. A build
// refuses such a file before bundling it, so there the catalogues are JSON modules.
const screenFiles: Record<string, Load> = import.meta.env.DEV
  ? fromText(
      import.meta.glob<string>('../../../screen-configs/languages/*/*.json', {
        query: '?raw',
        import: 'default',
      }),
    )
  : import.meta.glob<{ default: unknown }>('../../../screen-configs/languages/*/*.json');
const fragmentFiles: Record<string, Load> = import.meta.env.DEV
  ? fromText(
      import.meta.glob<string>('../../../screen-configs/languages/*/fragments/*.json', {
        query: '?raw',
        import: 'default',
      }),
    )
  : import.meta.glob<{ default: unknown }>('../../../screen-configs/languages/*/fragments/*.json');

/** `../../../screen-configs/languages/fil/register.json` → `fil/register`. */
const byKey = (files: Record<string, Load>) =>
  new Map(
    Object.entries(files).map(([file, load]) => [
      file.replace(/^.*\/languages\/([^/]+)\/(?:fragments\/)?([^/]+)\.json$/, '$1/$2'),
      load,
    ]),
  );

const screens = byKey(screenFiles);
const fragments = byKey(fragmentFiles);

export interface CatalogueSource {
  screen(id: string): Promise<Catalogue | undefined>;
  fragment(id: string): Promise<Catalogue | undefined>;
}

/**
 * The catalogue a file loads to (undefined: there is none). Rejects when the file does not load, and
 * with a LanguageFileError (`broken`) when it holds no catalogue.
 */
async function catalogueOf(load: Load | undefined): Promise<Catalogue | undefined> {
  if (!load) return undefined;
  const value = ((await load()) as { default?: unknown } | undefined)?.default;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new LanguageFileError('broken', 'the catalogue file holds no catalogue');
  return value as Catalogue;
}

/** The catalogues of one language, screen by screen and fragment by fragment. */
export function bundledCatalogues(language: string): CatalogueSource {
  return {
    screen: (id) => catalogueOf(screens.get(`${language}/${id}`)),
    fragment: (id) => catalogueOf(fragments.get(`${language}/${id}`)),
  };
}
