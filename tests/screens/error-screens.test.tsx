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

describe('a call a borrower makes', () => {
  it.each([
    ['session-expired', words.fil.ended],
    ['network-down', words.fil.offline],
  ])("%s: says why in the visit's language", async (scenario, message) => {
    const view = renderScreen('/widget-test', {
      language: 'fil',
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
    await screenDrawn(view.container, 'widget-test');
    mock.useScenario(scenario);
    await user().click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Please log in again');
    expect(document.body.textContent).not.toContain('May error');
  });
});
