import { describe, expect, it } from 'vitest';
import { widgets } from '../../generated/widgets';
import { actionRegistry } from '../../generated/actions';
import { fileLayouts } from '../../generated/file-layouts';
import { filterRegistry } from '../../generated/filters';
import { createLanguage } from '../language/language';
import { attachFragments } from '../load/loader';
import { ENGLISH } from '../words';
import { markCopy } from './copy-places';
import { copyLayoutOf, forEachCopy, fragmentFiles, type CopyLayout } from './copy-strings';
import { indexCatalogue, type Catalogue } from './translate';

const registries = {
  layouts: fileLayouts,
  widget: (type: string) => widgets[type]?.slots,
  action: (type: string) => actionRegistry[type]?.slots,
};
const layout = copyLayoutOf('screen', registries);

/**
 * A loaded file's copy as an engine in `language` draws it: its copy marked as a loaded screen's,
 * each string read through the language's translator, which reads `catalogue` (returned as a copy of
 * the file with those strings in it).
 */
function drawn<T>(file: T, catalogue: Catalogue | undefined, code: string): T {
  const loaded = JSON.parse(JSON.stringify(file)) as T & object;
  const attached: CopyLayout = { ...copyLayoutOf('screen', registries, () => undefined), attached: true };
  markCopy(loaded, 'file', attached, false);
  const index = indexCatalogue(catalogue, code);
  const language = createLanguage({
    filters: {},
    formats: {},
    translator: {
      writing: ENGLISH,
      text: (at, english) => index.find(at.path, english) ?? english,
      ready: async () => undefined,
    },
  });
  const texts: { parent: Record<string, unknown>; key: string; text: unknown }[] = [];
  forEachCopy(loaded, attached, ({ parent, key }) =>
    texts.push({ parent: parent as Record<string, unknown>, key, text: language.copy(parent, key) }),
  );
  for (const { parent, key, text } of texts) parent[key] = text;
  return loaded;
}

const screen = {
  id: 'pay',
  title: 'Repayment',
  loading: 'loading...',
  sources: [{ id: 'way', endpoint: 'repaymentWay', fallbackMessage: 'failed to query card list' }],
  body: [
    { type: 'text', text: 'Amount to repay: {{ data.way.amount | money }}' },
    {
      type: 'text-input',
      field: 'code',
      label: 'Verification code',
      rules: [{ required: true, message: 'Please enter the correct verification code.' }],
    },
    {
      type: 'button',
      text: 'Pay',
      onClick: [
        { type: 'bridge', message: 'startBank' },
        {
          type: 'dialog',
          title: 'Kind tips',
          confirmText: 'Confirm',
          onConfirm: [{ type: 'toast', text: 'Paid' }],
        },
      ],
    },
    {
      type: 'each',
      items: ['Open the GCash app and log in.'],
      template: { type: 'text', text: '{{ item }}' },
    },
    { type: 'text', text: '{{ data.way.name }}' },
  ],
};

describe('the copy of a descriptor', () => {
  it('is every string the schemas mark as copy, with its JSON path', () => {
    const found: Record<string, string> = {};
    forEachCopy(screen, layout, ({ path, text }) => (found[path] = text));
    expect(found).toEqual({
      '/title': 'Repayment',
      '/loading': 'loading...',
      '/sources/0/fallbackMessage': 'failed to query card list',
      '/body/0/text': 'Amount to repay: {{ data.way.amount | money }}',
      '/body/1/label': 'Verification code',
      '/body/1/rules/0/message': 'Please enter the correct verification code.',
      '/body/2/text': 'Pay',
      '/body/2/onClick/1/title': 'Kind tips',
      '/body/2/onClick/1/confirmText': 'Confirm',
      '/body/2/onClick/1/onConfirm/0/text': 'Paid',
      '/body/3/items/0': 'Open the GCash app and log in.',
      '/body/3/template/text': '{{ item }}',
      '/body/4/text': '{{ data.way.name }}',
    });
  });
});

describe("the copy a screen hands to a fragment (its 'with')", () => {
  // A card that shows its title, reads `open` in a condition, and hands `note` on to another fragment.
  const fragments: Record<string, unknown> = {
    card: {
      id: 'card',
      params: { title: '', open: '', note: '' },
      body: [
        { type: 'text', text: '{{ params.title | upper }}' },
        {
          type: 'button',
          text: 'Go',
          onClick: [{ type: 'if', condition: { eq: ['{{ params.open }}', 'link'] }, then: [] }],
        },
        { type: 'fragment', ref: 'footnote', with: { line: '{{ params.note }}', tone: 'quiet' } },
      ],
    },
    footnote: {
      id: 'footnote',
      params: { line: '', tone: '' },
      body: [{ type: 'text', text: '{{ params.line }}', variant: '{{ params.tone }}' }],
    },
    // Includes itself: the walk stops rather than loop.
    loop: { id: 'loop', body: [{ type: 'fragment', ref: 'loop', with: { a: 'x' } }] },
  };
  const page = {
    id: 'page',
    title: 'Offer',
    body: [
      {
        type: 'fragment',
        ref: 'card',
        with: { title: 'Detailed list', open: 'link', note: 'No hidden charges' },
      },
      { type: 'fragment', ref: 'loop', with: { a: 'Words' } },
    ],
  };
  const copyOf = async (file: unknown) => {
    const loads: string[] = [];
    const fragment = await fragmentFiles(file, async (ref) => (loads.push(ref), fragments[ref]));
    const found: Record<string, string> = {};
    const withFragments = copyLayoutOf('screen', registries, fragment);
    forEachCopy(file, withFragments, ({ path, text }) => (found[path] = text));
    return { found, loads };
  };

  it('is copy where the fragment shows it, its own or through a fragment it includes', async () => {
    const { found, loads } = await copyOf(page);
    expect(found).toEqual({
      '/title': 'Offer',
      '/body/0/with/title': 'Detailed list',
      '/body/0/with/note': 'No hidden charges',
    });
    expect(loads).toEqual(['card', 'loop', 'footnote']);
  });

  it("is not copy where no fragment's layout is given (nothing known of the fragments)", () => {
    const found: string[] = [];
    forEachCopy(page, layout, ({ path }) => found.push(path));
    expect(found).toEqual(['/title']);
  });

  it('is translated in the file that writes it', async () => {
    // As the loader leaves the page: each fragment's body attached to its node.
    const body = await attachFragments(page.body, {
      source: { bundledFragment: async (ref) => fragments[ref] },
      ctx: { widgets, actions: actionRegistry, filters: filterRegistry },
      problems: [],
    });
    const out = drawn(
      { ...page, body } as typeof page,
      {
        strings: {
          '/body/0/with/title': { en: 'Detailed list', fil: 'Detalye ng loan' },
          '/body/0/with/open': { en: 'link', fil: 'kawing' },
        },
      },
      'fil',
    );
    expect(out.body[0]!.with).toEqual({ title: 'Detalye ng loan', open: 'link', note: 'No hidden charges' });
  });
});

describe('a translated descriptor', () => {
  const entry = (en: string, fil: string) => ({ en, fil });
  const catalogue: Catalogue = {
    strings: {
      '/title': entry('Repayment', 'Pagbabayad'),
      '/body/0/text': entry(
        'Amount to repay: {{ data.way.amount | money }}',
        'Babayaran: {{ data.way.amount | money }}',
      ),
      '/body/1/rules/0/message': entry(
        'Please enter the correct verification code.',
        'Pakilagay ang tamang verification code.',
      ),
      // Made for English the file no longer has there: stale, so the English shows.
      '/body/1/label': entry('Code', 'Code'),
      // The pay button moved from /body/1 to /body/2: found by its English.
      '/body/9/text': entry('Pay', 'Magbayad'),
      '/body/2/onClick/1/confirmText': entry('Confirm', 'Kumpirmahin'),
      '/body/3/items/0': entry('Open the GCash app and log in.', 'Buksan ang GCash app at mag-log in.'),
    },
  };

  it('shows each current translation and the English of the rest', () => {
    const out = drawn(screen, catalogue, 'fil');
    expect(out.title).toBe('Pagbabayad');
    expect(out.body[0]).toMatchObject({ text: 'Babayaran: {{ data.way.amount | money }}' });
    expect(out.body[1]).toMatchObject({
      label: 'Verification code',
      rules: [{ message: 'Pakilagay ang tamang verification code.' }],
    });
    expect(out.body[2]).toMatchObject({
      text: 'Magbayad',
      onClick: [
        { type: 'bridge', message: 'startBank' },
        { title: 'Kind tips', confirmText: 'Kumpirmahin' },
      ],
    });
    expect(out.body[3]).toMatchObject({ items: ['Buksan ang GCash app at mag-log in.'] });
    expect(out.loading).toBe('loading...');
  });

  it('is the descriptor itself in a language the catalogue has no word of', () => {
    expect(drawn(screen, catalogue, 'ceb')).toEqual(screen);
    expect(drawn(screen, undefined, 'fil')).toEqual(screen);
  });
});

describe('a translation that reads other values than its English', () => {
  const catalogue: Catalogue = {
    strings: {
      // Reads the session where the English reads nothing.
      '/title': { en: 'Repayment', fil: 'Pagbabayad {{ session.sessionId }}' },
      // Hides the session in a filter's argument: a value read all the same.
      '/body/0/text': {
        en: 'Amount to repay: {{ data.way.amount | money }}',
        fil: 'Babayaran: {{ data.way.amount | money | default:session.sessionId }}',
      },
      // Leaves the amount out.
      '/body/2/text': { en: 'Pay', fil: 'Magbayad' },
      '/body/4/text': { en: '{{ data.way.name }}', fil: 'Bangko' },
      '/loading': { en: 'loading...', fil: 'naglo-load...' },
    },
  };

  it('is no translation: the English shows, the rest is translated', () => {
    const out = drawn(screen, catalogue, 'fil');
    expect(out.title).toBe('Repayment');
    expect(out.body[0]).toMatchObject({ text: 'Amount to repay: {{ data.way.amount | money }}' });
    expect(out.body[4]).toMatchObject({ text: '{{ data.way.name }}' });
    expect(out.body[2]).toMatchObject({ text: 'Magbayad' });
    expect(out.loading).toBe('naglo-load...');
    expect(JSON.stringify(out)).not.toContain('session');
  });

  it('is no translation when found by its English at another place either', () => {
    const moved: Catalogue = {
      strings: { '/body/9/text': { en: 'Repayment', fil: '{{ session.userId }}' } },
    };
    expect(drawn(screen, moved, 'fil').title).toBe('Repayment');
  });
});
