/**
 * Each engine has a language of its own: two engines on one page (the workbench's phone beside the
 * app, two tests in one worker) apply each its own filters, input formats and maximum amount, with
 * nothing installed anywhere that one could change for the other.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EngineProvider, type EngineConfig } from '../../src/engine/view/engine-context';
import { ScreenHost } from '../../src/engine/view/screen-host';
import type { FilterRegistry } from '../../src/engine/filter-api';
import type { InputFormatRegistry } from '../../src/engine/language/input-format';
import { actionRegistry } from '../../src/generated/actions';
import { filterRegistry } from '../../src/generated/filters';
import { validators } from '../../src/generated/validator-set';
import { widgets } from '../../src/generated/widgets';
import { makeStore } from '../../src/store';
import { user } from './render-screen';
import { fileLayouts } from '../../src/generated/file-layouts';

/** One screen both engines draw: a greeting through a filter, a field with a format, a money button. */
const greeting = {
  id: 'greeting',
  title: 'Greeting',
  state: { name: 'ana', total: 5000 },
  body: [
    { type: 'text', text: 'Hello {{ state.name | shout }}' },
    { type: 'text-input', field: 'code', label: 'Code', format: 'digits' },
    { type: 'button', text: 'Pay {{ state.total | money }}', amount: '{{ state.total }}', onClick: [] },
  ],
};

/** An engine's configuration with its own `shout` filter, `digits` format and maximum amount. */
function config(shout: FilterRegistry[string], digits: InputFormatRegistry[string], maxAmount: number) {
  const engine: EngineConfig = {
    widgets,
    actions: actionRegistry,
    filters: { ...filterRegistry, shout },
    formats: { digits },
    copyLayouts: fileLayouts,
    validators,
    api: { call: async () => ({ ok: true, code: 0, message: '', data: {} }), url: () => '', has: () => true },
    bridge: { post: () => undefined, onReceive: () => () => undefined },
    reporter: { warn: () => undefined },
    source: { bundledScreen: async () => greeting, bundledFragment: async () => undefined, appVersion: '1' },
    app: { currency: '₱', maxAmount },
    safeUrl: () => null,
    withSession: (href) => href,
    safeContact: () => null,
  };
  return engine;
}

const navigator = { go: () => undefined, back: () => undefined, assign: () => undefined };

const upper = config(
  { description: 'Capitals.', args: [], run: (value) => String(value).toUpperCase() },
  {
    description: 'Capitals.',
    clean: (typed) => typed.toUpperCase(),
    display: (raw) => raw,
    inputMode: 'text',
  },
  1000,
);
const exclaim = config(
  { description: 'Exclaimed.', args: [], run: (value) => `${String(value)}!` },
  {
    description: 'Digits.',
    clean: (typed) => typed.replace(/\D/g, ''),
    display: (raw) => raw,
    inputMode: 'numeric',
  },
  100000,
);

describe('two engines side by side', () => {
  it('apply each their own filters, formats and maximum amount', async () => {
    render(
      <>
        {[upper, exclaim].map((engine, index) => (
          <section key={index} aria-label={`engine ${index + 1}`}>
            <EngineProvider config={engine} store={makeStore()} navigator={navigator}>
              <ScreenHost screenId="greeting" />
            </EngineProvider>
          </section>
        ))}
      </>,
    );
    const first = within(await screen.findByRole('region', { name: 'engine 1' }));
    const second = within(screen.getByRole('region', { name: 'engine 2' }));

    expect(await first.findByText('Hello ANA')).toBeInTheDocument();
    expect(await second.findByText('Hello ana!')).toBeInTheDocument();

    await user().type(first.getByLabelText('Code'), 'ab1');
    await user().type(second.getByLabelText('Code'), 'ab1');
    expect(first.getByLabelText('Code')).toHaveValue('AB1');
    expect(second.getByLabelText('Code')).toHaveValue('1');

    // 5000 minor units: above the first engine's maximum, within the second's.
    expect(first.getByRole('button', { name: 'Pay unavailable' })).toBeDisabled();
    expect(second.getByRole('button', { name: 'Pay ₱50.00' })).toBeEnabled();
  });
});
