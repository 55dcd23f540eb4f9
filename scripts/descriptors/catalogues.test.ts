import { describe, expect, it } from 'vitest';
import { fillCatalogue } from './catalogues';

const screen = {
  id: 'x',
  title: 'Repayment',
  body: [
    { type: 'text', text: '{{ data.order.name }}' },
    { type: 'button', text: 'Pay' },
    { type: 'article', sections: [{ paragraphs: ['Terms.'] }] },
  ],
};

describe('npm run catalogues', () => {
  it('adds an empty translation for each string that has none, keeping the entries there are', () => {
    const existing = {
      $schema: '../../../schemas/catalogue.schema.json',
      strings: {
        '/title': { en: 'Repayment', fil: 'Pagbabayad' },
        '/body/9/text': { en: 'Gone', fil: 'Wala na' },
      },
      keepEnglish: { '/body/2': 'The lender publishes it in English.' },
    };
    expect(fillCatalogue(screen, 'screen', 'fil', existing)).toEqual({
      $schema: '../../../schemas/catalogue.schema.json',
      strings: {
        '/title': { en: 'Repayment', fil: 'Pagbabayad' },
        '/body/1/text': { en: 'Pay', fil: '' },
        // Left for npm run validate to name.
        '/body/9/text': { en: 'Gone', fil: 'Wala na' },
      },
      keepEnglish: { '/body/2': 'The lender publishes it in English.' },
    });
  });

  it('adds no entry for words translated at another place of the file (a node moved)', () => {
    const moved = { strings: { '/body/5/text': { en: 'Pay', fil: 'Magbayad' } } };
    expect(fillCatalogue(screen, 'screen', 'fil', { $schema: '', ...moved }).strings).toEqual({
      '/title': { en: 'Repayment', fil: '' },
      '/body/2/sections/0/paragraphs/0': { en: 'Terms.', fil: '' },
      '/body/5/text': { en: 'Pay', fil: 'Magbayad' },
    });
  });

  it('adds the words a file hands to a fragment that shows them, and not its settings', () => {
    const card = {
      id: 'card',
      params: { title: '', open: '' },
      body: [
        { type: 'text', text: '{{ params.title }}' },
        { type: 'button', text: '{{ params.open }} →', visible: { eq: ['{{ params.open }}', 'x'] } },
      ],
    };
    const page = {
      id: 'p',
      body: [{ type: 'fragment', ref: 'card', with: { title: 'Detailed list', open: 'link' } }],
    };
    const out = fillCatalogue(page, 'screen', 'fil', undefined, (ref) => (ref === 'card' ? card : undefined));
    expect(out.strings).toEqual({
      '/body/0/with/title': { en: 'Detailed list', fil: '' },
      '/body/0/with/open': { en: 'link', fil: '' },
    });
    const settingOnly = {
      ...card,
      body: [card.body[0], { type: 'text', text: 'Go', visible: '{{ params.open }}' }],
    };
    expect(
      fillCatalogue(page, 'screen', 'fil', undefined, (ref) => (ref === 'card' ? settingOnly : undefined))
        .strings,
    ).toEqual({ '/body/0/with/title': { en: 'Detailed list', fil: '' } });
  });

  it("writes a fragment's catalogue with its schema one folder deeper", () => {
    const out = fillCatalogue(
      { id: 'f', body: [{ type: 'text', text: 'Hi' }] },
      'fragment',
      'fil',
      undefined,
    );
    expect(out).toEqual({
      $schema: '../../../../schemas/catalogue.schema.json',
      strings: { '/body/0/text': { en: 'Hi', fil: '' } },
    });
  });
});
