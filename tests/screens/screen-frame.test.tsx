/**
 * A screen keeps its frame from the skeleton to its body: the main element the skeleton was drawn in
 * is the one the body is drawn in (nothing is torn down and made again as the screen fills in), and
 * it tells assistive technology when it stops being busy; the page's title changes in the same commit.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { accountsScreen, renderBody, renderScreen, setUpMockBackend } from './render-screen';

const mock = setUpMockBackend();

describe('a screen opening', () => {
  it('draws its body in the main element that showed its skeleton, and titles the page as it does', async () => {
    // The page's title as it was when the body first appeared (seen before any later task runs).
    let titleWhenShown: string | null = null;
    const observer = new MutationObserver(() => {
      if (titleWhenShown === null && document.body.textContent?.includes('Accounts loaded'))
        titleWhenShown = document.title;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    document.title = 'Before';
    renderScreen('/aboutUs', { screens: { 'about-us': accountsScreen } });
    const busy = document.querySelector('main[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(busy!.querySelector('.screen-skeleton')).not.toBeNull();

    expect(await screen.findByText('Accounts loaded')).toBeInTheDocument();
    const main = document.querySelector('main');
    expect(main).toBe(busy);
    expect(main).toHaveAttribute('aria-busy', 'false');
    expect(main!.querySelector('.screen-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
    observer.disconnect();
    expect(titleWhenShown).toBe('Accounts');
  });

  it('keeps the place of its header bar while it loads, and draws its title in that same bar', async () => {
    renderScreen('/aboutUs', { screens: { 'about-us': accountsScreen } });
    const bar = document.querySelector('header.screen-header');
    expect(bar).not.toBeNull();
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar!.querySelector('h1')).toBeNull();
    expect(await screen.findByText('Accounts loaded')).toBeInTheDocument();
    expect(document.querySelector('header.screen-header')).toBe(bar);
    expect(bar).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' }).closest('header')).toBe(bar);
  });

  it('draws, while it loads, the header its page was drawn with: a title, or none', async () => {
    const titled = renderScreen('/aboutUs', {
      screens: { 'about-us': accountsScreen },
      boot: { screen: 'about-us', title: 'Accounts', header: true },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(document.querySelector('main[aria-busy="true"]')).not.toBeNull();
    await screen.findByText('Accounts loaded');
    titled.unmount();
    // A page that drew no header (a screen without one, such as the public site's home).
    renderScreen('/aboutUs', {
      screens: { 'about-us': { ...accountsScreen, header: false } },
      boot: { screen: 'about-us', title: '', header: false },
    });
    expect(document.querySelector('main[aria-busy="true"]')).not.toBeNull();
    expect(document.querySelector('header')).toBeNull();
    await screen.findByText('Accounts loaded');
    expect(document.querySelector('header')).toBeNull();
  });

  it("hands its title to a host that keeps the page's own (the workbench) and leaves the page's alone", async () => {
    document.title = 'Screen workbench';
    const shown: string[] = [];
    renderScreen('/aboutUs', { screens: { 'about-us': accountsScreen }, showTitle: (t) => shown.push(t) });
    expect(await screen.findByText('Accounts loaded')).toBeInTheDocument();
    expect(shown).toEqual(['Accounts']);
    expect(document.title).toBe('Screen workbench');
  });

  it('titles the page from the store and follows what the title reads', async () => {
    const steps = {
      id: 'about-us',
      title: 'Step {{ state.step }} of {{ data.bank.items | length }}',
      state: { step: 1 },
      sources: [{ id: 'bank', endpoint: 'cardInit', params: { product_id: '1' } }],
      body: [
        {
          type: 'button',
          text: 'Next step',
          onClick: [{ type: 'set-state', target: 'state.step', value: 2 }],
        },
      ],
    };
    renderScreen('/aboutUs', { screens: { 'about-us': steps } });
    const heading = await screen.findByRole('heading', { name: /^Step 1 of \d+$/ });
    const count = /of (\d+)/.exec(heading.textContent ?? '')![1];
    expect(Number(count)).toBeGreaterThan(0);
    expect(document.title).toBe(`Step 1 of ${count}`);

    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(await screen.findByRole('heading', { name: `Step 2 of ${count}` })).toBe(heading);
    expect(document.title).toBe(`Step 2 of ${count}`);
  });
});

describe('the loading label of a screen', () => {
  const screenWithData = {
    loading: 'loading...',
    sources: [{ id: 'bank', endpoint: 'cardInit', params: { product_id: '1' } }],
  };

  it('shows while the data loads and goes when the screen is filled', async () => {
    mock.useScenario('slow');
    mock.backend.state.delayMs = 300;
    renderBody([{ type: 'text', text: 'Items: {{ data.bank.items | length }}' }], screenWithData);
    expect(await screen.findByText('loading...')).toBeInTheDocument();
    expect(await screen.findByText(/^Items: \d+$/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('loading...')).toBeNull();
  });

  it('never shows when the data is there at once', async () => {
    const view = renderBody([{ type: 'text', text: 'Ready' }], { loading: 'loading...' });
    const labels: number[] = [];
    view.store.subscribe(() => labels.push(Object.keys(view.store.getState().ui.loading).length));
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(labels.filter((n) => n > 0)).toEqual([]);
    expect(screen.queryByText('loading...')).toBeNull();
  });
});
