/**
 * Loan confirmation and order details in real Chromium: confirm → push → the location is replaced
 * with the order page (bridge message sent), and one order status of each button set.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, SESSION, useAppAndBrowser, withPhone, type LoggedRequest } from './harness';

/** The native shell's query: the session with its header secrets. */
const WITH_SECRETS = `${SESSION}&building=B-1&gather=G-1&swift=S-1&eyes=E-1`;

describe('loan confirmation and order details', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });

  it('confirms a loan: push, burial point, and the order page in place of the confirmation', async () => {
    await withPhone(fixture, { path: `/confirmUse?${WITH_SECRETS}`, bridge: true }, async (phone) => {
      const { page } = phone;
      await page.getByText('₱5,000.00').first().waitFor();
      // Consent is the borrower's act: the box starts unticked and Next waits for it.
      expect(await page.getByRole('checkbox', { name: 'I have read and agree to' }).isChecked()).toBe(false);
      await screenshot(page, 'confirm-use');
      // On a 360 px phone each instalment's caption wraps, but never inside its date.
      const dates = await page.evaluate(() =>
        [...document.querySelectorAll('.w-text-caption')].flatMap((caption) => {
          const text = caption.firstChild;
          const at = text?.textContent?.search(/\d{4}-\d{2}-\d{2}/) ?? -1;
          if (!text || at < 0) return [];
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + 10);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return [{ date: range.toString(), lines: tops.size }];
        }),
      );
      expect(dates.length).toBeGreaterThanOrEqual(3);
      expect(dates.filter((d) => d.lines !== 1)).toEqual([]);
      // The agreements follow the label on its line and wrap with it, each still a full touch target.
      const label = await page.getByText('I have read and agree to').boundingBox();
      const firstAgreement = await page.getByRole('button', { name: 'Loan Agreement' }).boundingBox();
      expect(Math.abs(firstAgreement!.y - label!.y)).toBeLessThan(2);
      expect(firstAgreement!.x).toBeGreaterThan(label!.x + label!.width);
      expect(firstAgreement!.height).toBeGreaterThanOrEqual(44);

      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      await page.getByRole('checkbox', { name: 'I have read and agree to' }).tap();
      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(false);

      const historyBefore = await page.evaluate(() => history.length);
      await page.getByRole('button', { name: 'Next' }).tap();
      await page.waitForURL(/\/loanDetail\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('from')).toBe('confirm');
      // The page's own origin gets the common parameters whatever its scheme (here plain http: the
      // page already holds them, docs/contracts.md §11), never the header secrets.
      expect(url.searchParams.get('deviceId')).toBe('d-1');
      expect(url.searchParams.get('sessionId')).toBe('s-1');
      expect(url.search).not.toMatch(/[?&](building|gather|swift|eyes)=/);
      expect(await page.evaluate(() => history.length)).toBe(historyBefore); // replaced, not pushed
      await expect
        .poll(async () => (await phone.bridgeMessages()).map((m) => (m as { type: string }).type))
        .toContain('confirmBurialPoint');

      await page.getByRole('heading', { name: 'Under review' }).waitFor();
      await screenshot(page, 'confirm-use-then-order');
      const pushes = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
        r.path.endsWith('/loan-detail-push'),
      );
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.fields).toMatchObject({ amount: 500000, periods: 4, termUnit: 30, productId: '1' });
    });
  });

  for (const [scenario, visible] of [
    ['order-174-delay', ['REPAY', 'Rollover Repayment']],
    ['order-180', ['Repayment']],
    ['order-200', ['Borrow Again']],
    ['order-151', ['Click to view more products']],
  ] as const) {
    it(`order page in ${scenario} shows ${visible.join(' and ')}`, async () => {
      await fixture.app.setScenario(scenario);
      await withPhone(fixture, { path: `/loanDetail?${SESSION}`, bridge: true }, async ({ page }) => {
        for (const name of visible) await page.getByRole('button', { name, exact: true }).first().waitFor();
        await screenshot(page, `loan-detail-${scenario}`);
        expect(await page.locator('main').innerText()).not.toMatch(/undefined|NaN/);
        if (scenario === 'order-174-delay') {
          await page.getByRole('button', { name: 'Rollover Repayment' }).tap();
          await page.waitForURL(/\/repayDelay\?/);
          expect(new URL(page.url()).searchParams.get('deviceId')).toBe('d-1');
        }
      });
    });
  }
});
