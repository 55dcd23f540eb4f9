/**
 * The workbench's catalogue view: the strings of bind-bank.json beside their Filipino with each one's
 * state, and a translation typed in the table written into the catalogue as `npm run format` writes
 * it. (Its problems: src/tools/check-catalogue.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appCopyLayout } from '../app/language/copy-layout';
import { fragmentFiles } from '../engine/translate/copy-strings';
import { catalogueName, catalogueOf, catalogueRows, parseCatalogue, withTranslation } from './catalogue-file';

const configs = join(import.meta.dirname, '../../screen-configs');
const read = (name: string) => readFileSync(join(configs, name), 'utf8');
const english = JSON.parse(read('bind-bank.json')) as { body: { children?: { text?: string }[] }[] };
const catalogueText = read('languages/fil/bind-bank.json');
const layout = async (file: unknown) =>
  appCopyLayout(
    'screen',
    await fragmentFiles(file, async (ref) => JSON.parse(read(`fragments/${ref}.json`)) as unknown),
  );

describe('a catalogue in the workbench', () => {
  it('names the file a catalogue translates, and back', () => {
    expect(catalogueOf('languages/fil/bind-bank.json')).toEqual({
      code: 'fil',
      kind: 'screen',
      id: 'bind-bank',
    });
    expect(catalogueOf('languages/fil/fragments/payment-method.json')).toEqual({
      code: 'fil',
      kind: 'fragment',
      id: 'payment-method',
    });
    expect(catalogueOf('fragments/payment-method.json')).toBeNull();
    expect(catalogueOf('languages/fil/../app.json')).toBeNull();
    expect(catalogueName({ code: 'fil', kind: 'fragment', id: 'payment-method' })).toBe(
      'languages/fil/fragments/payment-method.json',
    );
  });

  it('lists each string beside its Filipino: current, stale once the English changes, missing when new', async () => {
    const rows = catalogueRows(english, parseCatalogue(catalogueText), 'fil', await layout(english));
    expect(rows.find((r) => r.path === '/body/2/children/0/text')).toEqual({
      path: '/body/2/children/0/text',
      english: 'Next',
      translation: 'Susunod',
      state: 'current',
    });
    expect(rows.every((r) => r.state === 'current' || r.state === 'english')).toBe(true);

    const changed = structuredClone(english);
    changed.body[2]!.children![0]!.text = 'Continue';
    const stale = catalogueRows(changed, parseCatalogue(catalogueText), 'fil', await layout(changed));
    expect(stale.find((r) => r.path === '/body/2/children/0/text')).toEqual({
      path: '/body/2/children/0/text',
      english: 'Continue',
      translation: 'Susunod',
      madeFrom: 'Next',
      state: 'stale',
    });

    const catalogue = parseCatalogue(catalogueText)!;
    const { ['/body/2/children/0/text']: _dropped, ...rest } = catalogue.strings!;
    const missing = catalogueRows(english, { ...catalogue, strings: rest }, 'fil', await layout(english));
    expect(missing.find((r) => r.path === '/body/2/children/0/text')).toMatchObject({
      translation: '',
      state: 'missing',
    });
  });

  it('writes a translation typed in the table into the catalogue, setting its English, one line changed', () => {
    const next = withTranslation(
      catalogueText,
      'fil',
      { path: '/body/2/children/0/text', english: 'Next' },
      'Magpatuloy',
    )!;
    expect(parseCatalogue(next)!.strings!['/body/2/children/0/text']).toEqual({
      en: 'Next',
      fil: 'Magpatuloy',
    });
    const before = catalogueText.split('\n');
    const after = next.split('\n');
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual(['      "fil": "Magpatuloy"']);
    // A stale entry is made for the English now.
    const renewed = withTranslation(
      catalogueText,
      'fil',
      { path: '/body/2/children/0/text', english: 'Continue' },
      'Magpatuloy',
    )!;
    expect(parseCatalogue(renewed)!.strings!['/body/2/children/0/text']).toEqual({
      en: 'Continue',
      fil: 'Magpatuloy',
    });
    expect(withTranslation('{ "strings": ', 'fil', { path: '/title', english: 'x' }, 'y')).toBeNull();
  });
});
