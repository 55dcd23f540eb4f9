/**
 * Repayment in real Chromium: period repayment through the channel list to payUrl, the QR code on
 * the code page decoded from a screenshot and compared with payCode, and the SMS step of a card
 * repayment in English and Filipino.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { screenshot, SESSION, useAppAndBrowser, withPhone, type LoggedRequest } from './harness';

describe('repayment', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });

  it('repays a period with GCash: channel sheet, Payment, then a scannable QR code of the pay code', async () => {
    await withPhone(fixture, { path: `/repayPeriod?${SESSION}`, bridge: true }, async ({ page }) => {
      await page.getByText('₱5,450.00').first().waitFor();
      await screenshot(page, 'repay-period');
      await page.getByRole('button', { name: 'Payment Method' }).tap();
      const sheet = page.getByRole('dialog', { name: 'Payment Method' });
      await sheet.getByRole('radio', { name: 'GCash' }).waitFor();
      await page.waitForTimeout(400);
      await screenshot(page, 'repay-period-channels');
      await sheet.getByRole('radio', { name: 'GCash' }).tap();
      await page.waitForTimeout(400);
      await sheet.getByRole('button', { name: 'Payment', exact: true }).tap();

      await page.waitForURL(/\/repaymentOfCode2\?/);
      const payCode = new URL(page.url()).searchParams.get('payCode')!;
      expect(payCode).toBeTruthy();
      const pays = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
        r.path.endsWith('/generate-vcode'),
      );
      expect(pays).toHaveLength(1);
      expect(pays[0]!.fields).toMatchObject({ amount: 545000, channelNumber: 2002, orderId: 'OD1001' });

      const qr = page.getByRole('img', { name: 'QR code to pay' });
      await qr.waitFor();
      await page.getByText('Pay with GCash').waitFor();
      await screenshot(page, 'repayment-of-code-qr');
      const png = PNG.sync.read(await qr.screenshot());
      const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      expect(decoded?.data).toBe(payCode);
    });
  });

  it('repays by bank card through SMS verification to the borrow-detail page', async () => {
    await withPhone(fixture, { path: `/payWay?${SESSION}&amount=545000`, bridge: true }, async ({ page }) => {
      await page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Pay', exact: true }).tap();
      const chooseFirst = page.getByText('Please choose a bank card first.');
      await chooseFirst.waitFor();
      await page.getByRole('radio', { name: /^BDO Unibank/ }).tap();
      // The toast goes by itself: the pictures after it show the screen, not the toast.
      await chooseFirst.waitFor({ state: 'hidden' });
      await screenshot(page, 'pay-way');
      await page.getByRole('button', { name: 'Pay', exact: true }).tap();
      const dialog = page.getByRole('dialog', { name: 'SMS verification' });
      await dialog.getByLabel('Verification code').waitFor();
      await dialog.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
      await dialog.getByLabel('Verification code').pressSequentially('123456');
      await page.waitForTimeout(400);
      await screenshot(page, 'pay-way-sms');
      await dialog.getByRole('button', { name: 'Confirm' }).tap();
      await page.getByText('Your repayment has been submitted').waitFor();
      expect(new URL(page.url()).hash).toBe('#/borrowDetail/');
      await screenshot(page, 'pay-way-borrow-detail');
      const requests = (await fixture.app.requests()) as LoggedRequest[];
      expect(requests.filter((r) => r.path.endsWith('/repayment-commit'))).toHaveLength(1);
      const confirms = requests.filter((r) => r.path.endsWith('/repayment-confirm'));
      expect(confirms).toHaveLength(1);
      expect(confirms[0]!.fields).toMatchObject({ orderId: 'OD1001', verifyCode: '123456' });

      // The receipt: the amount sent, the reference the commit answered (the one confirmed), the
      // time and the channel, kept through a reload and opened again from the order.
      const reference = String(confirms[0]!.fields.repaymentRecordId);
      expect(reference).toMatch(/^R/);
      const receipt = page
        .locator('.w-stack')
        .filter({ has: page.getByText('Receipt', { exact: true }) })
        .last();
      const expectReceipt = async () => {
        await receipt.getByText(reference, { exact: true }).waitFor();
        await receipt.getByText('₱5,450.00', { exact: true }).waitFor();
        await receipt.getByText(/^Bank card · BDO Unibank /).waitFor();
        expect(await receipt.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).count()).toBe(1);
        // No secret in it: not the SMS code, not a full card number.
        expect(await receipt.innerText()).not.toMatch(/123456|\d{12,}/);
      };
      await expectReceipt();
      await page.reload();
      await page.getByText('Your repayment has been submitted').waitFor();
      await expectReceipt();
      await page.goto(`${fixture.app.url}/loanDetail?${SESSION}`);
      await page.getByRole('button', { name: 'View the receipt of your last repayment' }).tap();
      await page.getByText('Your repayment has been submitted').waitFor();
      await expectReceipt();
      const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
      expect(stored).not.toContain('123456');
    });
  });
});

/** The SMS step's words in each language. */
const SMS_STEP = {
  en: {
    pay: 'Pay',
    dialog: 'SMS verification',
    code: 'Verification code',
    amount: 'Amount',
    card: 'Card',
    waiting: /^Resend in (\d+) s$/,
    resend: 'Resend',
    confirm: 'Confirm',
    cancel: 'Cancel',
    wrongCode: 'Please enter the correct verification code.',
  },
  fil: {
    pay: 'Magbayad',
    dialog: 'Pag-verify sa SMS',
    code: 'Verification code',
    amount: 'Halaga',
    card: 'Card',
    waiting: /^Ipadala muli sa (\d+) s$/,
    resend: 'Ipadala muli',
    confirm: 'Kumpirmahin',
    cancel: 'Kanselahin',
    wrongCode: 'Pakilagay ang tamang verification code.',
  },
} as const;

describe('the SMS step of a card repayment', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });

  for (const lang of ['en', 'fil'] as const) {
    const say = SMS_STEP[lang];

    it(`${lang}: the code field takes the SMS's code on a numeric keyboard; the dialog restates the amount and card; the countdown says what it waits for`, async () => {
      await withPhone(
        fixture,
        { path: `/payWay?${SESSION}&amount=545000&lang=${lang}`, bridge: true },
        async ({ page }) => {
          await page.getByRole('radio', { name: /^Metrobank/ }).tap();
          await page.getByRole('button', { name: say.pay, exact: true }).tap();
          const dialog = page.getByRole('dialog', { name: say.dialog });
          const code = dialog.getByLabel(say.code, { exact: true });
          await code.waitFor();
          // Android offers the code from the SMS, on a keyboard of digits.
          expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
          expect(await code.getAttribute('inputmode')).toBe('numeric');
          // The amount and the card this code pays with, as the screen shows them, and only the card's last four digits.
          const text = (await dialog.innerText()).replace(/\s+/g, ' ');
          expect(text).toContain(`${say.amount} ₱5,450.00`);
          expect(text).toContain(`${say.card} Metrobank **** 8765`);
          expect(text).not.toContain('5500111122228765');
          const waiting = dialog.getByRole('button', { name: say.waiting });
          await waiting.waitFor();
          expect(await waiting.isDisabled()).toBe(true);
          const first = Number(say.waiting.exec((await waiting.textContent()) ?? '')?.[1]);
          expect(first).toBeGreaterThanOrEqual(55);
          expect(first).toBeLessThanOrEqual(60);
          // What the borrower reads is what a screen reader says.
          expect(await waiting.textContent()).toMatch(say.waiting);
          // Cancel and Confirm keep their words inside them, side by side or one under the other.
          for (const name of [say.cancel, say.confirm]) {
            const fits = await dialog.getByRole('button', { name, exact: true }).evaluate((button) => {
              const range = document.createRange();
              range.selectNodeContents(button);
              const text = range.getBoundingClientRect();
              const box = button.getBoundingClientRect();
              return text.left >= box.left && text.right <= box.right;
            });
            expect(fits, name).toBe(true);
          }
          await screenshot(page, `pay-way-sms-${lang}`);
          // A short code is refused in the same word the field uses.
          await code.pressSequentially('123');
          await dialog.getByRole('button', { name: say.confirm, exact: true }).tap();
          await page.getByText(say.wrongCode, { exact: true }).waitFor();
          const requests = (await fixture.app.requests()) as LoggedRequest[];
          expect(requests.filter((r) => r.path.endsWith('/repayment-confirm'))).toHaveLength(0);
          const commits = requests.filter((r) => r.path.endsWith('/repayment-commit'));
          expect(commits).toHaveLength(1);
          expect(commits[0]!.fields).toMatchObject({ amount: 545000, cardId: 'card-2' });
        },
      );
    });
  }
});
