/**
 * Errors a borrower can act on, in real Chromium with the Android bridge: a session that has ended
 * offers "Log in again", whose tap posts offToLogin to the native shell, on a screen that cannot load
 * and in a dialog after a tap; no connection says so and offers Retry. In English and in Filipino.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, SESSION, useAppAndBrowser, withPhone, type LoggedRequest } from './harness';

const words = {
  en: {
    ended: 'Your session has ended. Please log in again.',
    logIn: 'Log in again',
    offline: 'No internet connection. Check your connection and try again.',
    retry: 'Retry',
    pay: 'Pay',
  },
  fil: {
    ended: 'Tapos na ang session mo. Mag-log in ulit.',
    logIn: 'Mag-log in ulit',
    offline: 'Walang internet connection. Tingnan ang connection mo at subukan ulit.',
    retry: 'Subukan ulit',
    pay: 'Magbayad',
  },
} as const;

const typesOf = (messages: unknown[]) => messages.map((m) => (m as { type: string }).type);

describe('errors a borrower can act on', () => {
  const fixture = useAppAndBrowser();

  for (const lang of ['en', 'fil'] as const) {
    const w = words[lang];

    it(`${lang}: a session that has ended offers Log in again, which asks the shell to log in`, async () => {
      await fixture.app.setScenario('session-expired');
      await withPhone(
        fixture,
        {
          path: `/loanDetail?${SESSION}&lang=${lang}`,
          bridge: true,
          ignore: [/status of 401|Failed to load resource/],
        },
        async (phone) => {
          const { page } = phone;
          const main = page.getByRole('main');
          await main.getByRole('alert').filter({ hasText: w.ended }).waitFor();
          await screenshot(page, `errors-session-ended-${lang}`);
          expect(await main.getByRole('button', { name: w.retry }).count()).toBe(0);
          expect(typesOf(await phone.bridgeMessages())).not.toContain('offToLogin');
          await main.getByRole('button', { name: w.logIn }).tap();
          await expect.poll(async () => typesOf(await phone.bridgeMessages())).toEqual(['offToLogin']);
          expect(await page.getByText('Please log in again', { exact: true }).count()).toBe(0);
        },
      );
    });

    it(`${lang}: a payment tapped after the session ended offers Log in again in a dialog, sent once`, async () => {
      await fixture.app.setScenario('default');
      await withPhone(
        fixture,
        {
          path: `/payWay?${SESSION}&amount=545000&lang=${lang}`,
          bridge: true,
          ignore: [/status of 401|Failed to load resource/],
        },
        async (phone) => {
          const { page } = phone;
          await page.getByRole('radio', { name: /^BDO Unibank/ }).tap();
          await fixture.app.setScenario('session-expired');
          await page.getByRole('button', { name: w.pay, exact: true }).tap();
          const dialog = page.getByRole('dialog', { name: w.ended });
          await dialog.waitFor();
          await page.waitForTimeout(400);
          await screenshot(page, `errors-session-ended-tap-${lang}`);
          expect(typesOf(await phone.bridgeMessages())).not.toContain('offToLogin');
          await dialog.getByRole('button', { name: w.logIn }).tap();
          await expect
            .poll(async () => typesOf(await phone.bridgeMessages()).filter((t) => t === 'offToLogin'))
            .toEqual(['offToLogin']);
          await dialog.waitFor({ state: 'hidden' });
          const commits = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
            r.path.endsWith('/repayment-commit'),
          );
          expect(commits).toHaveLength(1);
        },
      );
    });

    it(`${lang}: no connection says so, and Retry draws the screen once it is back`, async () => {
      await fixture.app.setScenario('network-down');
      await withPhone(
        fixture,
        {
          path: `/loanDetail?${SESSION}&lang=${lang}`,
          bridge: true,
          ignore: [/ERR_|Failed to load resource/],
        },
        async (phone) => {
          const { page } = phone;
          const main = page.getByRole('main');
          await main.getByRole('alert').filter({ hasText: w.offline }).waitFor();
          await screenshot(page, `errors-offline-${lang}`);
          expect(await main.getByRole('button', { name: w.logIn }).count()).toBe(0);
          await fixture.app.setScenario('default');
          await main.getByRole('button', { name: w.retry }).tap();
          await page.locator('main[data-screen="loan-detail"][aria-busy="false"]').waitFor();
          expect(await main.getByRole('alert').count()).toBe(0);
          expect(typesOf(await phone.bridgeMessages())).not.toContain('offToLogin');
        },
      );
    });
  }
});
