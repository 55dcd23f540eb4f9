/** The operators' live preview (`/__preview` in dev): edit a screen's JSON, see problems at their line. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMockServer } from '../../mocks/node';
import { PreviewPage } from '../../src/preview/preview-page';
import { widgets } from '../../src/generated/widgets';
import { loadedActions } from '../actions';
import { filterRegistry } from '../../src/generated/filters';
import { formatRegistry } from '../../src/generated/formats';
import { validators } from '../../src/generated/validator-set';
import { appSettings, descriptorSource } from '../../src/app/configs';
import { createApi } from '../../src/api';
import type { EngineConfig } from '../../src/engine/view/engine-context';
import { fakeBridge } from './render-screen';
import { fileLayouts } from '../../src/generated/file-layouts';

/** The phone draws a screen after loading its descriptor, its widgets' code and its data: allow it time on a busy machine. */
// A screen drawn in jsdom with its mock calls: seconds on a machine busy with the e2e tests beside it.
const DRAWN = { timeout: 30_000 };

const root = resolve(import.meta.dirname, '../..');
const mock = createMockServer();
/**
 * The dev server's workbench (scripts/workbench-server/): its files answered from the real ones, an
 * empty release folder, and no phone reports yet.
 */
const workbench = [
  http.get('*/__workbench/file', ({ request }) => {
    const name = new URL(request.url).searchParams.get('name')!;
    return HttpResponse.json({ text: readFileSync(join(root, 'screen-configs', name), 'utf8') });
  }),
  http.get('*/__workbench/releases', () =>
    HttpResponse.json({ folder: '.releases', live: null, history: [], diff: null, unreadable: [] }),
  ),
  http.get('*/__workbench/telemetry', () => HttpResponse.json({ releases: [], records: [] })),
];
beforeAll(() => {
  mock.server.listen({ onUnhandledRequest: 'bypass' });
  mock.server.use(...workbench);
});
beforeEach(() => {
  mock.server.use(...workbench);
  window.localStorage.clear();
});
afterAll(() => mock.server.close());

function config(): EngineConfig {
  return {
    widgets,
    actions: loadedActions,
    filters: filterRegistry,
    formats: formatRegistry,
    copyLayouts: fileLayouts,
    validators,
    api: createApi({ getSession: () => ({}), baseURL: 'http://localhost' }),
    bridge: fakeBridge(),
    reporter: { warn: () => undefined },
    source: descriptorSource,
    app: appSettings as unknown as Record<string, unknown>,
    safeUrl: () => null,
    withSession: (href) => href,
    safeContact: () => null,
  };
}

describe('live preview', () => {
  it('renders the chosen screen, lists an edit’s problem at its line and path, and keeps rendering the rest', async () => {
    window.history.replaceState(null, '', '/__preview?screen=bind-bank');
    const chooseScenario = vi.fn();
    render(
      <PreviewPage
        config={config()}
        scenarios={[
          { name: 'default', description: 'Everything succeeds' },
          { name: 'bank-error', description: 'Saving fails' },
        ]}
        scenario="default"
        chooseScenario={chooseScenario}
      />,
    );
    const phone = screen.getByTestId('phone');
    expect(await within(phone).findByText('Account number', {}, DRAWN)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No problems' })).toBeInTheDocument();

    const editor = screen.getByLabelText<HTMLTextAreaElement>('Screen descriptor');
    const broken = editor.value.replace('"type": "tabs"', '"type": "tab"');
    const line = broken.split('\n').findIndex((l) => l.includes('"tab"')) + 1;
    fireEvent.change(editor, { target: { value: broken } });
    const problems = await screen.findByRole('list', { name: 'Problems' });
    await waitFor(() =>
      expect(problems).toHaveTextContent(
        `line ${line}: A widget has an unknown type 'tab' (did you mean 'tabs'?) /body/0/type`,
      ),
    );
    expect(await within(phone).findByText('Account number', {}, DRAWN)).toBeInTheDocument();
    expect(within(phone).queryByRole('tablist')).toBeNull();

    fireEvent.change(editor, { target: { value: '{ "id": ' } });
    await waitFor(() => expect(problems).toHaveTextContent('not valid JSON'));

    fireEvent.change(screen.getByLabelText('Scenario'), { target: { value: 'bank-error' } });
    expect(chooseScenario).toHaveBeenCalledWith('bank-error');
  }, 60_000);

  it('opens the screen a navigation leads to on the phone, and Back returns to the one before', async () => {
    window.history.replaceState(null, '', '/__preview?screen=complain-page');
    render(<PreviewPage config={config()} scenarios={[]} scenario="default" chooseScenario={vi.fn()} />);
    const phone = screen.getByTestId('phone');
    const chosen = screen.getByLabelText<HTMLSelectElement>('Screen');
    fireEvent.click(await within(phone).findByText('My complaints', {}, DRAWN));
    await waitFor(() => expect(chosen.value).toBe('complaint-list'));
    const log = screen.getByRole('region', { name: 'What the screen did' });
    expect(await within(log).findByText(/^\/complaintList/)).toBeInTheDocument();
    fireEvent.click(await within(log).findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(chosen.value).toBe('complain-page'));
    await waitFor(() => expect(within(log).queryByRole('button', { name: 'Back' })).toBeNull());
    expect(await within(phone).findByText('My complaints', {}, DRAWN)).toBeInTheDocument();
  }, 60_000);

  it('shows the phone in Filipino, and names the Filipino an English edit leaves stale at its line', async () => {
    window.history.replaceState(null, '', '/__preview?screen=bind-bank');
    render(<PreviewPage config={config()} scenarios={[]} scenario="default" chooseScenario={vi.fn()} />);
    const phone = screen.getByTestId('phone');
    await within(phone).findByRole('button', { name: 'Next' }, DRAWN);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fil' } });
    await within(phone).findByRole('button', { name: 'Susunod' }, DRAWN);
    expect(phone).toHaveAttribute('lang', 'fil');

    const editor = screen.getByLabelText<HTMLTextAreaElement>('Screen descriptor');
    const edited = editor.value.replace('"text": "Next"', '"text": "Continue"');
    const line = edited.split('\n').findIndex((l) => l.includes('"Continue"')) + 1;
    fireEvent.change(editor, { target: { value: edited } });
    const problems = await screen.findByRole('list', { name: 'Problems' });
    await waitFor(() =>
      expect(problems).toHaveTextContent(
        `line ${line}: fil: stale translation: screen-configs/languages/fil/bind-bank.json "/body/2/children/0/text" translates "Next", the English is now "Continue": translate it again and set "en" to the new English /body/2/children/0/text`,
      ),
    );
    // As on a phone: a string whose English changed since its translation shows in English.
    await within(phone).findByRole('button', { name: 'Continue' }, DRAWN);
  }, 60_000);

  it('checks a Filipino catalogue as validate does: a label too long for its button, a broken file at its line', async () => {
    window.history.replaceState(null, '', '/__preview?screen=bind-bank&file=languages/fil/bind-bank.json');
    render(<PreviewPage config={config()} scenarios={[]} scenario="default" chooseScenario={vi.fn()} />);
    const phone = screen.getByTestId('phone');
    await within(phone).findByRole('button', { name: 'Susunod' }, DRAWN);
    const editor = screen.getByLabelText<HTMLTextAreaElement>('Screen descriptor');
    await waitFor(() => expect(editor.value).toContain('"fil": "Susunod"'));
    const problems = await screen.findByRole('list', { name: 'Problems' });

    // A label that would wrap its button past two lines: a warning at the catalogue's line.
    const long =
      'Magpatuloy po sa susunod na hakbang ng pagrehistro ng inyong bank account o e-wallet upang maipadala namin ang halaga ng inyong utang ngayon din';
    const wordy = editor.value.replace('"fil": "Susunod"', `"fil": "${long}"`);
    fireEvent.change(editor, { target: { value: wordy } });
    const wordyLine = wordy.split('\n').findIndex((l) => l.includes(long)) + 1;
    await waitFor(() =>
      expect(problems).toHaveTextContent(new RegExp(`^line ${wordyLine}: warning: fil: .*Next`)),
    );
    await within(phone).findByRole('button', { name: long }, DRAWN);

    // Not JSON: one problem at its line, and the phone shows the screen in English meanwhile.
    const broken = editor.value.replace(`"fil": "${long}"`, '"fil": "Susunod",');
    fireEvent.change(editor, { target: { value: broken } });
    const brokenLine = broken.split('\n').findIndex((l) => l.includes('"Susunod",')) + 1;
    await waitFor(() =>
      expect(problems).toHaveTextContent(
        new RegExp(`^line ${brokenLine}: fil: .*; until it is fixed, bind-bank\\.json shows in English$`),
      ),
    );
    expect(problems.querySelectorAll('li')).toHaveLength(1);
  }, 60_000);
});
