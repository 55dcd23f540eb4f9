/**
 * Session safety in Chromium on the production build (issue #31, docs/contracts.md §11): the header secrets
 * leave the address bar but keep travelling as headers (also after a reload), a link gets session
 * values only on the lender's https hosts, images never load from another host, server field names
 * never reach Object.prototype, corrupt or secret drafts never outlive a reload, and oversized or
 * duplicated inputs are refused or read one way.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION, type App, useAppAndBrowser, withPhone, type LoggedRequest } from './harness';

const SECRETS = 'building=B-SECRET&gather=G-SECRET&swift=S-SECRET&eyes=E-SECRET';
const SECRET_VALUES = /B-SECRET|G-SECRET|S-SECRET|E-SECRET/;
const SECRET_NAMES = /[?&](building|gather|swift|eyes)=/;

/** Everything the page keeps in sessionStorage, as one text. */
const storageText = (page: Page) => page.evaluate(() => JSON.stringify({ ...sessionStorage }));

/** Answers `pattern` with the real response, its JSON changed by `change`. */
async function rewrite(
  target: Page | BrowserContext,
  pattern: string,
  change: (json: { data: Record<string, unknown> }) => void,
) {
  await target.route(pattern, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: Record<string, unknown> };
    change(json);
    await route.fulfill({ response, json });
  });
}

/** Every URL the page asked for on hosts outside the app (answered with an empty page, never the network). */
async function recordOutside(context: BrowserContext, app: App): Promise<string[]> {
  const seen: string[] = [];
  const origin = new URL(app.url).origin;
  await context.route(
    (url) => url.origin !== origin,
    async (route) => {
      seen.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' });
    },
  );
  return seen;
}

describe('session safety in Chromium on the production build', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });

  const requests = async () => (await fixture.app.requests()) as LoggedRequest[];
  const to = async (suffix: string) => (await requests()).filter((r) => r.path.endsWith(suffix));

  it('31.3: the header secrets leave the address bar and storage; calls still carry them as headers, also after a reload', async () => {
    await withPhone(fixture, `/bindBank?product_id=1&deviceId=d-1&${SECRETS}`, async ({ page }) => {
      await page.getByLabel('Account number').waitFor();
      expect(page.url()).not.toMatch(SECRET_NAMES);
      expect(page.url()).not.toMatch(SECRET_VALUES);
      expect(new URL(page.url()).searchParams.get('deviceId')).toBe('d-1');
      let inits = await to('/bind-card/card-init');
      expect(inits).toHaveLength(1);
      expect(inits[0]!.headers).toMatchObject({ swift: 'S-SECRET', eyes: 'E-SECRET' });
      expect(inits[0]!.query).toMatchObject({ deviceId: 'd-1', product_id: '1' });
      expect(await storageText(page)).not.toMatch(SECRET_VALUES);

      await page.reload();
      await page.getByLabel('Account number').waitFor();
      expect(page.url()).not.toMatch(SECRET_VALUES);
      inits = await to('/bind-card/card-init');
      expect(inits).toHaveLength(2);
      expect(inits[1]!.headers).toMatchObject({ swift: 'S-SECRET', eyes: 'E-SECRET' });
      expect(inits[1]!.query).toMatchObject({ deviceId: 'd-1' });
      expect(await storageText(page)).not.toMatch(SECRET_VALUES);
    });
  });

  it('31.3: in-app navigation keeps the secrets out of the address bar and history; the next screen and its reload still send them', async () => {
    await fixture.app.setScenario('order-180');
    await withPhone(
      fixture,
      `/loanDetail?productId=1&orderId=OD1001&deviceId=d-1&${SECRETS}`,
      async ({ page }) => {
        await page.getByRole('button', { name: 'Repayment', exact: true }).first().waitFor();
        const details = await to('/loan-details/loan-details');
        expect(details[0]!.headers).toMatchObject({ building: 'B-SECRET', gather: 'G-SECRET' });
        expect(page.url()).not.toMatch(SECRET_VALUES);

        await page.getByRole('button', { name: 'Repayment', exact: true }).first().tap();
        await page.waitForURL(/\/repayPeriod/);
        await page.getByRole('button', { name: 'Payment Method' }).waitFor();
        expect(page.url()).not.toMatch(SECRET_VALUES);
        const before = (await requests()).length;
        await page.reload();
        await page.getByRole('button', { name: 'Payment Method' }).waitFor();
        expect(page.url()).not.toMatch(SECRET_VALUES);
        const afterReload = (await requests()).slice(before);
        expect(afterReload.length).toBeGreaterThan(0);
        for (const request of afterReload) {
          const names =
            request.path.startsWith('/preschool') || request.path.startsWith('/gopia')
              ? ['swift', 'eyes']
              : ['building', 'gather'];
          for (const name of names)
            expect(request.headers[name], `${request.path} ${name}`).toMatch(/^[A-Z]-SECRET$/);
        }
        // back to the first entry: its address is clean too
        await page.goBack();
        await page.waitForURL(/\/loanDetail/);
        expect(page.url()).not.toMatch(SECRET_VALUES);
        expect(await storageText(page)).not.toMatch(SECRET_VALUES);
      },
    );
  });

  describe('31.3, 31.8, 31.10: a link the server returns, opened with the session', () => {
    const cases: [name: string, url: string, expected: 'refused' | 'bare' | 'common'][] = [
      ['another https host', 'https://evil.example/landing', 'bare'],
      ["the lender's host over plain http", 'http://pay.pesoloan.example.ph/landing', 'bare'],
      ["the lender's https host", 'https://pay.pesoloan.example.ph/landing', 'common'],
      ['a path with a tab before a second slash', '/\t/evil.example/landing', 'refused'],
      ['a path with a line feed before a second slash', '/\n/evil.example/landing', 'refused'],
      ['a URL of 2 MB', `https://pay.pesoloan.example.ph/${'a'.repeat(2 * 1024 * 1024)}`, 'refused'],
    ];
    for (const [name, url, expected] of cases) {
      it(`${name}: ${expected === 'refused' ? 'refused, nothing loads' : expected === 'bare' ? 'gets no session value' : 'gets the common parameters, never a header secret'}`, async () => {
        let outside: string[] = [];
        await withPhone(
          fixture,
          {
            path: `/confirmUse?${SESSION}&${SECRETS}`,
            // A fresh phone: the link takes the page away from the app.
            prepare: async (context) => {
              outside = await recordOutside(context, fixture.app);
              await rewrite(context, '**/loan-detail-push*', (json) => {
                json.data = { ...json.data, jumpUrl: url, lendDetailsUrl: url };
              });
            },
          },
          async ({ page }) => {
            await page.getByText('₱5,000.00').first().waitFor();
            await page.getByRole('checkbox', { name: 'I have read and agree to' }).tap();
            await page.getByRole('button', { name: 'Next' }).tap();
            if (expected === 'refused') {
              await page.getByText('This link cannot be opened.').waitFor();
              await page.waitForTimeout(300);
              expect(outside).toEqual([]);
              expect(page.url()).toMatch(/\/confirmUse/);
              return;
            }
            await expect.poll(() => outside.length).toBeGreaterThan(0);
            const landed = new URL(outside[0]!);
            expect(landed.origin + landed.pathname).toBe(new URL(url).origin + new URL(url).pathname);
            expect(landed.href).not.toMatch(SECRET_NAMES);
            expect(landed.href).not.toMatch(SECRET_VALUES);
            expect(landed.searchParams.get('from')).toBe('confirm');
            if (expected === 'bare') {
              for (const key of ['deviceId', 'sessionId', 'orderId', 'productId'])
                expect(landed.searchParams.has(key)).toBe(false);
            } else {
              expect(landed.searchParams.get('deviceId')).toBe('d-1');
              expect(landed.searchParams.get('sessionId')).toBe('s-1');
            }
          },
        );
      });
    }
  });

  for (const control of ['\t', '\n', '\r']) {
    it(`31.8: a server image ${JSON.stringify(`/${control}/evil.example/x.png`)} loads nothing from another host`, async () => {
      let outside: string[] = [];
      await withPhone(
        fixture,
        {
          path: '/loanDetail?productId=1&orderId=OD1001&deviceId=d-1',
          intercept: async (context) => {
            outside = await recordOutside(context, fixture.app);
            await rewrite(context, '**/loan-details/loan-details*', (json) => {
              json.data = { ...json.data, productLogo: `/${control}/evil.example/x.png` };
            });
          },
        },
        async ({ page }) => {
          await page.getByRole('heading').first().waitFor();
          await page.waitForLoadState('networkidle');
          expect(outside).toEqual([]);
          const sources = await page.evaluate(() => [...document.images].map((img) => img.src));
          expect(sources.filter((src) => /evil/.test(src))).toEqual([]);
        },
      );
    });
  }

  it('31.9: bank items coded constructor, toString and __proto__ show empty fields that take what is typed', async () => {
    await withPhone(
      fixture,
      {
        path: '/bindBank?product_id=1&deviceId=d-1',
        intercept: (context) =>
          rewrite(context, '**/bind-card/card-init*', (json) => {
            const extra = [
              ['constructor', 'Reference number'],
              ['toString', 'Branch name'],
              ['__proto__', 'Account holder'],
            ].map(([code, title]) => ({
              code,
              title,
              subtitle: `Enter ${title}`,
              cate: 'text',
              cardTypeMi: 0,
            }));
            const data = json.data as { items: unknown[] };
            data.items = [...data.items, ...extra];
          }),
      },
      async ({ page }) => {
        await page.getByLabel('Account number').waitFor();
        for (const label of ['Reference number', 'Branch name', 'Account holder']) {
          const field = page.getByLabel(label, { exact: true });
          await field.waitFor();
          expect(await field.inputValue(), label).toBe('');
          await field.pressSequentially('77');
          expect(await field.inputValue(), label).toBe('77');
        }
        expect(await page.locator('body').innerText()).not.toMatch(/function|native code|\[object/);
      },
    );
  });

  it('55.5: a bank item coded __proto__ keeps what is typed through a reload and sends it with the save', async () => {
    await withPhone(
      fixture,
      {
        path: '/bindBank?product_id=1&deviceId=d-1',
        bridge: true,
        intercept: (context) =>
          rewrite(context, '**/bind-card/card-init*', (json) => {
            const data = json.data as { items: unknown[] };
            data.items = [
              ...data.items,
              {
                code: '__proto__',
                title: 'Branch number',
                subtitle: 'Enter branch',
                cate: 'text',
                cardTypeMi: 0,
              },
            ];
          }),
      },
      async ({ page, bridgeMessages }) => {
        const branch = page.getByLabel('Branch number', { exact: true });
        await branch.tap();
        await branch.pressSequentially('77');
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
        await page.reload();
        await branch.waitFor();
        expect(await branch.inputValue()).toBe('77');
        await page.getByLabel('Account number').fill('');
        await page.getByLabel('Account number').pressSequentially('0012345');
        for (const name of ['Bank', 'City', 'Salary day']) {
          await page.getByRole('combobox', { name, exact: true }).tap();
          await page.getByText('Confirm', { exact: true }).last().tap();
          await page.waitForTimeout(350);
        }
        await page.getByRole('button', { name: 'Next' }).tap();
        await expect
          .poll(async () => (await bridgeMessages()).map((m) => (m as { type: string }).type))
          .toContain('closeWebview');
        const [save] = await to('/bind-card/bind-card-new');
        expect(new URLSearchParams(save!.body).get('__proto__')).toBe('77');
      },
    );
  });

  it('55.5: productId and product_id given both and disagreeing name one product for every screen and call', async () => {
    const query = 'productId=2&product_id=3&orderId=OD1001&deviceId=d-1';
    await withPhone(fixture, `/bindBank?${query}`, async ({ page }) => {
      await page.getByLabel('Account number').waitFor();
    });
    await withPhone(fixture, `/confirmUse?${query}`, async ({ page }) => {
      await page.getByText('₱5,000.00').first().waitFor();
      await page.getByRole('checkbox', { name: 'I have read and agree to' }).tap();
      await page.getByRole('button', { name: 'Next' }).tap();
      await page.waitForURL(/\/loanDetail\?/);
    });
    const [init] = await to('/bind-card/card-init');
    const [confirm] = await to('/loan-confirm/loan-detail-confirm');
    const [push] = await to('/loan-confirm/loan-detail-push');
    // The first of the two the address names.
    expect(init!.fields.product_id ?? init!.query.product_id).toBe('2');
    expect(confirm!.fields.productId).toBe('2');
    expect(push!.fields.productId).toBe('2');
  });

  it('31.9: corrupt saved state leaves the bank fields on screen', async () => {
    await withPhone(
      fixture,
      {
        path: '/bindBank?product_id=1&deviceId=d-1',
        prepare: (context) =>
          context.addInitScript(() => {
            sessionStorage.setItem(
              'loan.state.v1',
              JSON.stringify({
                forms: { 'bind-bank': { values: null } },
                screens: { 'bind-bank': { state: null } },
                flow: {},
              }),
            );
          }),
      },
      async ({ page }) => {
        await page.getByLabel('Account number').waitFor();
        await page.getByRole('tab', { name: 'E-wallet' }).tap();
        await page.getByLabel('E-wallet number').waitFor();
      },
    );
  });

  it('31.6: after typing a card number and an OTP, sessionStorage holds neither', async () => {
    await withPhone(fixture, `/bindBank?product_id=1&deviceId=d-1&${SECRETS}`, async (bank) => {
      const field = bank.page.getByLabel('Account number');
      await field.waitFor();
      await field.tap();
      await field.pressSequentially('4111222233334444');
      await bank.page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      await bank.page.waitForTimeout(200);
      const text = await storageText(bank.page);
      expect(text).toContain('loan.state.v1');
      expect(text).not.toMatch(/4111 ?2222 ?3333 ?4444/);
      expect(text).not.toMatch(SECRET_VALUES);
      await bank.page.reload();
      await bank.page.getByLabel('Account number').waitFor();
      expect(await bank.page.getByLabel('Account number').inputValue()).toBe('');
    });

    await withPhone(
      fixture,
      '/payWay?productId=1&orderId=OD1001&deviceId=d-1&amount=545000',
      async ({ page }) => {
        await page.getByRole('radio', { name: /^BDO Unibank/ }).tap();
        await page.getByRole('button', { name: 'Pay', exact: true }).tap();
        const dialog = page.getByRole('dialog', { name: 'SMS verification' });
        await dialog.getByLabel('Verification code').waitFor();
        await dialog.getByLabel('Verification code').pressSequentially('987654');
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
        await page.waitForTimeout(200);
        const text = await storageText(page);
        expect(text).toContain('loan.state.v1');
        expect(text).not.toContain('987654');
      },
    );
  });

  it('31.10: an oversized session value is dropped, never sent; a duplicated orderId reads its first value everywhere', async () => {
    // The longest address a web server takes is far below 1 MB (Node: 16 kB of headers): 12 kB.
    const huge = 'x'.repeat(12 * 1024);
    await withPhone(
      fixture,
      `/payWay?productId=1&orderId=OD-FIRST&orderId=OD-LAST&deviceId=d-1&sessionId=${huge}#/addnormalcard`,
      async ({ page }) => {
        await page.getByText('Order: OD-FIRST').waitFor();
        expect(await page.getByText('OD-LAST').count()).toBe(0);
        await page.getByRole('button', { name: 'Bind a bank card' }).tap();
        await page.getByLabel('Account number').waitFor();
        const [init] = await to('/bind-card/card-init');
        expect(init!.query.orderId).toBe('OD-FIRST');
        expect(init!.query.deviceId).toBe('d-1');
        expect(init!.query).not.toHaveProperty('sessionId');
        expect(JSON.stringify(init).length).toBeLessThan(10_000);
        expect(await storageText(page)).not.toContain('xxxxxxxxxx');
      },
    );
  });
});
