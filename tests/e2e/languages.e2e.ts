/**
 * English and Filipino on the production build, in Chromium with real taps: the spec's messages (once
 * Chinese, Indonesian and Spanish) on their own screens, a Philippine mobile number registering, the
 * picker's buttons and the engine's own words, amounts, in each language; the language coming from
 * `?lang=`, kept through navigation and a reload, and switched on the public pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  distDir,
  screenshot,
  SESSION,
  useAppAndBrowser,
  withPhone,
  type AppFixture,
  type LoggedRequest,
} from './harness';
import { money } from '../../mocks/language';

const TAP = { timeout: 4000 };

/** What a borrower reads, in each language (the Filipino as screen-configs/languages/fil has it). */
const WORDS = {
  en: {
    chooseCard: 'Please choose a bank card first.',
    wrongCode: 'Please enter the correct verification code.',
    mobile: 'Please enter a valid mobile number.',
    pictureCode: 'Please enter the picture code.',
    pictureLabel: 'Picture code',
    smsCode: 'Please enter the SMS code.',
    wait: 'Please wait before requesting another code.',
    chooseRating: 'Please choose a rating.',
    collection: 'The selected order does not accept collection complaints.',
    register: 'Register',
    sendCode: 'Send code',
    codeSent: 'code sent, check phone',
    sendAgain: /^Send again in \d+s$/,
    pay: 'Pay',
    confirm: 'Confirm',
    smsDialog: 'SMS verification',
    codeLabel: 'Verification code',
    submit: 'Submit',
    rateUs: 'Rate us',
    pickerConfirm: 'Confirm',
    pickerCancel: 'Cancel',
    offline: 'No internet connection. Check your connection and try again.',
    retry: 'Retry',
    goBack: 'Go back',
    unavailable: 'unavailable',
    loading: 'loading...',
    orderTitle: 'Order Details',
    repay: 'REPAY',
    repayTitle: 'Repayment date',
    home: 'Cash loans from your phone, up to ₱20,000',
    loanTitle: 'Loan confirmation',
    feeList: 'Detailed list',
    planList: 'Plan list',
    stepsPicture: 'How to repay: choose a method, pay with the code, keep the receipt',
    firstStep: 'Choose a method',
    // What the mock server answers a visit in this language (mocks/filipino.ts has the Filipino).
    acceptLanguage: 'en-PH, en;q=0.9',
    serverRows: [
      ['Loan amount', '₱5,000.00'],
      ['Overdue days', '0'],
    ],
    breakdownTitle: 'What this amount is for',
    breakdown: ['Principal', 'Interest', 'Fees', 'Penalties'],
    collectionType: 'Collection',
  },
  fil: {
    chooseCard: 'Pumili muna ng bank card.',
    wrongCode: 'Pakilagay ang tamang verification code.',
    mobile: 'Pakilagay ang tamang mobile number.',
    pictureCode: 'Pakilagay ang code sa larawan.',
    pictureLabel: 'Code sa larawan',
    smsCode: 'Pakilagay ang SMS code.',
    wait: 'Maghintay muna bago humingi ulit ng code.',
    chooseRating: 'Pakipili ng rating.',
    collection: 'Hindi puwedeng magreklamo tungkol sa paniningil para sa napiling order.',
    register: 'Magrehistro',
    sendCode: 'Ipadala ang code',
    codeSent: 'naipadala na ang code, tingnan ang phone mo',
    sendAgain: /^Maipapadala ulit sa loob ng \d+s$/,
    pay: 'Magbayad',
    confirm: 'Kumpirmahin',
    smsDialog: 'Pag-verify sa SMS',
    codeLabel: 'Verification code',
    submit: 'Isumite',
    rateUs: 'I-rate kami',
    pickerConfirm: 'Kumpirmahin',
    pickerCancel: 'Kanselahin',
    offline: 'Walang internet connection. Tingnan ang connection mo at subukan ulit.',
    retry: 'Subukan ulit',
    goBack: 'Bumalik',
    unavailable: 'hindi maipakita',
    loading: 'naglo-load...',
    orderTitle: 'Detalye ng Order',
    repay: 'MAGBAYAD',
    repayTitle: 'Petsa ng bayad',
    home: 'Cash loan gamit ang phone mo, hanggang ₱20,000',
    loanTitle: 'Kumpirmasyon ng loan',
    feeList: 'Detalye ng loan',
    planList: 'Iskedyul ng bayad',
    stepsPicture: 'Paano magbayad: pumili ng paraan, magbayad gamit ang code, itago ang resibo',
    firstStep: 'Pumili ng',
    acceptLanguage: 'fil-PH, fil;q=0.9, en;q=0.5',
    serverRows: [
      ['Halaga ng loan', '₱5,000.00'],
      ['Mga araw na lampas sa due date', '0'],
    ],
    breakdownTitle: 'Para saan ang halagang ito',
    breakdown: ['Prinsipal', 'Interes', 'Mga bayarin', 'Mga multa'],
    collectionType: 'Paniningil',
  },
} as const;

type Lang = keyof typeof WORDS;

/** The picture code the mock server made for the captcha on the page. */
async function captchaCode(fixture: AppFixture, page: Page): Promise<string> {
  const captcha = page.getByRole('img', { name: /^(Picture code image|Larawan ng code)$/ });
  await captcha.waitFor();
  const sid = new URL((await captcha.getAttribute('src'))!, fixture.app.url).searchParams.get('sid')!;
  const state = (await (await fetch(`${fixture.app.url}/__mock/state`)).json()) as {
    captchas: Record<string, string>;
  };
  return state.captchas[sid]!;
}

for (const lang of ['en', 'fil'] as const satisfies readonly Lang[]) {
  const say = WORDS[lang];

  describe(`in ${lang === 'en' ? 'English' : 'Filipino'}`, () => {
    const fixture = useAppAndBrowser({ scenario: 'default' });

    it('registers a Philippine mobile number: get-sms sends 09171234567; a second send waits', async () => {
      await withPhone(fixture, `/register?id=7&templateId=1&deviceId=d-1&lang=${lang}`, async ({ page }) => {
        const code = await captchaCode(fixture, page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        await page.getByLabel('Mobile number', { exact: true }).pressSequentially('09171234567');
        expect(await page.getByLabel('Mobile number', { exact: true }).inputValue()).toBe('0917 123 4567');
        await page.getByLabel(say.pictureLabel, { exact: true }).fill(code);
        await page.getByRole('button', { name: say.sendCode, exact: true }).tap(TAP);
        await page.getByText(say.codeSent, { exact: true }).waitFor();
        const sms = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
          r.path.endsWith('/promotion/get-sms'),
        );
        expect(sms).toHaveLength(1);
        expect(sms[0]!.fields).toMatchObject({ phone: '09171234567', deviceId: 'd-1' });
        await page.getByRole('button', { name: say.sendAgain }).tap(TAP);
        await page.getByText(say.wait, { exact: true }).waitFor();
        await screenshot(page, `languages-${lang}-register-wait`);
      });
    });

    it('register: the mobile number, picture code and SMS code messages', async () => {
      await withPhone(fixture, `/register?id=7&templateId=1&deviceId=d-1&lang=${lang}`, async ({ page }) => {
        await page.getByRole('button', { name: say.register, exact: true }).tap(TAP);
        for (const message of [say.mobile, say.pictureCode, say.smsCode])
          await page.getByText(message, { exact: true }).first().waitFor();
        // Another market's mobile number is refused with the same message, and nothing is sent.
        await page.getByLabel('Mobile number', { exact: true }).pressSequentially('13912345678');
        await page.getByRole('button', { name: say.sendCode, exact: true }).tap(TAP);
        await page.getByText(say.mobile, { exact: true }).first().waitFor();
        const sms = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
          r.path.endsWith('/promotion/get-sms'),
        );
        expect(sms).toHaveLength(0);
        await screenshot(page, `languages-${lang}-register-messages`);
      });
    });

    it('pay-way: a bank card first, then the correct verification code; amounts as ₱5,450.00', async () => {
      await withPhone(
        fixture,
        { path: `/payWay?${SESSION}&amount=545000&lang=${lang}`, bridge: true },
        async ({ page }) => {
          await page.getByText('₱5,450.00').first().waitFor();
          const pay = page.getByRole('button', { name: say.pay, exact: true });
          await pay.tap(TAP);
          await page.getByText(say.chooseCard, { exact: true }).waitFor();
          await page.getByRole('radio', { name: /^BDO Unibank/ }).tap(TAP);
          await pay.tap(TAP);
          const dialog = page.getByRole('dialog', { name: say.smsDialog });
          await dialog.getByLabel(say.codeLabel).pressSequentially('123');
          const confirm = dialog.getByRole('button', { name: say.confirm, exact: true });
          // The button's word stays inside the button in either language.
          const fits = await confirm.evaluate((button) => {
            const range = document.createRange();
            range.selectNodeContents(button);
            const text = range.getBoundingClientRect();
            const box = button.getBoundingClientRect();
            return text.left >= box.left && text.right <= box.right;
          });
          expect(fits).toBe(true);
          await confirm.tap(TAP);
          await page.getByText(say.wrongCode, { exact: true }).waitFor();
          const confirms = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
            r.path.endsWith('/repayment-confirm'),
          );
          expect(confirms).toHaveLength(0);
          await screenshot(page, `languages-${lang}-pay-way-code`);
        },
      );
    });

    it("loan confirmation: the offer's headings, the one its fragment is handed included", async () => {
      await withPhone(fixture, `/confirmUse?${SESSION}&lang=${lang}`, async ({ page }) => {
        await page.getByRole('heading', { name: say.loanTitle }).waitFor();
        for (const heading of [say.feeList, say.planList])
          await page.getByRole('heading', { name: heading, exact: true }).waitFor(TAP);
      });
    });

    it("repayment by period: the steps' picture is written in the visit's language", async () => {
      await withPhone(fixture, `/repayPeriod?${SESSION}&lang=${lang}`, async ({ page }) => {
        const picture = page.getByRole('img', { name: say.stepsPicture, exact: true });
        await picture.waitFor();
        await page.waitForFunction((alt) => {
          const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
          return img !== null && img.complete && img.naturalWidth > 0;
        }, say.stepsPicture);
        const words = await (
          await fetch(new URL((await picture.getAttribute('src'))!, fixture.app.url))
        ).text();
        expect(words).toContain(`>${say.firstStep}<`);
        for (const other of Object.values(WORDS).filter((w) => w !== say))
          expect(words).not.toContain(`>${other.firstStep}<`);
      });
    });

    it("repayment by period: its /v3 call asks for the visit's language, and the server's rows read in it", async () => {
      await withPhone(fixture, `/repayPeriod?${SESSION}&lang=${lang}`, async ({ page }) => {
        for (const [label, amount] of say.serverRows) {
          const row = page
            .locator('.w-stack')
            .filter({ has: page.getByText(label, { exact: true }) })
            .last();
          await row.getByText(amount, { exact: true }).waitFor();
        }
        for (const other of Object.values(WORDS).filter((w) => w !== say))
          expect(await page.getByText(other.serverRows[0]![0], { exact: true }).count()).toBe(0);
        // The phone's own Accept-Language is en-US: the app sets the visit's on the request itself.
        const calls = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
          r.path.endsWith('/v3/installment/loan-play-detail'),
        );
        expect(calls.length).toBeGreaterThan(0);
        for (const call of calls) expect(call.headers['accept-language']).toBe(say.acceptLanguage);
        await screenshot(page, `languages-${lang}-repay-period-server-rows`);
      });
    });

    it("repayment by period: the amount due split into principal, interest, fees and penalties, the mock's numbers", async () => {
      // The mock's own answer, asked for as the app asks: the numbers the screen must show.
      const answer = (await (
        await fetch(`${fixture.app.url}/v3/installment/loan-play-detail`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ productId: 1, orderId: 'OD1001' }),
        })
      ).json()) as { data: { repayAmount: number; breakdown: Record<string, number> } };
      const { breakdown, repayAmount } = answer.data;
      const parts = [breakdown.principal!, breakdown.interest!, breakdown.fees!, breakdown.penalties!];
      expect(parts.reduce((a, b) => a + b, 0)).toBe(repayAmount);
      expect(parts[0]).toBeGreaterThan(0);
      await withPhone(fixture, `/repayPeriod?${SESSION}&lang=${lang}`, async ({ page }) => {
        const title = page.getByText(say.breakdownTitle, { exact: true });
        await title.waitFor();
        const card = page.locator('.w-stack').filter({ has: title }).last();
        for (const [i, label] of say.breakdown.entries()) {
          const row = card.locator('.w-stack').filter({ has: page.getByText(label, { exact: true }) });
          expect(await row.count(), label).toBe(1);
          expect(await row.getByText(money(parts[i]!, lang), { exact: true }).count(), label).toBe(1);
        }
        // Not overdue: no days past due to speak of.
        expect(breakdown.daysPastDue).toBe(0);
        expect(await card.locator('.w-stack').count()).toBe(4);
        await screenshot(page, `languages-${lang}-repay-period-breakdown`);
      });
    });

    it('order details: a rating sent with no star chosen is refused', async () => {
      await fixture.app.setScenario('order-score');
      try {
        await withPhone(
          fixture,
          { path: `/loanDetail?${SESSION}&lang=${lang}`, bridge: true },
          async ({ page }) => {
            const rating = page.getByRole('dialog', { name: say.rateUs });
            await rating.getByRole('button', { name: say.submit, exact: true }).tap(TAP);
            await page.getByText(say.chooseRating, { exact: true }).waitFor();
            const scores = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
              r.path.endsWith('/google-score'),
            );
            expect(scores).toHaveLength(0);
          },
        );
      } finally {
        await fixture.app.setScenario('default');
      }
    });

    it('complaint: a collection complaint on an order that does not accept one is refused', async () => {
      await fixture.app.setScenario('complaint-ineligible');
      try {
        await withPhone(fixture, `/complainPage?${SESSION}&lang=${lang}`, async ({ page }) => {
          await page.getByRole('radio', { name: say.collectionType }).tap(TAP);
          await page.getByText(say.collection, { exact: true }).waitFor();
          expect(new URL(page.url()).pathname).toBe('/complainPage');
          // A /preschool call: the visit's language in its header and among its common parameters.
          const [init] = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
            r.path.endsWith('/preschool/user-problem/problem-init'),
          );
          expect(init!.headers['accept-language']).toBe(say.acceptLanguage);
          expect(init!.query.lang).toBe(lang);
        });
      } finally {
        await fixture.app.setScenario('default');
      }
    });

    it("the picker's own buttons", async () => {
      await withPhone(fixture, `/bindBank?product_id=1&deviceId=d-1&lang=${lang}`, async ({ page }) => {
        await page.getByRole('combobox').first().tap(TAP);
        const cancel = page.getByText(say.pickerCancel, { exact: true });
        await page.getByText(say.pickerConfirm, { exact: true }).waitFor();
        await screenshot(page, `languages-${lang}-picker`);
        await cancel.tap(TAP);
        await cancel.waitFor({ state: 'hidden' });
      });
    });

    it("the engine's own words: a screen that cannot load, Retry and Go back; its loading label", async () => {
      let failNext = true;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await withPhone(
        fixture,
        {
          path: `/bindBank?product_id=1&deviceId=d-1&lang=${lang}`,
          intercept: (context) =>
            context.route('**/preschool/v3/bind-card/card-init**', async (route) => {
              if (failNext) {
                failNext = false;
                await route.abort('internetdisconnected');
                return;
              }
              await held;
              await route.continue();
            }),
          ignore: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/],
        },
        async ({ page }) => {
          const error = page.locator('.screen-error');
          await error.getByText(say.offline, { exact: true }).waitFor();
          await error.getByRole('button', { name: say.goBack, exact: true }).waitFor();
          await screenshot(page, `languages-${lang}-screen-error`);
          await error.getByRole('button', { name: say.retry, exact: true }).tap(TAP);
          expect(await page.locator('.screen-skeleton').getAttribute('aria-label')).toBe(say.loading);
          release();
          await page.getByRole('tab').first().waitFor();
        },
      );
    });

    it("an amount that is no amount shows the language's word, and Pay stays disabled", async () => {
      await withPhone(
        fixture,
        `/payWay?${SESSION}&amount=12.5&lang=${lang}#/alipayrepayment`,
        async ({ page }) => {
          await page.getByText(say.unavailable, { exact: true }).waitFor();
          expect(await page.getByRole('button', { name: say.pay, exact: true }).isDisabled()).toBe(true);
        },
      );
    });
  });
}

describe('the language of a visit', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });

  it("a Filipino visit asks for its pack and the translating source (with the catalogues' index) side by side", async () => {
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const pack = `/${manifest['src/app/language/packs/fil.ts']!.file}`;
    const index = `/${manifest['src/app/language/catalogue-translator.ts']!.file}`;
    const askedAt = new Map<string, number>();
    await withPhone(
      fixture,
      {
        path: `/aboutUs?${SESSION}&lang=fil`,
        // A slow network: the pack takes half a second to come.
        intercept: async (context) => {
          context.on('request', (request) => {
            const path = new URL(request.url()).pathname;
            if (!askedAt.has(path)) askedAt.set(path, Date.now());
          });
          await context.route(`**${pack}`, async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 500));
            await route.continue();
          });
        },
      },
      async ({ page }) => {
        await page.locator('main[data-screen="about-us"][aria-busy="false"]').waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
        expect(askedAt.has(pack) && askedAt.has(index)).toBe(true);
        expect(Math.abs(askedAt.get(index)! - askedAt.get(pack)!)).toBeLessThan(250);
      },
    );
  });

  it('?lang=fil is kept through a navigation and a reload', async () => {
    await fixture.app.setScenario('order-174-delay');
    try {
      await withPhone(
        fixture,
        { path: `/loanDetail?${SESSION}&lang=fil`, bridge: true },
        async ({ page }) => {
          await page.getByRole('heading', { name: WORDS.fil.orderTitle }).waitFor();
          await page.getByRole('button', { name: WORDS.fil.repay, exact: true }).tap(TAP);
          await page.waitForURL(/\/repayPeriod\?/);
          expect(new URL(page.url()).searchParams.get('lang')).toBe('fil');
          await page.getByText(WORDS.fil.repayTitle, { exact: true }).waitFor();
          await page.reload();
          await page.getByText(WORDS.fil.repayTitle, { exact: true }).waitFor();
          expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
        },
      );
    } finally {
      await fixture.app.setScenario('default');
    }
  });

  it("without lang, the phone's language; the switch on / changes it for the visit", async () => {
    await withPhone(
      fixture,
      {
        path: '/?deviceId=d-1',
        prepare: (context) =>
          context.addInitScript(() =>
            Object.defineProperty(navigator, 'languages', { get: () => ['fil-PH', 'en-US'] }),
          ),
      },
      async ({ page }) => {
        await page.getByText(WORDS.fil.home, { exact: true }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
        await page.getByRole('button', { name: 'English', exact: true }).tap(TAP);
        await page.getByText(WORDS.en.home, { exact: true }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
        await page.reload();
        await page.getByText(WORDS.en.home, { exact: true }).waitFor();
      },
    );
  });

  it("without lang, a Filipino phone's visit asks the lender for Filipino from its first call", async () => {
    await withPhone(
      fixture,
      {
        path: `/repayPeriod?${SESSION}`,
        prepare: (context) =>
          context.addInitScript(() =>
            Object.defineProperty(navigator, 'languages', { get: () => ['fil-PH', 'en-US'] }),
          ),
      },
      async ({ page }) => {
        // The server's row, in Filipino.
        await page.getByText(WORDS.fil.serverRows[0]![0], { exact: true }).first().waitFor();
        const calls = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
          r.path.startsWith('/v3/'),
        );
        expect(calls.length).toBeGreaterThan(0);
        for (const call of calls) expect(call.headers['accept-language']).toBe(WORDS.fil.acceptLanguage);
      },
    );
  });

  it('the switch on /register keeps the page’s own parameters', async () => {
    await withPhone(fixture, '/register?id=7&templateId=1&utm_tag=fb&deviceId=d-1', async ({ page }) => {
      await page.getByRole('button', { name: 'Register', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Filipino', exact: true }).tap(TAP);
      await page.getByRole('button', { name: WORDS.fil.register, exact: true }).waitFor();
      const query = new URL(page.url()).searchParams;
      expect(Object.fromEntries(query)).toMatchObject({
        id: '7',
        templateId: '1',
        utm_tag: 'fb',
        lang: 'fil',
      });
      await screenshot(page, 'languages-register-switched');
    });
  });
});
