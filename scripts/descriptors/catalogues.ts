/**
 * `npm run catalogues -- <language> [config-folder]`: writes the language's catalogues
 * (screen-configs/languages/<language>/…), one per screen and fragment, with an entry for every
 * string that has none yet: its English, and an empty translation to fill in. Entries already there
 * are kept as they are (a stale one too: `npm run validate` names it); entries are in the order of
 * the English file. Run it when adding a language, or after adding screens.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { forEachCopy, hasWords } from '../../src/engine/translate/copy-strings';
import { appCopyLayout } from '../../src/app/language/copy-layout';
import { indexCatalogue, type CatalogueEntry } from '../../src/engine/translate/translate';

interface CatalogueJson {
  $schema: string;
  strings: Record<string, CatalogueEntry>;
  keepEnglish?: Record<string, string>;
}

/**
 * The catalogue of one English file, with an empty translation for each string it lacks; `fragment`
 * reads the English fragments it includes (the params of theirs that show copy).
 */
export function fillCatalogue(
  english: unknown,
  kind: 'screen' | 'fragment',
  language: string,
  existing: CatalogueJson | undefined,
  fragment: (ref: string) => unknown = () => undefined,
): CatalogueJson {
  const schema =
    kind === 'screen'
      ? '../../../schemas/catalogue.schema.json'
      : '../../../../schemas/catalogue.schema.json';
  const kept = existing?.strings ?? {};
  const strings: Record<string, CatalogueEntry> = {};
  const keep = Object.keys(existing?.keepEnglish ?? {});
  const translated = indexCatalogue(existing, language);
  forEachCopy(english, appCopyLayout(kind, fragment), ({ path, text }) => {
    if (!hasWords(text) || keep.some((p) => path === p || path.startsWith(`${p}/`))) return;
    if (kept[path]) strings[path] = kept[path];
    // The same English translated at another place (a node moved, the same words twice) is used here too.
    else if (translated.find(path, text) === undefined) strings[path] = { en: text, [language]: '' };
  });
  // Entries for strings no longer at their place stay, for `npm run validate` to name.
  for (const [path, entry] of Object.entries(kept)) if (!(path in strings)) strings[path] = entry;
  return {
    $schema: schema,
    strings,
    ...(existing?.keepEnglish ? { keepEnglish: existing.keepEnglish } : {}),
  };
}

/** Writes every catalogue of `language` in `folder`; resolves to the files written. */
export function writeCatalogues(language: string, folder = resolve('screen-configs')): string[] {
  const written: string[] = [];
  const json = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'routes.json' && f !== 'app.json')
      : [];
  const files = [
    ...json(folder).map((f) => ({ sub: [f], kind: 'screen' as const })),
    ...json(join(folder, 'fragments')).map((f) => ({ sub: ['fragments', f], kind: 'fragment' as const })),
  ];
  for (const { sub, kind } of files) {
    const english = JSON.parse(readFileSync(join(folder, ...sub), 'utf8')) as unknown;
    const target = join(folder, 'languages', language, ...sub);
    const existing = existsSync(target)
      ? (JSON.parse(readFileSync(target, 'utf8')) as CatalogueJson)
      : undefined;
    const filled = fillCatalogue(english, kind, language, existing, (ref) => {
      const file = join(folder, 'fragments', `${ref}.json`);
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
    });
    // A file with nothing to translate needs no catalogue.
    if (!existing && !Object.keys(filled.strings).length) continue;
    const next = `${JSON.stringify(filled, null, 2)}\n`;
    if (existing && readFileSync(target, 'utf8') === next) continue;
    mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, next);
    written.push(relative(process.cwd(), target));
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [language, folder] = process.argv.slice(2);
  if (!language || !/^[a-z]{2,3}$/.test(language) || language === 'en') {
    console.error('usage: npm run catalogues -- <language code, e.g. fil> [config folder]');
    process.exitCode = 1;
  } else {
    const written = writeCatalogues(language, folder ? resolve(folder) : undefined);
    console.log(written.length ? written.join('\n') : 'every catalogue is up to date');
    console.log('then: npx prettier --write screen-configs/languages && npm run validate');
  }
}
