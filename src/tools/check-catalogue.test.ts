/**
 * The check of a catalogue's text that `npm run validate` and the workbench share: each problem at
 * the catalogue's own line, naming the English string it translates; what the workbench adds (the
 * strings the catalogue leaves untranslated or stale) at the entry's line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appCopyLayout } from '../app/language/copy-layout';
import { fragmentFiles } from '../engine/translate/copy-strings';
import { catalogueShape } from './catalogue-shape';
import { catalogueDraftProblems, checkCatalogueText, type CatalogueAt } from './check-catalogue';

const configs = join(import.meta.dirname, '../../screen-configs');
const read = (name: string) => readFileSync(join(configs, name), 'utf8');
const english = JSON.parse(read('bind-bank.json')) as { body: { children?: { text?: string }[] }[] };
const catalogueText = read('languages/fil/bind-bank.json');
const at = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

async function place(file: unknown, partial = false): Promise<CatalogueAt> {
  const included = await fragmentFiles(
    file,
    async (ref) => JSON.parse(read(`fragments/${ref}.json`)) as unknown,
  );
  return {
    code: 'fil',
    kind: 'screen',
    id: 'bind-bank',
    ids: ['bind-bank', 'pay-way'],
    englishName: 'bind-bank.json',
    english: file,
    layout: appCopyLayout('screen', included),
    catalogueFile: 'screen-configs/languages/fil/bind-bank.json',
    schema: '../../../schemas/catalogue.schema.json',
    shape: catalogueShape,
    partial,
  };
}

describe("a catalogue's check", () => {
  it('passes the shipped Filipino of bind-bank.json', async () => {
    const checked = catalogueDraftProblems(catalogueText, await place(english));
    expect(checked.problems).toEqual([]);
    expect(checked.catalogue?.strings?.['/body/2/children/0/text']).toEqual({ en: 'Next', fil: 'Susunod' });
  });

  it('names a translation reading another value at its own line', async () => {
    const foreign = catalogueText.replace('"fil": "Susunod"', '"fil": "Susunod {{ session.sessionId }}"');
    expect(catalogueDraftProblems(foreign, await place(english)).problems).toEqual([
      {
        path: '/strings/~1body~12~1children~10~1text/fil',
        line: at(foreign, 'Susunod {{ session.sessionId }}'),
        level: 'error',
        message: expect.stringMatching(
          /^fil: the translation reads \{\{ session\.sessionId \}\}, which its English "Next" does not/,
        ),
      },
    ]);
  });

  it('names a stale entry at its line in the workbench, and leaves it to the English file in validate', async () => {
    const changed = structuredClone(english);
    changed.body[2]!.children![0]!.text = 'Continue';
    const stale = {
      path: '/strings/~1body~12~1children~10~1text',
      line: at(catalogueText, '"/body/2/children/0/text"'),
      level: 'error',
      message: expect.stringMatching(
        /^fil: stale translation: .*translates "Next", the English is now "Continue"/,
      ),
    };
    expect(catalogueDraftProblems(catalogueText, await place(changed)).problems).toEqual([stale]);
    // A partial language: the same, as a warning.
    expect(catalogueDraftProblems(catalogueText, await place(changed, true)).problems).toEqual([
      { ...stale, level: 'warning' },
    ]);
    // validate names it at the English file's line (translation-check.ts), not here.
    expect(checkCatalogueText(catalogueText, await place(changed)).problems).toEqual([]);
  });

  it('says a broken catalogue once, at the line of the mistake, and gives the phone no catalogue', async () => {
    const broken = catalogueText.replace('"fil": "Susunod"', '"fil": "Susunod",');
    const checked = catalogueDraftProblems(broken, await place(english));
    expect(checked.catalogue).toBeNull();
    expect(checked.problems).toEqual([
      {
        path: '',
        level: 'error',
        line: at(broken, '"fil": "Susunod",'),
        message: expect.stringMatching(/^fil: .*; until it is fixed, bind-bank\.json shows in English$/),
      },
    ]);
  });

  it('names a misshapen entry at its JSON path, with the shape it must have', async () => {
    const misshapen = catalogueText.replace('"fil": "Susunod"', '"fil": 7');
    const checked = catalogueDraftProblems(misshapen, await place(english));
    expect(checked.catalogue).toBeNull();
    expect(checked.problems).toEqual([
      expect.objectContaining({
        path: '/strings/~1body~12~1children~10~1text/fil',
        line: at(misshapen, '"fil": 7'),
        level: 'error',
        message: expect.stringMatching(/^must be string: a catalogue is \{ "\$schema", "strings"/),
      }),
    ]);
  });

  it('warns of a Filipino label too long for its button', async () => {
    const long = catalogueText.replace(
      '"fil": "Susunod"',
      '"fil": "Magpatuloy po sa susunod na hakbang ng pagrehistro ng inyong bank account o e-wallet upang maipadala namin ang halaga ng inyong utang ngayon din"',
    );
    const [problem, ...none] = catalogueDraftProblems(long, await place(english)).problems;
    expect(none).toEqual([]);
    expect(problem).toMatchObject({
      level: 'warning',
      line: at(long, 'Magpatuloy po sa susunod'),
    });
    expect(problem!.message).toMatch(/Next/);
  });
});
