/**
 * The bank flow in real Chromium under bad networks: offline in the middle of the flow, a slow
 * network, and a screen left while its calls are still running.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, useAppAndBrowser, withPhone, type LoggedRequest } from './harness';

describe('bad networks', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });

  it('goes offline mid-flow: the borrower is told, keeps the form, and saves once back online', async () => {
    await withPhone(
      fixture,
      {
        path: '/bindBank?product_id=1&deviceId=d-1',
        bridge: true,
        ignore: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/],
      },
      async (phone) => {
        const { page, context } = phone;
        await page.getByLabel('Account number').waitFor();
        await page.getByLabel('Account number').pressSequentially('0012345');
        for (const name of [/^Bank/, /^City/, /^Salary day/]) {
          await page.getByRole('combobox', { name }).first().tap();
          await page.getByText('Confirm', { exact: true }).last().tap();
          await page.waitForTimeout(350);
        }
        await context.setOffline(true);
        await page.getByRole('button', { name: 'Next' }).tap();
        await page
          .getByText('No internet connection. Check your connection and try again.', { exact: true })
          .first()
          .waitFor();
        await screenshot(page, 'faults-offline-mid-flow');
        expect(await page.getByLabel('Account number').inputValue()).toBe('0012345');
        expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
        expect((await phone.bridgeMessages()).map((m) => (m as { type: string }).type)).not.toContain(
          'closeWebview',
        );

        await context.setOffline(false);
        await page.getByRole('button', { name: 'Next' }).tap();
        await expect
          .poll(async () => (await phone.bridgeMessages()).map((m) => (m as { type: string }).type))
          .toContain('closeWebview');
        const saves = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
          r.path.endsWith('/bind-card-new'),
        );
        expect(saves).toHaveLength(1);
      },
    );
  });

  it('on a slow network shows the skeleton, then the screen', async () => {
    await fixture.app.setScenario('slow');
    await withPhone(fixture, '/bindBank?product_id=1', async ({ page }) => {
      await page.locator('main[aria-busy="true"] .screen-skeleton').first().waitFor({ timeout: 2000 });
      await screenshot(page, 'faults-slow-skeleton');
      await page.getByLabel('Account number').waitFor({ timeout: 10_000 });
      expect(await page.locator('main[aria-busy="true"]').count()).toBe(0);
    });
  });

  it('leaving a screen while it loads aborts its calls without an error', async () => {
    await fixture.app.setScenario('slow');
    await withPhone(fixture, '/bindBank?product_id=1', async ({ page }) => {
      await page.locator('main[aria-busy="true"]').first().waitFor();
      await page.goto(`${fixture.app.url}/no-such-page`);
      await page
        .getByText(/not found/i)
        .first()
        .waitFor();
      await page.waitForTimeout(3500);
      expect(await page.getByText('error', { exact: true }).count()).toBe(0);
    });
  });
});
