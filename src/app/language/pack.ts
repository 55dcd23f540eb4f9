/** The language packs (types.ts): English comes with the app, every other pack when a visit asks for it. */
import type { LanguagePack } from './types';
import { pack as english } from './packs/en';

const others = import.meta.glob<LanguagePack>(['./packs/*.ts', '!./packs/en.ts', '!./packs/*.test.ts'], {
  import: 'pack',
});

/** The codes of the languages that have a pack. */
export function packCodes(): string[] {
  return ['en', ...Object.keys(others).map((file) => file.replace(/^.*\/([^/]+)\.ts$/, '$1'))].sort();
}

/** The pack of a language (English for one without a pack: the app's own words are English). */
export async function loadPack(code: string): Promise<LanguagePack> {
  const load = others[`./packs/${code}.ts`];
  return load ? load() : english;
}

export { english as englishPack };
