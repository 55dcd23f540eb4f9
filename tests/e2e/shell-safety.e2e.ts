/**
 * What leaves for the native shell, in Chromium on the production build: a phone number from the
 * server (customer service's smWa, an order's telephone) reaches the dialler only as a phone number,
 * and an e-mail address becomes a mail link only as a plain address. A borrower's tap on a hostile
 * one posts nothing to the Android bridge and says the number cannot be called.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION, useAppAndBrowser, withPhone } from './harness';
import { hostileDialStrings, hostileEmails } from '../faults/families';

/** Answers `pattern` with the real response, its data changed by `change`. */
function rewrite(context: BrowserContext, pattern: string, change: (data: Record<string, unknown>) => void) {
  return context.route(pattern, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: Record<string, unknown> };
    change(json.data);
    await route.fulfill({ response, json });
  });
}

const calls = (messages: unknown[]) =>
  messages.filter((m) => (m as { type?: string }).type === 'callTelephone');

describe('what leaves for the native shell', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });

  /** Opens `path` with the server's answer changed, taps the call button: nothing reaches the dialler. */
  async function expectCallRefused(
    path: string,
    answer: string,
    change: (data: Record<string, unknown>) => void,
    button: RegExp,
  ) {
    await withPhone(
      fixture,
      { path, bridge: true, intercept: (context) => rewrite(context, answer, change) },
      async ({ page, bridgeMessages }) => {
        await page.getByRole('button', { name: button }).tap();
        await page.getByText('This number cannot be called.').waitFor();
        expect(calls(await bridgeMessages())).toEqual([]);
      },
    );
  }

  for (const phone of hostileDialStrings) {
    it(`customer service: a tap on ${JSON.stringify(phone)} posts no callTelephone`, async () => {
      await expectCallRefused(
        `/customerService?${SESSION}`,
        '**/contact-kf-info*',
        (data) => void (data.smWa = phone),
        /^Call /,
      );
    });
  }

  it("the order page: a tap on a USSD code as the order's telephone posts no callTelephone", async () => {
    await expectCallRefused(
      `/loanDetail?${SESSION}`,
      '**/loan-details/loan-details*',
      (data) => void (data.telephone = '*#06#'),
      /^Call customer service/,
    );
  });

  it('a phone number as people write it reaches the dialler as digits', async () => {
    await withPhone(
      fixture,
      {
        path: `/customerService?${SESSION}`,
        bridge: true,
        intercept: (context) =>
          rewrite(context, '**/contact-kf-info*', (data) => void (data.smWa = '(02) 8888-1234')),
      },
      async ({ page, bridgeMessages }) => {
        await page.getByRole('button', { name: 'Call (02) 8888-1234' }).tap();
        await expect
          .poll(async () => calls(await bridgeMessages()))
          .toEqual([{ type: 'callTelephone', payload: { phone: '0288881234' } }]);
      },
    );
  });

  for (const email of hostileEmails) {
    it(`customer service: ${JSON.stringify(email)} is text, never a mail link`, async () => {
      await withPhone(
        fixture,
        {
          path: `/customerService?${SESSION}`,
          intercept: (context) =>
            rewrite(context, '**/contact-kf-info*', (data) => void (data.email = email)),
        },
        async ({ page }) => {
          await page.getByRole('button', { name: /^Call / }).waitFor();
          expect(await page.locator('a[href^="mailto:" i]').count()).toBe(0);
        },
      );
    });
  }
});
