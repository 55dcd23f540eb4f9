/**
 * Errors a borrower can act on, on any screen: a session that has ended offers to log in again (the
 * shell's offToLogin), not a Retry that fails again; no connection says so and offers Retry. Both in
 * the visit's language, whatever the server wrote.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, screenDrawn, setUpMockBackend, user } from './render-screen';

const mock = setUpMockBackend();

const ORDER = '/loanDetail?productId=1&orderId=OD1001&deviceId=dev-9';
const BANK = '/bindBank?product_id=1&deviceId=dev-9';

const words = {
  en: {
    ended: 'Your session has ended. Please log in again.',
    logIn: 'Log in again',
    offline: 'No internet connection. Check your connection and try again.',
    retry: 'Retry',
    back: 'Go back',
  },
  fil: {
    ended: 'Tapos na ang session mo. Mag-log in ulit.',
    logIn: 'Mag-log in ulit',
    offline: 'Walang internet connection. Tingnan ang connection mo at subukan ulit.',
    retry: 'Subukan ulit',
    back: 'Bumalik',
  },
} as const;

/** The error screen's message, once the screen has given up loading. */
async function errorMessage(): Promise<HTMLElement> {
  const main = await screen.findByRole('main');
  return waitFor(() => {
    expect(main).not.toHaveAttribute('aria-busy', 'true');
    return within(main).getByRole('alert');
  });
}

describe.each(['en', 'fil'] as const)('a screen that cannot load, in %s', (language) => {
  const w = words[language];

  it.each([ORDER, BANK])(
    '%s: a session that has ended offers to log in again, in the shell',
    async (page) => {
      mock.useScenario('session-expired');
      const view = renderScreen(page, { language });
      // The engine's words, not the server's English "Please log in again".
      expect((await errorMessage()).textContent).toBe(w.ended);
      const main = screen.getByRole('main');
      expect(within(main).queryByRole('button', { name: w.retry })).toBeNull();
      expect(within(main).getByRole('button', { name: w.back })).toBeInTheDocument();
      const asked = mock.requests.length;
      expect(view.bridge.posted.map((m) => m.type)).not.toContain('offToLogin');
      await user().click(within(main).getByRole('button', { name: w.logIn }));
      expect(view.bridge.posted.filter((m) => m.type === 'offToLogin')).toEqual([
        { type: 'offToLogin', payload: undefined },
      ]);
      expect(mock.requests.length).toBe(asked);
    },
  );

  it.each([ORDER, BANK])(
    '%s: no connection says so, and Retry loads the screen once it is back',
    async (page) => {
      mock.useScenario('network-down');
      const view = renderScreen(page, { language });
      expect((await errorMessage()).textContent).toBe(w.offline);
      const main = screen.getByRole('main');
      expect(within(main).queryByRole('button', { name: w.logIn })).toBeNull();
      mock.useScenario('default');
      await user().click(within(main).getByRole('button', { name: w.retry }));
      await screenDrawn(view.container, page === ORDER ? 'loan-detail' : 'bind-bank');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(view.bridge.posted.map((m) => m.type)).not.toContain('offToLogin');
    },
  );
});

/** A screen with one button that loads the bank items (cardInit) when tapped. */
function tapToLoad(language: 'en' | 'fil') {
  return renderScreen('/widget-test', {
    language,
    screenId: 'widget-test',
    screens: {
      'widget-test': {
        id: 'widget-test',
        title: 'Widget test',
        body: [
          {
            type: 'button',
            text: 'Load',
            onClick: [{ type: 'call', endpoint: 'cardInit', params: { product_id: '1' } }],
          },
        ],
      },
    },
  });
}

describe('a call a borrower makes', () => {
  it.each(['en', 'fil'] as const)(
    '%s: a session that has ended offers to log in again in a dialog',
    async (language) => {
      const w = words[language];
      const view = tapToLoad(language);
      await screenDrawn(view.container, 'widget-test');
      mock.useScenario('session-expired');
      await user().click(screen.getByRole('button', { name: 'Load' }));
      const dialog = await screen.findByRole('dialog', { name: w.ended });
      expect(dialog).toHaveTextContent(w.ended);
      expect(view.bridge.posted.map((m) => m.type)).not.toContain('offToLogin');
      await user().click(within(dialog).getByRole('button', { name: w.logIn }));
      expect(view.bridge.posted).toEqual([{ type: 'offToLogin', payload: undefined }]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.body.textContent).not.toContain('Please log in again');
    },
  );

  it("no connection says so in the visit's language", async () => {
    const view = tapToLoad('fil');
    await screenDrawn(view.container, 'widget-test');
    mock.useScenario('network-down');
    await user().click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText(words.fil.offline)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain('May error');
  });
});
