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
import { catalogueTranslator } from './catalogue-translator';
import { createLanguage } from '../../engine/language/language';
import { prepareScreen } from '../../engine/plan/prepared-screens';
import { ENGLISH } from '../../engine/words';
import { fileLayouts } from '../../generated/file-layouts';
import { widgetTypes } from '../../generated/widget-types';
import { actionRegistry } from '../../generated/actions';

const screen = { id: 'about', title: 'About us', body: [{ type: 'text', text: 'We lend.' }] };
const english: DescriptorSource = {
  bundledScreen: async (id) => (id === 'about' ? screen : undefined),
  bundledFragment: async () => undefined,
  appVersion: '1',
  bundledChecked: true,
};

/** The title of screen `about` as an engine in language `code` draws it, its catalogues from `catalogues`. */
async function drawnTitle(code: string, catalogues: CatalogueSource): Promise<unknown> {
  const translator = catalogueTranslator({ ...ENGLISH, code }, english, { catalogues });
  const language = createLanguage({ filters: {}, formats: {}, translator });
  const { loaded } = await prepareScreen('about', {
    source: english,
    validators: () => Promise.reject(new Error('a bundled screen is not checked again')),
    widgets: widgetTypes,
    actions: actionRegistry,
    reporter: { warn: () => undefined },
    language,
    copyLayouts: fileLayouts,
  });
  return language.copy(loaded.screen, 'title');
}
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
    expect(
      await drawnTitle(
        'fil',
        catalogues(async () => filipino),
      ),
    ).toBe('Tungkol sa amin');
    expect(fallbacks()).toEqual([]);
  });

  it('that fails to load leaves the screen in English, reported once however often it is asked for', async () => {
    const failing = catalogues(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(await drawnTitle('fil', failing)).toBe('About us');
    expect(await drawnTitle('fil', failing)).toBe('About us');
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
    const broken = catalogues(() => Promise.reject(new LanguageFileError('broken', 'no catalogue')));
    expect(await drawnTitle('x1', broken)).toBe('About us');
    expect(fallbacks()).toMatchObject([{ 'language.reason': 'broken' }]);
  });

  it('that never comes leaves the screen in English after the one wait, not later', async () => {
    vi.useFakeTimers();
    let drawn: unknown;
    void drawnTitle(
      'x2',
      catalogues(() => new Promise(() => {})),
    ).then((value) => (drawn = value));
    await vi.advanceTimersByTimeAsync(LANGUAGE_FILE_WAIT_MS - 1);
    expect(drawn).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn).toBe('About us');
    expect(fallbacks()).toMatchObject([{ 'language.code': 'x2', 'language.reason': 'timeout' }]);
  });

  it('a screen the app has no catalogue for is English with nothing to report', async () => {
    expect(
      await drawnTitle(
        'x3',
        catalogues(async () => undefined),
      ),
    ).toBe('About us');
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
