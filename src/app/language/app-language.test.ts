/** A visit's language when its pack does not come: English, said once, and which language was asked for. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { telemetry, type TelemetryRecord } from '../telemetry/telemetry';
import { LanguageFileError } from './fallback';

const packs = vi.hoisted(() => ({ answer: (_code: string): Promise<unknown> => Promise.resolve(undefined) }));
vi.mock('./pack', async (original) => ({
  ...(await original<typeof import('./pack')>()),
  loadPack: (code: string) => packs.answer(code),
}));

const { loadLanguage } = await import('./app-language');
const { englishPack } = await import('./pack');

let records: TelemetryRecord[] = [];
beforeEach(() => {
  records = [];
  telemetry.connect({ add: (record) => void records.push(record) });
});

describe('loadLanguage', () => {
  it('is English, from the language asked for, when the pack does not load', async () => {
    packs.answer = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const language = await loadLanguage('fil');
    expect(language).toMatchObject({ code: 'en', pack: englishPack, fallbackFrom: 'fil' });
    expect(
      records.map((r) => [r.name, r.attributes['language.part'], r.attributes['language.reason']]),
    ).toEqual([['language.fallback', 'pack', 'failed']]);
  });

  it('is English when the pack is broken', async () => {
    packs.answer = () => Promise.reject(new LanguageFileError('broken', 'no pack'));
    expect(await loadLanguage('ceb')).toMatchObject({ code: 'en', fallbackFrom: 'ceb' });
    expect(records.map((r) => r.attributes['language.reason'])).toEqual(['broken']);
  });

  it('is English when the pack takes longer than the wait', async () => {
    packs.answer = () => new Promise(() => {});
    expect(await loadLanguage('ilo', 20)).toMatchObject({ code: 'en', fallbackFrom: 'ilo' });
    expect(records.map((r) => r.attributes['language.reason'])).toEqual(['timeout']);
  });
});

describe('a pack as it arrives', () => {
  it('is taken when it is a pack of its language with every word', async () => {
    const { isPackOf } = await import('./pack');
    const { pack } = await import('./packs/fil');
    expect(isPackOf(pack, 'fil')).toBe(true);
    expect(isPackOf(pack, 'en')).toBe(false);
    const { retry: _, ...fewer } = pack.language.words;
    expect(isPackOf({ ...pack, language: { ...pack.language, words: fewer } }, 'fil')).toBe(false);
    expect(isPackOf(undefined, 'fil')).toBe(false);
    expect(isPackOf('<!doctype html>', 'fil')).toBe(false);
  });
});
