/**
 * A language's files never stop a screen: a catalogue that fails, is broken or never comes leaves its
 * file in English, at once or after the one wait, reported once; a pack or translating code that does
 * not come leaves the visit in English (the same in Chromium, with the real files: languages-fallback.e2e.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DescriptorSource } from '../../engine/load/loader';
import type { TelemetryRecord } from '../telemetry/telemetry';
import { telemetry } from '../telemetry/telemetry';
import type { CatalogueSource } from './catalogues';
import { LANGUAGE_FALLBACK_EVENT, LANGUAGE_FILE_WAIT_MS, LanguageFileError, withinWait } from './fallback';
import { translatedSource } from './translated-source';

const screen = { id: 'about', title: 'About us', body: [{ type: 'text', text: 'We lend.' }] };
const english: DescriptorSource = {
  bundledScreen: async (id) => (id === 'about' ? screen : undefined),
  bundledFragment: async () => undefined,
  appVersion: '1',
};
const filipino = { strings: { '/title': { en: 'About us', fil: 'Tungkol sa amin' } } };

let records: TelemetryRecord[] = [];
beforeEach(() => {
  records = [];
  telemetry.connect({ add: (record) => void records.push(record) });
});
afterEach(() => vi.useRealTimers());

const fallbacks = () =>
  records
    .filter((r) => r.name === LANGUAGE_FALLBACK_EVENT)
    .map((r) => ({ severity: r.severity, once: r.once, ...r.attributes }));

/** Catalogues that answer `screen` as given, per language code (each test its own, since a report is once per page). */
const catalogues = (screenCatalogue: () => Promise<unknown>): CatalogueSource => ({
  screen: () => screenCatalogue() as never,
  fragment: async () => undefined,
});

describe("a screen's catalogue", () => {
  it('translates the screen when it comes', async () => {
    const source = translatedSource(
      english,
      'fil',
      catalogues(async () => filipino),
    );
    expect(await source.bundledScreen('about')).toMatchObject({ title: 'Tungkol sa amin' });
    expect(fallbacks()).toEqual([]);
  });

  it('that fails to load leaves the screen in English, reported once however often it is asked for', async () => {
    const source = translatedSource(
      english,
      'fil',
      catalogues(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    );
    expect(await source.bundledScreen('about')).toEqual(screen);
    expect(await source.bundledScreen('about')).toEqual(screen);
    expect(fallbacks()).toEqual([
      {
        severity: 'warn',
        once: 'language-fallback:fil:catalogue:screen:about',
        'language.code': 'fil',
        'language.part': 'catalogue',
        'language.file': 'screen:about',
        'language.reason': 'failed',
      },
    ]);
  });

  it('that arrives broken leaves the screen in English', async () => {
    const source = translatedSource(
      english,
      'x1',
      catalogues(() => Promise.reject(new LanguageFileError('broken', 'no catalogue'))),
    );
    expect(await source.bundledScreen('about')).toEqual(screen);
    expect(fallbacks()).toMatchObject([{ 'language.reason': 'broken' }]);
  });

  it('that never comes leaves the screen in English after the one wait, not later', async () => {
    vi.useFakeTimers();
    const source = translatedSource(
      english,
      'x2',
      catalogues(() => new Promise(() => {})),
    );
    let drawn: unknown;
    void source.bundledScreen('about').then((value) => (drawn = value));
    await vi.advanceTimersByTimeAsync(LANGUAGE_FILE_WAIT_MS - 1);
    expect(drawn).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn).toEqual(screen);
    expect(fallbacks()).toMatchObject([{ 'language.code': 'x2', 'language.reason': 'timeout' }]);
  });

  it('a screen the app has no catalogue for is English with nothing to report', async () => {
    const source = translatedSource(
      english,
      'x3',
      catalogues(async () => undefined),
    );
    expect(await source.bundledScreen('about')).toEqual(screen);
    expect(fallbacks()).toEqual([]);
  });
});

describe('withinWait', () => {
  it('gives what comes in time, and a timeout error once the wait is over', async () => {
    vi.useFakeTimers();
    await expect(withinWait(Promise.resolve(1), 10)).resolves.toBe(1);
    const late = withinWait(new Promise(() => {}), 10);
    const settled = expect(late).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(10);
    await settled;
  });
});
