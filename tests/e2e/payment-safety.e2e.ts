/**
 * One payment per intent, and the amount shown is the amount sent: the real /payWay,
 * #/alipayrepayment and /register screens in Chromium, driven with a finger's taps, Back and
 * reload, checked against the requests the mock backend saw (their Idempotency-Key headers and
 * bodies).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  expectNoConsoleErrors,
  type Phone,
  useAppAndBrowser,
  type LoggedRequest,
} from './harness';

const SESSION = 'productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1&userId=u-1';
const CARD = /^BDO Unibank/;
describe('payment safety', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });
  const open = (path: string): Promise<Phone> => fixture.open(path, { bridge: true });

  async function seen(endpoint: string): Promise<LoggedRequest[]> {
    return ((await fixture.app.requests()) as LoggedRequest[]).filter((r) => r.path.endsWith(`/${endpoint}`));
  }

  const payButton = (page: Page) => page.getByRole('button', { name: 'Pay', exact: true });

  /** Waits until the screen is drawn and its own calls are done. */
  async function settled(page: Page): Promise<void> {
    await payButton(page).waitFor();
    await page.waitForLoadState('networkidle');
  }

  async function chooseCardAndPay(page: Page): Promise<void> {
    await page.getByRole('radio', { name: CARD }).tap();
    await payButton(page).tap();
  }

  describe('31.1 a repayment is submitted once per intent', () => {
    it('Back then Pay, and a reload then Pay, resend the commit with the same Idempotency-Key', async () => {
      await fixture.app.setScenario('repay-no-sms');
      const phone = await open(`/payWay?${SESSION}&amount=545000`);
      const { page } = phone;
      await settled(page);
      await chooseCardAndPay(page);
      await page.getByText('Your repayment has been submitted').waitFor();

      await page.goBack();
      await settled(page);
      await payButton(page).tap();
      await page.getByText('Your repayment has been submitted').waitFor();

      await page.goBack();
      await settled(page);
      await page.reload();
      await settled(page);
      await payButton(page).tap();
      await page.getByText('Your repayment has been submitted').waitFor();

      const commits = await seen('repayment-commit');
      expect(commits).toHaveLength(3);
      const keys = commits.map((c) => c.headers['idempotency-key']);
      expect(keys[0]).toMatch(/^[\w-]{16,}$/);
      expect(new Set(keys).size).toBe(1);
      for (const c of commits)
        expect(c.fields).toMatchObject({ amount: 545000, orderId: 'OD1001', sendMsg: 0 });
      expectNoConsoleErrors(phone);
    });

    it('a different card is the same payment: the same key, and the server says it is still being processed', async () => {
      await fixture.app.setScenario('repay-no-sms');
      const { page } = await open(`/payWay?${SESSION}&amount=545000`);
      await settled(page);
      await chooseCardAndPay(page);
      await page.getByText('Your repayment has been submitted').waitFor();
      await page.goBack();
      await settled(page);
      await page.getByRole('radio', { name: /^Metrobank/ }).tap();
      await payButton(page).tap();
      await page.getByText('A payment for this order is still being processed').waitFor();
      const commits = await seen('repayment-commit');
      expect(commits).toHaveLength(2);
      expect(commits[0]!.fields.cardId).not.toBe(commits[1]!.fields.cardId);
      expect(commits[1]!.headers['idempotency-key']).toBe(commits[0]!.headers['idempotency-key']);
      expect(new URL(page.url()).hash).toBe('');
    });

    it('#/alipayrepayment posts repayment-huichao only on a tap on Pay, never on entry, reload or Back, with one key', async () => {
      const phone = await open(`/payWay?${SESSION}&amount=545000`);
      const { page } = phone;
      await settled(page);
      await page.getByRole('button', { name: 'Pay with a payment link instead' }).tap();
      await page.getByText('Pay with a payment link', { exact: true }).waitFor();
      await settled(page);
      await page.reload();
      await settled(page);
      expect(await page.getByText('₱5,450.00').isVisible()).toBe(true);
      expect(await seen('repayment-huichao')).toHaveLength(0);

      await payButton(page).tap();
      await page.waitForURL(/\/paymentInstructions\?/);
      await page.goBack();
      await page.waitForURL(/\/payWay/);
      await page.waitForLoadState('networkidle');
      expect(await seen('repayment-huichao')).toHaveLength(1);
      if (new URL(page.url()).hash !== '#/alipayrepayment') {
        await page.getByRole('button', { name: 'Pay with a payment link instead' }).tap();
      }
      await settled(page);
      expect(await seen('repayment-huichao')).toHaveLength(1);
      await payButton(page).tap();
      await page.waitForURL(/\/paymentInstructions\?/);

      const links = await seen('repayment-huichao');
      expect(links).toHaveLength(2);
      expect(links[0]!.fields).toEqual({ userId: 'u-1', orderId: 'OD1001', amount: 545000 });
      expect(links[0]!.headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
      expect(links[1]!.headers['idempotency-key']).toBe(links[0]!.headers['idempotency-key']);
    });

    it.each([['-100'], ['abc'], ['']])(
      '#/alipayrepayment with amount=%j shows the amount as unavailable, Pay disabled, nothing posted',
      async (amount) => {
        const { page } = await open(
          `/payWay?${SESSION}${amount ? `&amount=${amount}` : ''}#/alipayrepayment`,
        );
        await settled(page);
        await page.getByText('unavailable', { exact: true }).waitFor();
        expect(await payButton(page).isDisabled()).toBe(true);
        await page.reload();
        await settled(page);
        expect(await seen('repayment-huichao')).toHaveLength(0);
      },
    );
  });

  describe('55.1 a payment intent outlives the screen', () => {
    it('Pay answers 504; Add a bank card, the bank form, Back twice, Pay again: both commits carry one key', async () => {
      await fixture.app.setScenario('repay-commit-504');
      const phone = await open(`/payWay?${SESSION}&amount=545000`);
      const { page } = phone;
      await settled(page);
      await chooseCardAndPay(page);
      await page.getByText('error', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Add a bank card' }).tap();
      await page.getByRole('button', { name: 'Bind a bank card' }).tap();
      await page.getByLabel('Account number').waitFor();
      await page.goBack();
      await page.getByRole('button', { name: 'Bind a bank card' }).waitFor();
      await page.goBack();
      await settled(page);
      await chooseCardAndPay(page);
      // The server kept the first commit's answer for its key: the SMS step of that payment.
      await page.getByRole('dialog', { name: 'SMS verification' }).waitFor();
      const commits = await seen('repayment-commit');
      expect(commits).toHaveLength(2);
      expect(commits[0]!.headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
      expect(commits[1]!.headers['idempotency-key']).toBe(commits[0]!.headers['idempotency-key']);
      for (const c of commits) expect(c.fields).toMatchObject({ amount: 545000, cardId: 'card-1' });
      expectNoConsoleErrors(phone, { ignore: [/504/] });
    });

    it('Pay answers 504, then another card: the same key, and "A payment for this order is still being processed"', async () => {
      await fixture.app.setScenario('repay-commit-504');
      const { page } = await open(`/payWay?${SESSION}&amount=545000`);
      await settled(page);
      await chooseCardAndPay(page);
      await page.getByText('error', { exact: true }).waitFor();
      await page.reload();
      await settled(page);
      await page.getByRole('radio', { name: /^Metrobank/ }).tap();
      await payButton(page).tap();
      await page.getByText('A payment for this order is still being processed').waitFor();
      const commits = await seen('repayment-commit');
      expect(commits.map((c) => c.fields.cardId)).toEqual(['card-1', 'card-2']);
      expect(commits[1]!.headers['idempotency-key']).toBe(commits[0]!.headers['idempotency-key']);
      expect(await page.getByRole('dialog', { name: 'SMS verification' }).count()).toBe(0);
    });
  });

  describe('55.2 no card number at rest', () => {
    /** Everything the page keeps in web storage, once what it saves as it goes is saved. */
    async function stored(page: Page): Promise<string> {
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      await page.waitForTimeout(150);
      return page.evaluate(() =>
        JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage } }),
      );
    }
    const LONG_NUMBER = /\d{13,}/;

    it('a full journey (choose a card, detour to bind another, reload, pay, verify) leaves no 13+ digit number in web storage', async () => {
      const { page } = await open(`/payWay?${SESSION}&amount=545000`);
      await settled(page);
      await page.getByRole('radio', { name: CARD }).tap();
      expect(await stored(page)).not.toMatch(LONG_NUMBER);

      await page.getByRole('button', { name: 'Add a bank card' }).tap();
      await page.getByRole('button', { name: 'Bind a bank card' }).tap();
      const account = page.getByLabel('Account number');
      await account.waitFor();
      await account.fill('');
      await account.pressSequentially('4111222233334444');
      expect(await stored(page)).not.toMatch(LONG_NUMBER);
      await page.goBack();
      await page.goBack();
      await settled(page);
      await page.reload();
      await settled(page);
      // The card chosen before the reload is still the one, read again from the server to pay.
      expect(await page.getByRole('radio', { name: CARD }).isChecked()).toBe(true);
      await payButton(page).tap();
      const dialog = page.getByRole('dialog', { name: 'SMS verification' });
      await dialog.getByLabel('Verification code').waitFor();
      expect(await stored(page)).not.toMatch(LONG_NUMBER);
      await dialog.getByLabel('Verification code').pressSequentially('123456');
      await dialog.getByRole('button', { name: 'Confirm' }).tap();
      await page.getByText('Your repayment has been submitted').waitFor();
      const text = await stored(page);
      expect(text).not.toMatch(LONG_NUMBER);
      expect(text).not.toContain('123456');
      const [commit] = await seen('repayment-commit');
      expect(commit!.fields).toMatchObject({ cardId: 'card-1', cardNo: '4111222233334321', bankCode: 'BDO' });
    });
  });

  describe('55.5 countdowns and the SMS dialog', () => {
    it('a stored countdown tampered to end at 1e15 shows at most its own 60 s after a reload', async () => {
      const { page } = await fixture.open(`/payWay?${SESSION}&amount=545000`, {
        // Before the app starts on every load: every time value kept for a countdown pushed to the
        // year 33658, as someone with the phone in hand could write it.
        prepare: (context) =>
          context.addInitScript(() => {
            const text = sessionStorage.getItem('loan.state.v1');
            if (!text) return;
            const saved = JSON.parse(text) as {
              flow?: { countdowns?: Record<string, Record<string, unknown>> };
            };
            for (const entry of Object.values(saved.flow?.countdowns ?? {}))
              for (const [name, value] of Object.entries(entry))
                if (typeof value === 'number' && value > 3600) entry[name] = 1e15;
            sessionStorage.setItem('loan.state.v1', JSON.stringify(saved));
          }),
      });
      await settled(page);
      await chooseCardAndPay(page);
      const dialog = page.getByRole('dialog', { name: 'SMS verification' });
      const waiting = dialog.getByRole('button', { name: /^Resend in \d+ s$/ });
      await waiting.waitFor();
      await page.reload();
      await settled(page);
      await payButton(page).tap();
      await waiting.waitFor();
      const seconds = Number((await waiting.innerText()).replace(/\D/g, ''));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
    });

    it('a phone clock set back an hour neither lengthens the 60 s countdown on screen nor after a reload', async () => {
      const { page } = await fixture.open(`/payWay?${SESSION}&amount=545000`, {
        bridge: true,
        prepare: (context) => context.clock.install(),
      });
      await settled(page);
      await chooseCardAndPay(page);
      const dialog = page.getByRole('dialog', { name: 'SMS verification' });
      const waiting = dialog.getByRole('button', { name: /^Resend in \d+ s$/ });
      await waiting.waitFor();
      await page.clock.setSystemTime((await page.evaluate(() => Date.now())) - 3_600_000);
      await page.clock.runFor(20_000);
      const seconds = async () => Number((await waiting.innerText()).replace(/\D/g, ''));
      expect(await seconds()).toBeLessThanOrEqual(41);
      await page.reload();
      await settled(page);
      await payButton(page).tap();
      await waiting.waitFor();
      expect(await seconds()).toBeLessThanOrEqual(60);
      await page.clock.runFor(61_000);
      await dialog.getByRole('button', { name: 'Resend', exact: true }).waitFor();
    });

    it('the SMS verification dialog passes axe: no serious or critical violation', async () => {
      const { page } = await open(`/payWay?${SESSION}&amount=545000`);
      await settled(page);
      await chooseCardAndPay(page);
      const dialog = page.getByRole('dialog', { name: 'SMS verification' });
      await dialog.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
      await page.waitForTimeout(500); // the opening animation
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  describe('31.2 the amount shown is the amount sent', () => {
    it('545000 shows ₱5,450.00 and the commit sends exactly 545000', async () => {
      const { page } = await open(`/payWay?${SESSION}&amount=545000`);
      await settled(page);
      await page.getByText('₱5,450.00').waitFor();
      await chooseCardAndPay(page);
      await page.getByRole('dialog', { name: 'SMS verification' }).waitFor();
      const [commit] = await seen('repayment-commit');
      expect(commit!.fields.amount).toBe(545000);
    });

    it.each([['0.4'], ['12.5'], ['1e21'], ['%20545000'], ['5e5'], ['0x10'], ['-100']])(
      'amount=%s is unavailable and every money button is disabled: nothing is sent',
      async (amount) => {
        const { page } = await open(`/payWay?${SESSION}&amount=${amount}`);
        await settled(page);
        await page.getByText('unavailable', { exact: true }).waitFor();
        await page.getByRole('radio', { name: CARD }).tap();
        expect(await payButton(page).isDisabled()).toBe(true);
        await page.getByRole('button', { name: 'Pay with a payment link instead' }).tap();
        await page.getByText('Pay with a payment link', { exact: true }).waitFor();
        await page.getByText('unavailable', { exact: true }).waitFor();
        expect(await payButton(page).isDisabled()).toBe(true);
        expect(await seen('repayment-commit')).toHaveLength(0);
        expect(await seen('repayment-huichao')).toHaveLength(0);
      },
    );

    it('an amount above the configured maximum is unavailable', async () => {
      const { page } = await open(`/payWay?${SESSION}&amount=100000001`);
      await settled(page);
      await page.getByText('unavailable', { exact: true }).waitFor();
      expect(await payButton(page).isDisabled()).toBe(true);
    });

    it('a duplicated amount in the address never pays the second value (₱0.01): what is shown is what is sent', async () => {
      const { page } = await open(`/payWay?${SESSION}&amount=545000&amount=1`);
      await settled(page);
      await page.getByText('₱5,450.00').waitFor();
      expect(await page.getByText('₱0.01').count()).toBe(0);
      await chooseCardAndPay(page);
      await page.getByRole('dialog', { name: 'SMS verification' }).waitFor();
      const [commit] = await seen('repayment-commit');
      expect(commit!.fields.amount).toBe(545000);
    });
  });

  describe('31.4 a link from the server does not start a payment', () => {
    it('/payWay?amount=1#/alipayrepayment shows the amount and waits for a tap: no payment link is requested', async () => {
      const { page } = await open(`/payWay?${SESSION}&amount=1#/alipayrepayment`);
      await settled(page);
      await page.getByText('₱0.01').waitFor();
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/payWay');
      expect(await seen('repayment-huichao')).toHaveLength(0);
    });
  });

  describe('31.6 OTP countdowns and resend', () => {
    it('/register: a reload during the 60 s countdown resumes it', async () => {
      const { page } = await open('/register?id=7&templateId=1&utm_tag=fb&deviceId=d-1');
      const captcha = page.getByRole('img', { name: 'Picture code image' });
      await captcha.waitFor();
      const sid = new URL((await captcha.getAttribute('src'))!, fixture.app.url).searchParams.get('sid')!;
      await page.getByLabel('Mobile number', { exact: true }).pressSequentially('09171234567');
      const state = (await (await fetch(`${fixture.app.url}/__mock/state`)).json()) as {
        captchas: Record<string, string>;
      };
      await page.getByLabel('Picture code', { exact: true }).fill(state.captchas[sid]!);
      await page.getByRole('button', { name: 'Send code' }).tap();
      const waiting = page.getByRole('button', { name: /^Send again in \d+s$/ });
      await waiting.waitFor();
      await page.waitForTimeout(1500);

      await page.reload();
      await waiting.waitFor();
      const seconds = async () => Number((await waiting.innerText()).replace(/\D/g, ''));
      const first = await seconds();
      expect(first).toBeGreaterThan(50);
      expect(first).toBeLessThan(60);
      await expect.poll(seconds, { timeout: 4000 }).toBeLessThan(first);
      expect(await page.getByRole('button', { name: 'Send code' }).count()).toBe(0);
      expect(await seen('get-sms')).toHaveLength(1);
    });

    it('/payWay: Pay then Cancel five times sends one commit (one SMS), and the dialog comes back with its countdown', async () => {
      const { page } = await open(`/payWay?${SESSION}&amount=545000`);
      await settled(page);
      await chooseCardAndPay(page);
      const dialog = page.getByRole('dialog', { name: 'SMS verification' });
      for (let i = 0; i < 5; i += 1) {
        await dialog.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
        await dialog.getByRole('button', { name: 'Cancel' }).tap();
        await dialog.waitFor({ state: 'hidden' });
        await payButton(page).tap();
      }
      await dialog.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
      await page.reload();
      await settled(page);
      await payButton(page).tap();
      await dialog.getByRole('button', { name: /^Resend in 5\d s$/ }).waitFor();
      expect(await seen('repayment-commit')).toHaveLength(1);
    });
  });

  describe('31.7 a success code of the other style', () => {
    it('code 0 where \'00\' is expected is not shown as a failure reading "success", and the retry keeps the key', async () => {
      await fixture.app.setScenario('repay-commit-other-success');
      const { page } = await open(`/payWay?${SESSION}&amount=545000`);
      await settled(page);
      await chooseCardAndPay(page);
      await page.getByText('error', { exact: true }).waitFor();
      expect(await page.getByText('success', { exact: true }).count()).toBe(0);
      await page.getByText('error', { exact: true }).waitFor({ state: 'hidden' });
      await payButton(page).tap();
      await expect.poll(async () => (await seen('repayment-commit')).length).toBe(2);
      const commits = await seen('repayment-commit');
      expect(commits[0]!.headers['idempotency-key']).toBeTruthy();
      expect(commits[1]!.headers['idempotency-key']).toBe(commits[0]!.headers['idempotency-key']);
    });
  });

  describe('30.5 the commit carries couponId', () => {
    it('the coupon of the query, or null', async () => {
      const { page } = await open(`/payWay?${SESSION}&amount=545000`);
      await settled(page);
      await chooseCardAndPay(page);
      await page.getByRole('dialog', { name: 'SMS verification' }).waitFor();
      const [commit] = await seen('repayment-commit');
      expect(commit!.fields).toHaveProperty('couponId', null);

      await fixture.app.setScenario('default');
      const other = await open(`/payWay?${SESSION}&amount=545000&couponId=C9`);
      await settled(other.page);
      await chooseCardAndPay(other.page);
      await other.page.getByRole('dialog', { name: 'SMS verification' }).waitFor();
      const [withCoupon] = await seen('repayment-commit');
      expect(withCoupon!.fields).toMatchObject({ couponId: 'C9' });
    });
  });
});
