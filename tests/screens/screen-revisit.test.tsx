/**
 * A screen opened again in the same page (its descriptor checked and its widgets' code loaded the first
 * time) is entered anew: its `onEnter` runs, its data is fetched again, and its body is drawn.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { accountsScreen, renderScreen, setUpMockBackend, user } from './render-screen';

const mock = setUpMockBackend();

const accounts = {
  ...accountsScreen,
  onEnter: [{ type: 'bridge', message: 'startBank' }],
  body: [
    ...accountsScreen.body,
    { type: 'button', text: 'Elsewhere', onClick: [{ type: 'navigate', to: '/privacy' }] },
  ],
};
const elsewhere = {
  id: 'privacy',
  title: 'Elsewhere',
  body: [{ type: 'button', text: 'Back to accounts', onClick: [{ type: 'navigate', to: '/aboutUs' }] }],
};

describe('a screen opened again', () => {
  it('runs its onEnter again, fetches its data again and draws its body', async () => {
    const view = renderScreen('/aboutUs', { screens: { 'about-us': accounts, privacy: elsewhere } });
    await screen.findByText('Accounts loaded');
    await user().click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user().click(await screen.findByRole('button', { name: 'Back to accounts' }));

    expect(await screen.findByText('Accounts loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeInTheDocument();
    await waitFor(() => expect(view.bridge.posted.filter((m) => m.type === 'startBank')).toHaveLength(2));
    expect(mock.requestsTo('cardInit')).toHaveLength(2);
    expect(view.warnings).toEqual([]);
  });
});
