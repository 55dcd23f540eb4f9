/**
 * Dialogs and pop-ups a borrower must be able to reach, in real Chromium with a real tap (no forced
 * clicks): nothing (such as the 'loading...' overlay) may lie over them once the page's calls are done.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, SESSION, useAppAndBrowser, withPhone, type LoggedRequest } from './harness';

/** A tap that cannot reach its target fails in this time, not in the test's. */
const TAP = { timeout: 4000 };
const MISSING = 'The loan agreements could not be loaded, so the loan cannot be confirmed yet.';

/** The 'loading...' overlay of a call: there while a call runs, gone as soon as it ends. */
const overlay = (page: Page) => page.locator('.ui-loading');

/** Changes the `data` of the JSON answers of one API path before the page sees them. */
function rewrite(path: string, change: (data: Record<string, unknown>) => void) {
  return (context: BrowserContext) =>
    context.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Record<string, unknown> };
        change(body.data);
        await route.fulfill({ response, json: body });
      },
    );
}

describe('dialogs a borrower can reach', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });

  it('order details: Kind tips is tapped away with Confirm, then REPAY can be tapped', async () => {
    await fixture.app.setScenario('order-kind-tips');
    await withPhone(fixture, { path: `/loanDetail?${SESSION}`, bridge: true }, async (phone) => {
      const { page } = phone;
      const tips = page.getByRole('dialog', { name: 'Kind tips' });
      await tips.getByText('Please make sure your bank card is valid before you repay.').waitFor();
      expect(await overlay(page).count()).toBe(0);
      await screenshot(page, 'dialogs-kind-tips');
      await tips.getByRole('button', { name: 'Confirm' }).tap(TAP);
      await tips.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'REPAY', exact: true }).tap(TAP);
      await page.waitForURL(/\/repayPeriod\?/);
    });
  });

  it("joint-login-fail page: the notice's Confirm closes it and the products can be tapped", async () => {
    await withPhone(fixture, { path: '/loginFail?deviceId=d-1', bridge: true }, async (phone) => {
      const { page } = phone;
      const notice = page.getByRole('dialog', { name: 'Kind tips' });
      await notice
        .getByText('Your application could not be completed. Try one of these products instead.')
        .waitFor();
      expect(await overlay(page).count()).toBe(0);
      await screenshot(page, 'dialogs-login-fail');
      await notice.getByRole('button', { name: 'Confirm' }).tap(TAP);
      await notice.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /CashGo$/ }).tap(TAP);
      await page.waitForURL((url) => !url.pathname.startsWith('/loginFail'));
    });
  });

  it('complaint detail: the page is free during the 3 s wait, then the rating modal takes a star and Send', async () => {
    await withPhone(
      fixture,
      { path: '/complainDetails?problemId=P1001&deviceId=d-1', bridge: true },
      async (phone) => {
        const { page } = phone;
        await page.getByRole('heading', { name: 'Process Result' }).waitFor();
        const shown = Date.now();
        // The detail is there: no overlay lies over it while the rating waits its 3 seconds.
        expect(await overlay(page).count()).toBe(0);
        const rating = page.getByRole('dialog', { name: 'Please rate this service' });
        expect(await rating.count()).toBe(0);
        await rating.waitFor({ timeout: 8000 });
        expect(Date.now() - shown).toBeGreaterThan(2000);
        expect(await overlay(page).count()).toBe(0);
        await screenshot(page, 'dialogs-complaint-rating');
        await rating.getByRole('radio', { name: '4 stars' }).tap(TAP);
        await rating.getByRole('button', { name: 'Send' }).tap(TAP);
        await page.getByText('Successful demonstration！').waitFor();
        await rating.waitFor({ state: 'hidden' });
        const saved = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
          r.path.endsWith('/save-score'),
        );
        expect(saved.map((r) => r.fields)).toEqual([{ score: '4', problemId: 'P1001' }]);
      },
    );
  });

  for (const [path, title, content, screen] of [
    [
      '/v3/loan-confirm/loan-detail-confirm',
      'popTitle',
      'Only one step left to get your money. Are you sure you want to leave?',
      `/confirmUse?${SESSION}`,
    ],
    [
      '/gopia/goya/loan-detail',
      'retainTitle',
      'Your loan is approved. Leave now and you may lose this offer.',
      `/confirmUseNew?${SESSION.replace('productId=1', 'productId=2')}`,
    ],
  ] as const) {
    it(`${screen.split('?')[0]}: after a native back, the retention pop-up Point out takes Agree, then Cancel`, async () => {
      await fixture.app.setScenario(
        screen.startsWith('/confirmUseNew') ? 'confirm-new-popups' : 'confirm-popups',
      );
      await withPhone(
        fixture,
        {
          path: screen,
          bridge: true,
          intercept: rewrite(path, (data) => void (data[title] = 'Leaving so soon?')),
        },
        async (phone) => {
          const { page } = phone;
          // The agreement modal opens first (agreement URL set): Agree dismisses it.
          const agreement = page.getByRole('dialog', { name: 'Loan agreement' });
          await agreement.getByRole('button', { name: 'Agree' }).tap(TAP);
          await agreement.waitFor({ state: 'hidden' });
          const promo = page.getByRole('dialog', { name: 'Special offer' });
          if (await promo.count()) {
            await promo.getByRole('button', { name: 'Close' }).tap(TAP);
            await promo.waitFor({ state: 'hidden' });
          }

          const back = () =>
            page.evaluate(() =>
              (window as unknown as { WebBridge: { receive(m: unknown): void } }).WebBridge.receive({
                type: 'back',
              }),
            );
          await back();
          const retention = page.getByRole('dialog', { name: 'Point out' });
          await retention.getByRole('heading', { name: 'Leaving so soon?' }).waitFor();
          await retention.getByText(content).waitFor();
          await screenshot(page, `dialogs-retention-${screen.slice(1, screen.indexOf('?'))}`);
          await retention.getByRole('button', { name: 'Agree' }).tap(TAP);
          await retention.waitFor({ state: 'hidden' });
          expect((await phone.bridgeMessages()).map((m) => (m as { type: string }).type)).not.toContain(
            'closeWebview',
          );

          await back();
          await retention.getByRole('button', { name: 'Cancel' }).tap(TAP);
          await expect
            .poll(async () => (await phone.bridgeMessages()).map((m) => (m as { type: string }).type))
            .toContain('closeWebview');
        },
      );
    });
  }

  for (const [screen, agreementsPath, button] of [
    [`/confirmUse?${SESSION}`, '/v3/contract/contract', 'Next'],
    [
      `/confirmUseNew?${SESSION.replace('productId=1', 'productId=2')}`,
      '/gopia/goya/agreements',
      'Get my loan',
    ],
  ] as const) {
    it(`${screen.split('?')[0]}: with no agreement on screen, a tap on ${button} confirms nothing; Try again loads them`, async () => {
      let fail = true;
      await withPhone(
        fixture,
        {
          path: screen,
          bridge: true,
          intercept: (context) =>
            context.route(
              (url) => url.pathname === agreementsPath,
              (route) => (fail ? route.abort('failed') : route.continue()),
            ),
          // The failed agreements call is logged by Chromium itself.
          ignore: [/Failed to load resource/],
        },
        async (phone) => {
          const { page } = phone;
          if (screen.startsWith('/confirmUseNew')) {
            const agreement = page.getByRole('dialog', { name: 'Loan agreement' });
            await agreement.getByRole('button', { name: 'Agree' }).tap(TAP);
            await agreement.waitFor({ state: 'hidden' });
          }
          await page.getByText(MISSING).waitFor();
          expect(await page.getByText('I have read and agree to').count()).toBe(0);
          const next = page.getByRole('button', { name: button, exact: true });
          expect(await next.isDisabled()).toBe(true);
          await screenshot(page, `dialogs-no-agreement-${screen.slice(1, screen.indexOf('?'))}`);
          // A finger on the button, wherever it is drawn: nothing is pushed, the page stays.
          const box = (await next.boundingBox())!;
          await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
          await page.waitForTimeout(500);
          const pushes = async () =>
            ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
              /loan-(detail-)?push$/.test(r.path),
            );
          expect(await pushes()).toEqual([]);
          expect(new URL(page.url()).pathname).toBe(screen.split('?')[0]);

          fail = false;
          await page.getByRole('button', { name: 'Try again' }).tap(TAP);
          await page.getByRole('button', { name: 'Loan Agreement' }).waitFor();
          expect(await page.getByText(MISSING).count()).toBe(0);
          const consent = page.getByRole('checkbox', { name: 'I have read and agree to' });
          // Consent is the borrower's act: the box starts unticked.
          expect(await consent.isChecked()).toBe(false);
          await consent.tap(TAP);
          await next.tap(TAP);
          await page.waitForURL(/\/loanDetail\?/);
          expect(await pushes()).toHaveLength(1);
        },
      );
    });
  }
});
