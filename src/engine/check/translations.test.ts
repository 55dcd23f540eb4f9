import { describe, expect, it } from 'vitest';
import { widgets } from '../../generated/widgets';
import { actionRegistry } from '../../generated/actions';
import { fileLayouts } from '../../generated/file-layouts';
import { translationProblems } from './translations';
import type { Catalogue } from '../translate/translate';

const layout = {
  file: fileLayouts.screen,
  widget: (type: string) => widgets[type]?.slots,
  action: (type: string) => actionRegistry[type]?.slots,
};
const options = { language: 'fil', partial: false, layout, catalogueFile: 'languages/fil/x.json' };

const screen = {
  id: 'x',
  title: 'Repayment',
  body: [
    { type: 'text', text: 'Due {{ data.order.repayDate | date }}: {{ data.order.amount | money }}' },
    { type: 'button', text: 'Send code' },
    { type: 'text', text: '{{ data.order.name }}' },
    { type: 'article', sections: [{ paragraphs: ['Terms in English.'] }] },
  ],
};

const messages = (problems: { level: string; path: string; message: string }[]) =>
  problems.map((p) => `${p.level} ${p.path}: ${p.message}`);

describe('the copy in another language', () => {
  const complete: Catalogue = {
    strings: {
      '/title': { en: 'Repayment', fil: 'Pagbabayad' },
      '/body/0/text': {
        en: 'Due {{ data.order.repayDate | date }}: {{ data.order.amount | money }}',
        // Another word order and another date format, the same values through the same filters.
        fil: "{{ data.order.amount | money }} hanggang {{ data.order.repayDate | date:'MM/DD/YYYY' }}",
      },
      '/body/1/text': { en: 'Send code', fil: 'Ipadala ang code' },
    },
    keepEnglish: { '/body/3': 'The lender publishes it in English.' },
  };

  it('is complete and current: nothing to say', () => {
    expect(translationProblems(screen, complete, options)).toEqual({ inFile: [], inCatalogue: [] });
  });

  it('names a missing translation at the English string, with the entry to add', () => {
    const { '/body/1/text': _, ...rest } = complete.strings!;
    const found = translationProblems(screen, { ...complete, strings: rest }, options);
    expect(messages(found.inFile)).toEqual([
      'error /body/1/text: fil: no translation of "Send code": add "/body/1/text": { "en": "Send code", "fil": "…" } to languages/fil/x.json',
    ]);
  });

  it('names a stale translation at the English string that changed', () => {
    const changed = structuredClone(screen);
    changed.body[1]!.text = 'Get a code';
    const found = translationProblems(changed, complete, options);
    expect(messages(found.inFile)).toEqual([
      'error /body/1/text: fil: stale translation: languages/fil/x.json "/body/1/text" translates "Send code", the English is now "Get a code": translate it again and set "en" to the new English',
    ]);
    expect(found.inCatalogue).toEqual([]);
  });

  it('says so in warnings for a language marked partial (its English shows)', () => {
    const changed = structuredClone(screen);
    changed.body[1]!.text = 'Get a code';
    const found = translationProblems(changed, complete, { ...options, partial: true });
    expect(found.inFile.map((p) => p.level)).toEqual(['warning']);
  });

  it('refuses, at the translation in the catalogue, one that reads other values than its English, partial or not', () => {
    const wrong: Catalogue = {
      ...complete,
      strings: {
        ...complete.strings,
        '/title': { en: 'Repayment', fil: 'Pagbabayad {{ session.sessionId }}' },
        '/body/0/text': {
          en: complete.strings!['/body/0/text']!.en!,
          fil: 'Hanggang {{ data.order.repayDate | date }}: {{ data.order.amount | money | default:session.userId }}',
        },
        '/body/2/text': { en: '{{ data.order.name }}', fil: 'Pangalan' },
      },
    };
    const found = translationProblems(screen, wrong, { ...options, partial: true });
    expect(messages(found.inCatalogue)).toEqual([
      'error /strings/~1title/fil: fil: the translation reads {{ session.sessionId }}, which its English "Repayment" does not: a translation reads its English\'s bindings and no other (only the words around them change); until then the phone shows the English',
      'error /strings/~1body~10~1text/fil: fil: the translation reads {{ data.order.amount | money | default:session.userId }}, which its English "Due {{ data.order.repayDate | date }}: {{ data.order.amou..." does not, and leaves out {{ data.order.amount | money }}, which it reads: a translation reads its English\'s bindings and no other (only the words around them change); until then the phone shows the English',
      'error /strings/~1body~12~1text/fil: fil: the translation leaves out {{ data.order.name }}, which its English "{{ data.order.name }}" reads: a translation reads its English\'s bindings and no other (only the words around them change); until then the phone shows the English',
    ]);
    // Not named again as missing in the English file: the catalogue holds the mistake.
    expect(found.inFile).toEqual([]);
  });

  it('refuses such a translation wherever it is, kept in English or matched by its English elsewhere', () => {
    const hidden: Catalogue = {
      ...complete,
      strings: {
        ...complete.strings,
        '/body/3/sections/0/paragraphs/0': { en: 'Terms in English.', fil: '{{ session.sessionId }}' },
      },
    };
    expect(messages(translationProblems(screen, hidden, options).inCatalogue)).toEqual([
      expect.stringMatching(
        /^error \/strings\/~1body~13~1sections~10~1paragraphs~10\/fil: fil: the translation reads \{\{ session\.sessionId \}\}/,
      ),
    ]);
  });

  it('warns of an entry whose English the file no longer has, in the catalogue', () => {
    const found = translationProblems(
      screen,
      { ...complete, strings: { ...complete.strings, '/body/7/text': { en: 'Gone', fil: 'Wala na' } } },
      options,
    );
    expect(messages(found.inCatalogue)).toEqual([
      'warning /strings/~1body~17~1text: fil: translates "Gone", which the English file no longer has at "/body/7/text" or elsewhere: remove the entry',
    ]);
  });

  it('asks for the catalogue of a file that has none', () => {
    expect(messages(translationProblems(screen, undefined, options).inFile)).toEqual([
      'error /title: fil: no catalogue languages/fil/x.json for the 4 string(s) of this file: create it (docs/operators.md, "Languages")',
    ]);
  });
});
