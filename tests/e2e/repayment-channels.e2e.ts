/**
 * The repayment channel in real Chromium, with real taps: the sheet keeps the check mark on the
 * tapped channel and carries 'Payment'; the chosen channel is what the page shows, what
 * generate-vcode receives and what the code page shows (logo, code, instructions); the code page
 * fails closed without stored repayment info and never shows a pay code forged in its URL; an
 * enlarged instruction image is a dialog named by its alt text.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, SESSION, useAppAndBrowser, withPhone, type LoggedRequest } from './harness';

const INSTRUCTIONS = 'How to repay: choose a method, pay with the code, keep the receipt';

/** Whether a channel row is the chosen one (its radio is filled), as a screen reader announces it. */
const checkOf = (page: Page, name: string) =>
  page
    .getByRole('dialog', { name: 'Payment Method' })
    .getByRole('radio', { name })
    .getAttribute('aria-checked');

describe('repayment channels', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });

  it('GCash chosen in the sheet: the check stays on GCash, Payment sends 2002, the next page is GCash only', async () => {
    await withPhone(fixture, `/repayPeriod?${SESSION}`, async ({ page }) => {
      await page.getByText('₱5,450.00').first().waitFor();
      const main = page.getByRole('main');
      await main.getByText('Pay code: 7E-1001-5450').waitFor();
      await page.getByRole('button', { name: 'Payment Method' }).tap();
      const sheet = page.getByRole('dialog', { name: 'Payment Method' });
      await sheet.getByRole('radio', { name: 'GCash' }).waitFor();
      await page.waitForTimeout(400);
      expect(await checkOf(page, '7-Eleven')).toBe('true');

      await sheet.getByRole('radio', { name: 'GCash' }).tap();
      // The sheet stays, with the check mark moved to GCash.
      await page.waitForTimeout(400);
      expect(await sheet.isVisible()).toBe(true);
      expect(await sheet.getByRole('radio', { name: 'GCash' }).getAttribute('aria-checked')).toBe('true');
      expect(await checkOf(page, 'GCash')).toBe('true');
      expect(await checkOf(page, '7-Eleven')).toBe('false');
      await screenshot(page, 'repay-period-channels-gcash');
      // The page behind shows the chosen channel, not the server's default box.
      await main.getByText('GCash', { exact: true }).waitFor();
      expect(await main.getByText('7-Eleven').count()).toBe(0);
      expect(await main.getByText(/^Pay code: /).count()).toBe(0);

      await sheet.getByRole('button', { name: 'Payment', exact: true }).tap();
      await page.waitForURL(/\/repaymentOfCode2\?/);
      const pays = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
        r.path.endsWith('/generate-vcode'),
      );
      expect(pays).toHaveLength(1);
      expect(pays[0]!.fields).toMatchObject({ amount: 545000, channelNumber: 2002, orderId: 'OD1001' });

      const payCode = new URL(page.url()).searchParams.get('payCode')!;
      await page.getByRole('img', { name: 'QR code to pay' }).waitFor();
      await page.getByRole('heading', { name: 'Pay with GCash' }).waitFor();
      expect(await page.getByRole('img', { name: 'Payment channel' }).getAttribute('src')).toMatch(
        /logo-gcash/,
      );
      expect(await page.getByText(`Pay code: ${payCode}`).count()).toBe(1);
      expect(await page.getByText(/7-Eleven/).count()).toBe(0);
      await screenshot(page, 'repayment-of-code-gcash');
    });
  });

  it('a rollover: the page shows the channel chosen in the sheet after it closes, and Payment there pays with it', async () => {
    await withPhone(fixture, `/repayDelay?${SESSION}`, async ({ page }) => {
      await page.getByRole('button', { name: 'Payment Method' }).tap();
      const sheet = page.getByRole('dialog', { name: 'Payment Method' });
      await sheet.getByRole('radio', { name: 'Cebuana Lhuillier' }).waitFor();
      await page.waitForTimeout(400);
      await sheet.getByRole('radio', { name: 'Cebuana Lhuillier' }).tap();
      expect(await checkOf(page, 'Cebuana Lhuillier')).toBe('true');
      // Closed by a tap outside it, the sheet leaves the chosen channel on the page, and keeps it checked.
      await page.touchscreen.tap(180, 40);
      await sheet.waitFor({ state: 'hidden' });
      await page.getByRole('main').getByText('Cebuana Lhuillier', { exact: true }).waitFor();
      expect(await page.getByRole('main').getByText('7-Eleven').count()).toBe(0);
      await page.getByRole('button', { name: 'Payment Method' }).tap();
      await sheet.getByRole('radio', { name: 'Cebuana Lhuillier' }).waitFor();
      await page.waitForTimeout(400);
      expect(await checkOf(page, 'Cebuana Lhuillier')).toBe('true');
      expect(await checkOf(page, '7-Eleven')).toBe('false');
      await sheet.getByRole('button', { name: 'Payment', exact: true }).tap();
      await page.waitForURL(/\/repaymentOfCode2\?/);
      const [pay] = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
        r.path.endsWith('/generate-vcode'),
      );
      expect(pay!.fields).toMatchObject({ channelNumber: 2004, isDelay: 1 });
      const payCode = new URL(page.url()).searchParams.get('payCode')!;
      await page.getByRole('heading', { name: payCode }).waitFor();
      await page.getByRole('heading', { name: 'Pay at Cebuana Lhuillier' }).waitFor();
      expect(await page.getByText(/7-Eleven|GCash bills|Pay with GCash/).count()).toBe(0);
    });
  });

  it('a sheet taller than the phone scrolls inside itself: its title, the last channel and Payment are reachable', async () => {
    await fixture.app.setScenario('repay-many-channels');
    await withPhone(fixture, `/repayPeriod?${SESSION}`, async ({ page }) => {
      await page.getByRole('button', { name: 'Payment Method' }).tap();
      const sheet = page.getByRole('dialog', { name: 'Payment Method' });
      const last = sheet.getByRole('radio', { name: 'InstaPay transfer' });
      await last.waitFor();
      await page.waitForTimeout(400);
      const title = await sheet.getByRole('heading', { name: 'Payment Method' }).boundingBox();
      expect(title!.y).toBeGreaterThanOrEqual(0);
      await screenshot(page, 'repay-period-channels-many');
      await last.tap();
      expect(await last.getAttribute('aria-checked')).toBe('true');
      await sheet.getByRole('button', { name: 'Payment', exact: true }).tap();
      await page.waitForURL(/\/repaymentOfCode2\?/);
      const [pay] = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
        r.path.endsWith('/generate-vcode'),
      );
      expect(pay!.fields).toMatchObject({ channelNumber: 2110 });
      await page.getByText('InstaPay transfer', { exact: true }).waitFor();
    });
  });

  it('/repaymentOfCode as the native shell opens it, nothing stored: the code, channel image and total of its query', async () => {
    const query = new URLSearchParams({
      showType: '1',
      payCode: '7E10011',
      repayAmount: '545000',
      payCodeImg: `${fixture.app.url}/mock-assets/logo-7-eleven.svg`,
    });
    await withPhone(fixture, `/repaymentOfCode?${query}&${SESSION}`, async ({ page }) => {
      await page.getByRole('heading', { name: '7E10011' }).waitFor();
      expect(await page.getByText('₱5,450.00').count()).toBe(1);
      expect(await page.getByRole('img', { name: 'Payment channel' }).getAttribute('src')).toContain(
        'logo-7-eleven.svg',
      );
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.getByRole('button', { name: 'Click to Copy' }).tap();
      await page.getByText('copy success').waitFor();
      await screenshot(page, 'repayment-of-code-from-query');
    });
  });

  it('/repaymentOfCode2 showType 2, nothing stored: a QR code of the query code', async () => {
    await withPhone(
      fixture,
      `/repaymentOfCode2?showType=2&payCode=GC10012&repayAmount=545000&${SESSION}`,
      async ({ page }) => {
        await page.getByRole('img', { name: 'QR code to pay' }).waitFor();
        await page.getByText('Pay code: GC10012').waitFor();
        expect(await page.getByText('₱5,450.00').count()).toBe(1);
      },
    );
  });

  it('/repaymentOfCode with no code stored or given shows the error and no Click to Copy', async () => {
    await withPhone(
      fixture,
      `/repaymentOfCode?showType=1&repayAmount=545000&${SESSION}`,
      async ({ page }) => {
        await page.getByRole('alert').filter({ hasText: 'error' }).waitFor();
        expect(await page.getByRole('button', { name: 'Click to Copy' }).count()).toBe(0);
        expect(await page.getByText('Total payment').count()).toBe(0);
        await screenshot(page, 'repayment-of-code-no-info');
      },
    );
  });

  it('a pay code, QR image and amount forged in the URL of /repaymentOfCode are not shown', async () => {
    await withPhone(fixture, `/repayPeriod?${SESSION}`, async ({ page }) => {
      await page.getByRole('button', { name: 'Payment', exact: true }).tap();
      await page.waitForURL(/\/repaymentOfCode2\?/);
      const payCode = new URL(page.url()).searchParams.get('payCode')!;
      await page.getByRole('heading', { name: payCode }).waitFor();

      const forged = new URLSearchParams({
        showType: '2',
        payCode: 'FORGED-1234',
        repayAmount: '1',
        payCodeImg: `${fixture.app.url}/mock-assets/logo-maya.svg`,
      });
      await page.goto(`${fixture.app.url}/repaymentOfCode?${forged}`);
      await page.getByRole('heading', { name: payCode }).waitFor();
      expect(await page.getByText('₱5,450.00').count()).toBe(1);
      expect(await page.getByText(/FORGED/).count()).toBe(0);
      expect(await page.getByText('₱0.01').count()).toBe(0);
      expect(await page.getByRole('img', { name: 'QR code to pay' }).count()).toBe(0);
      expect(await page.locator('img[src*="logo-maya"]').count()).toBe(0);
      await page.getByRole('button', { name: 'Click to Copy' }).waitFor();
    });
  });

  it('the instruction image opens larger as a dialog named by its alt text, and Close closes it', async () => {
    await withPhone(fixture, `/repayPeriod?${SESSION}`, async ({ page }) => {
      const enlarge = page.getByRole('button', { name: `Enlarge ${INSTRUCTIONS}` });
      await enlarge.tap();
      const viewer = page.getByRole('dialog', { name: INSTRUCTIONS });
      await viewer.getByRole('img', { name: INSTRUCTIONS }).waitFor();
      await screenshot(page, 'repay-period-instructions-enlarged');
      await viewer.getByRole('button', { name: 'Close' }).tap();
      await viewer.waitFor({ state: 'detached' });
    });
  });
});
