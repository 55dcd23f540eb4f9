/**
 * A language switch changes the engine's translator, not the engine: the same configuration, the
 * same screen session and the same plans draw the screen again in the new words (its own copy, a
 * fragment's, an action's message, the amounts' locale), and its opening calls are not made again.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueTranslator } from '../../src/app/language/catalogue-translator';
import { pack as filipino } from '../../src/app/language/packs/fil';
import { pack as english } from '../../src/app/language/packs/en';
import { englishTranslator } from '../../src/engine/language/translator';
import type { CatalogueSource } from '../../src/app/language/catalogues';
import { preparedBefore } from '../../src/engine/plan/prepared-screens';
import { createEngine, type EngineConfig } from '../../src/engine/view/engine';
import { EngineProvider } from '../../src/engine/view/engine-context';
import { ScreenHost } from '../../src/engine/view/screen-host';
import { UiHost } from '../../src/engine/view/ui-host';
import { actionRegistry } from '../../src/generated/actions';
import { fileLayouts } from '../../src/generated/file-layouts';
import { filterRegistry } from '../../src/generated/filters';
import { formatRegistry } from '../../src/generated/formats';
import { validators } from '../../src/generated/validator-set';
import { widgets } from '../../src/generated/widgets';
import type { NodeDescriptor } from '../../src/engine/registry';
import { makeStore } from '../../src/store';
import { user } from './render-screen';

const offer = {
  id: 'offer',
  title: 'Your offer',
  sources: [{ id: 'offer', endpoint: 'goyaLoanDetail' }],
  body: [
    { type: 'text', text: 'Hello {{ data.offer.name }}' },
    { type: 'fragment', ref: 'footer' },
    {
      type: 'button',
      text: 'Pay {{ data.offer.total | money }}',
      onClick: [{ type: 'toast', text: 'Thank you' }],
    },
  ],
};
const footer = { id: 'footer', body: [{ type: 'text', text: 'We are here to help' }] };

/** The Filipino catalogues of the screen and its fragment, as the files under screen-configs/languages hold them. */
const catalogues: CatalogueSource = {
  screen: async (id) =>
    id === 'offer'
      ? {
          strings: {
            '/title': { en: 'Your offer', fil: 'Ang alok mo' },
            '/body/0/text': { en: 'Hello {{ data.offer.name }}', fil: 'Kumusta {{ data.offer.name }}' },
            '/body/2/text': {
              en: 'Pay {{ data.offer.total | money }}',
              fil: 'Magbayad ng {{ data.offer.total | money }}',
            },
            '/body/2/onClick/0/text': { en: 'Thank you', fil: 'Salamat' },
          },
        }
      : undefined,
  fragment: async (id) =>
    id === 'footer'
      ? { strings: { '/body/0/text': { en: 'We are here to help', fil: 'Narito kami para tumulong' } } }
      : undefined,
};

const calls: string[] = [];
const config: EngineConfig = {
  widgets,
  actions: actionRegistry,
  filters: filterRegistry,
  formats: formatRegistry,
  copyLayouts: fileLayouts,
  validators,
  api: {
    call: async (endpoint) => {
      calls.push(endpoint);
      return { ok: true, code: 0, message: '', data: { name: 'Ana', total: 150000 } };
    },
    url: () => '',
    has: () => true,
  },
  bridge: { post: () => undefined, onReceive: () => () => undefined },
  reporter: { warn: () => undefined },
  source: {
    bundledScreen: async (id) => (id === 'offer' ? offer : undefined),
    bundledFragment: async (id) => (id === 'footer' ? footer : undefined),
    appVersion: '1',
  },
  app: { currency: '₱' },
  safeUrl: () => null,
  withSession: (href) => href,
  safeContact: () => null,
};

const navigator = { go: () => undefined, back: () => undefined, assign: () => undefined };

describe('a language switch', () => {
  it('draws the screen again in the new words on the same engine, configuration and plans', async () => {
    const store = makeStore();
    const engine = createEngine(config, store, navigator);
    const inEnglish = englishTranslator(english.language);
    const inFilipino = catalogueTranslator(filipino.language, config.source, { catalogues });
    render(
      <EngineProvider config={config} store={store} navigator={navigator} engine={engine}>
        <ScreenHost screenId="offer" />
        <UiHost />
      </EngineProvider>,
    );
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(screen.getByText('We are here to help')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your offer' })).toBeInTheDocument();
    const prepared = preparedBefore('offer', { source: config.source, language: engine.language })!;
    const button = prepared.loaded.screen.body[2] as NodeDescriptor;
    const plan = prepared.planner.plan(button);

    await act(() => engine.language.use(inFilipino));
    expect(await screen.findByText('Kumusta Ana')).toBeInTheDocument();
    expect(screen.getByText('Narito kami para tumulong')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ang alok mo' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: /^Magbayad ng ₱1,500\.00$/ }));
    expect(await screen.findByText('Salamat')).toBeInTheDocument();
    expect(engine.language.words).toBe(filipino.language.words);

    await act(() => engine.language.use(inEnglish));
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₱1,500.00' })).toBeInTheDocument();
    expect(engine.language.words).toBe(english.language.words);

    // Two switches: the same configuration, the same prepared screen and the same plans.
    expect(engine.config).toBe(config);
    expect(preparedBefore('offer', { source: config.source, language: engine.language })).toBe(prepared);
    expect(prepared.planner.plan(button)).toBe(plan);
    // The screen was not opened again: its one opening call was made once.
    expect(calls).toEqual(['goyaLoanDetail']);
  });
});
