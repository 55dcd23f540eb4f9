/**
 * A picture with words in it is drawn once per language, its `src` reading the visit's language
 * (`/images/repay-instructions-{{ session.lang | default:'en' }}.svg`, docs/operators.md): every
 * language of app.json has its file, or its borrowers would see a missing picture.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_MARK, languageBoundAddress } from '../../scripts/build/route-pages';

const root = resolve(import.meta.dirname, '../..');
const configs = join(root, 'screen-configs');

/** Every string value in a JSON document. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The pictures of the screens and fragments whose address reads the visit's language, with its mark. */
function languageBoundPictures(): { file: string; address: string }[] {
  const files = [
    ...readdirSync(configs).filter((f) => f.endsWith('.json')),
    ...readdirSync(join(configs, 'fragments')).map((f) => join('fragments', f)),
  ];
  return files.flatMap((file) =>
    stringsOf(JSON.parse(readFileSync(join(configs, file), 'utf8')))
      .filter((s) => s.startsWith('/images/'))
      .flatMap((src) => {
        const address = languageBoundAddress(src);
        return address ? [{ file, address }] : [];
      }),
  );
}

describe('pictures drawn per language', () => {
  it('exist in every language of app.json', () => {
    const app = JSON.parse(readFileSync(join(configs, 'app.json'), 'utf8')) as {
      languages: { available: string[] };
    };
    const pictures = languageBoundPictures();
    expect(pictures.map((p) => p.file)).toContain('repay-period.json');
    const missing = pictures.flatMap(({ file, address }) =>
      app.languages.available
        .map((code) => address.replace(LANGUAGE_MARK, code))
        .filter((path) => !existsSync(join(root, 'public', path)))
        .map((path) => `${file}: public${path}`),
    );
    expect(missing).toEqual([]);
  });
});
