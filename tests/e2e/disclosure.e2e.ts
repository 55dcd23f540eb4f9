/**
 * The disclosure statement on both loan confirmations, in real Chromium, in English and Filipino: the
 * mock's numbers as the borrower reads them, an effective rate that agrees with one worked out here
 * from the figures on screen, Next disabled until the borrower's own tap on the agreement box, and an
 * offer whose numbers do not add up, or above the EIR cap, refused with the customer-service contact
 * and nothing sent to take out the loan.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION, useAppAndBrowser, withPhone, type AppFixture, type LoggedRequest } from './harness';
import { recordsIn } from './telemetry';

interface Words {
  title: string;
  agree: string;
  consent: string;
  netProceeds: string;
  financeCharge: string;
  disbursedOn: string;
  schedule: string;
  eirMonthly: string;
  refused: string;
  advisory: string;
}

const WORDS: Record<'en' | 'fil', Words> = {
  en: {
    title: 'Disclosure Statement',
    agree: 'Agree',
    consent: 'I have read and agree to',
    netProceeds: 'Net proceeds',
    financeCharge: 'Total finance charge',
    disbursedOn: 'Released on',
    schedule: 'Schedule of payments',
    eirMonthly: 'Effective interest rate per month',
    refused: 'We cannot show this offer. Please contact us.',
    advisory: 'Please read the Disclosure Statement before you proceed.',
  },
  fil: {
    title: 'Disclosure Statement (Pahayag ng mga Detalye ng Utang)',
    agree: 'Sumasang-ayon',
    consent: 'Nabasa ko at sumasang-ayon ako sa',
    netProceeds: 'Netong matatanggap mo',
    financeCharge: 'Kabuuang singil sa utang',
    disbursedOn: 'Ipapadala sa',
    schedule: 'Iskedyul ng bayad',
    eirMonthly: 'Epektibong interes (EIR) kada buwan',
    refused: 'Hindi namin maipakita ang alok na ito. Makipag-ugnayan po sa amin.',
    advisory: 'Pakibasa muna ang Disclosure Statement bago ka magpatuloy.',
  },
};

const SCREENS = [
  {
    path: '/confirmUse',
    session: SESSION,
    push: /\/loan-detail-push$/,
    button: { en: 'Next', fil: 'Susunod' },
  },
  {
    path: '/confirmUseNew',
    session: SESSION.replace('productId=1', 'productId=2'),
    push: /\/gopia\/goya\/loan-push$/,
    button: { en: 'Get my loan', fil: 'Kunin ang loan ko' },
  },
] as const;

const TAP = { timeout: 10_000 };

/** ₱4,550.00 → 4550. */
const pesos = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Days between two YYYY-MM-DD dates. */
const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * The monthly rate at which what was received equals what is repaid, found here by Newton's method
 * (the app bisects): Σ total × (1 + m)^(−days/30) = net proceeds.
 */
function independentMonthlyRate(
  net: number,
  disbursedOn: string,
  rows: { date: string; total: number }[],
): number {
  let m = 0.01;
  for (let i = 0; i < 100; i++) {
    let f = -net;
    let df = 0;
    for (const { date, total } of rows) {
      const t = days(disbursedOn, date) / 30;
      f += total * Math.pow(1 + m, -t);
      df += -t * total * Math.pow(1 + m, -t - 1);
    }
    const step = f / df;
    m -= step;
    if (Math.abs(step) < 1e-12) break;
  }
  return m;
}

/** The value beside a label of the statement. */
async function figure(page: Page, label: string): Promise<string> {
  const row = page.locator('.w-disclosure-row', { has: page.locator('dt', { hasText: label }) }).first();
  return (await row.locator('dd').textContent())!.trim();
}

async function pushes(fixture: AppFixture, push: RegExp): Promise<LoggedRequest[]> {
  return ((await fixture.app.requests()) as LoggedRequest[]).filter((r) => push.test(r.path));
}

/** Keeps a copy of every telemetry beacon the page sends (a beacon's body is not seen from outside). */
const keepBeacons = (context: BrowserContext) =>
  context.addInitScript(() => {
    const kept: string[] = [];
    (window as unknown as { beacons: string[] }).beacons = kept;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (new URL(url, location.href).pathname === '/v1/logs')
        void new Response(data as BodyInit).text().then((text) => kept.push(text));
      return send(url, data);
    };
  });

/** The `offer.refused` records of the telemetry beacons the page sent, as attribute maps. */
async function refusalReports(page: Page): Promise<Record<string, string | undefined>[]> {
  const texts = await page.evaluate(() => (window as unknown as { beacons: string[] }).beacons);
  return texts.flatMap((text) => recordsIn(text, 'offer.refused'));
}

/** The older API's page opens its agreement in a modal first: the borrower reads it and taps Agree. */
async function pastAgreement(page: Page, path: string, say: Words): Promise<void> {
  if (path !== '/confirmUseNew') return;
  const dialog = page.getByRole('dialog').first();
  await dialog.getByRole('button', { name: say.agree, exact: true }).tap(TAP);
  await dialog.waitFor({ state: 'hidden' });
}

describe('disclosure statement before consent', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });

  for (const screen of SCREENS)
    for (const lang of ['en', 'fil'] as const) {
      const say = WORDS[lang];
      const button = screen.button[lang];
      it(`${screen.path} in ${lang}: the mock's numbers, its EIR, and ${button} only after the borrower's tick`, async () => {
        await fixture.app.setScenario('default');
        await withPhone(fixture, `${screen.path}?${screen.session}&lang=${lang}`, async ({ page }) => {
          await pastAgreement(page, screen.path, say);
          const statement = page.getByRole('region', { name: say.title });
          await statement.waitFor(TAP);
          await page.getByText(say.advisory, { exact: true }).waitFor();
          expect(await figure(page, say.netProceeds)).toBe('₱4,550.00');
          expect(await figure(page, say.financeCharge)).toBe('₱700.00');
          const disbursedOn = await figure(page, say.disbursedOn);
          expect(disbursedOn).toBe('2025-06-02');

          const table = statement.getByRole('table', { name: say.schedule });
          const rows = await table
            .locator('tbody tr')
            .evaluateAll((trs) =>
              trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim())),
            );
          expect(rows).toEqual(
            ['2025-07-02', '2025-08-01', '2025-08-31', '2025-09-30'].map((date) => [
              date,
              '₱1,250.00',
              '₱62.50',
              '₱0.00',
              '₱1,312.50',
            ]),
          );
          const expected = independentMonthlyRate(
            pesos(await figure(page, say.netProceeds)),
            disbursedOn,
            rows.map(([date, , , , total]) => ({ date: date!, total: pesos(total!) })),
          );
          const shown = Number((await figure(page, say.eirMonthly)).replace('%', ''));
          expect(Math.abs(shown - expected * 100)).toBeLessThan(0.05);

          // Consent is the borrower's act: nothing is ticked and nothing can be sent until they tap.
          const box = page.getByRole('checkbox', { name: say.consent });
          const next = page.getByRole('button', { name: button, exact: true });
          expect(await box.isChecked()).toBe(false);
          expect(await next.isDisabled()).toBe(true);
          await box.tap(TAP);
          expect(await box.isChecked()).toBe(true);
          expect(await next.isDisabled()).toBe(false);
          // The amount sent is the amount the statement was worked out from.
          await next.tap(TAP);
          await page.waitForURL(/\/loanDetail\?/);
          const [push] = await pushes(fixture, screen.push);
          expect(Number(push!.fields.amount)).toBe(500000);
        });
      });
    }

  for (const [screen, scenario, lang, reason] of [
    [SCREENS[0], 'disclosure-short', 'en', 'net-proceeds'],
    [SCREENS[1], 'disclosure-over-cap', 'fil', 'eir-cap'],
  ] as const) {
    const say = WORDS[lang];
    it(`${screen.path} with ${scenario} (${lang}): the refusal with the contact, nothing sent, the operators told`, async () => {
      await fixture.app.setScenario(scenario);
      try {
        await withPhone(
          fixture,
          { path: `${screen.path}?${screen.session}&lang=${lang}`, prepare: keepBeacons },
          async ({ page }) => {
            await pastAgreement(page, screen.path, say);
            const refusal = page.getByRole('alert').filter({ hasText: say.refused });
            await refusal.waitFor(TAP);
            expect(await refusal.getByRole('link', { name: '+63 2 8888 0000' }).getAttribute('href')).toBe(
              'tel:+63288880000',
            );
            expect(await page.getByRole('region', { name: say.title }).count()).toBe(0);
            await page.getByRole('checkbox', { name: say.consent }).tap(TAP);
            const next = page.getByRole('button', { name: screen.button[lang], exact: true });
            expect(await next.isDisabled()).toBe(true);
            // A finger on the button, wherever it is drawn: nothing is pushed, the page stays.
            const box = (await next.boundingBox())!;
            await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
            await page.waitForTimeout(500);
            expect(await pushes(fixture, screen.push)).toEqual([]);
            expect(new URL(page.url()).pathname).toBe(screen.path);
            // The first touch connected the telemetry channel, which sends what the page noted.
            await expect
              .poll(async () => (await refusalReports(page)).length, { timeout: 10_000 })
              .toBeGreaterThan(0);
            expect((await refusalReports(page))[0]).toMatchObject({
              'offer.reason': reason,
              'config.release': 'bundled',
              'config.screen': screen.path === '/confirmUse' ? 'confirm-use' : 'confirm-use-new',
            });
          },
        );
      } finally {
        await fixture.app.setScenario('default');
      }
    });
  }
});
