/**
 * The look in real Chromium at 360×740: the brand colour comes from app.json, a chosen bank card is
 * exposed and drawn as chosen, a list's items stand as far apart as the other rows of the card around
 * it, tabs share their bar equally, sheets and dialogs opened with real taps have no text below WCAG
 * AA contrast (axe's colour-contrast rule; every-route.e2e.ts covers the screens themselves, and how
 * they write amounts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rootDir, screenshot, useAppAndBrowser } from './harness';

const SESSION = 'productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const theme = (
  JSON.parse(readFileSync(join(rootDir, 'screen-configs', 'app.json'), 'utf8')) as {
    theme: { primary: string };
  }
).theme;

/** `#rrggbb` as Chromium reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Targets of axe's colour-contrast violations on what the page shows now. */
async function contrastViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(o: unknown): Promise<{ violations: { nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run({ runOnly: ['color-contrast'], resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  });
}

const cardStyle = (page: Page, name: RegExp) =>
  page.getByRole('radio', { name }).evaluate((el) => {
    const s = getComputedStyle(el);
    return `${s.borderColor} ${s.backgroundColor} ${s.boxShadow}`;
  });

describe('look', () => {
  const fixture = useAppAndBrowser({ scenario: 'default' });

  it("draws the primary button in app.json's brand colour", async () => {
    const phone = await fixture.open(`/register?${SESSION}`);
    const register = phone.page.getByRole('button', { name: 'Register', exact: true });
    await register.waitFor();
    expect(await register.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(theme.primary));
  });

  it('exposes a tapped bank card as checked and draws it unlike the others', async () => {
    const phone = await fixture.open(`/payWay?${SESSION}`);
    const { page } = phone;
    const bdo = page.getByRole('radio', { name: /^BDO Unibank/ });
    await bdo.waitFor();
    const before = await cardStyle(page, /^BDO Unibank/);
    expect(before).toBe(await cardStyle(page, /^Metrobank/));
    await bdo.tap();
    await page.getByRole('radio', { name: /^BDO Unibank/, checked: true }).waitFor();
    expect(await page.getByRole('radio', { name: /^Metrobank/ }).getAttribute('aria-checked')).toBe('false');
    await page.waitForTimeout(300);
    expect(await cardStyle(page, /^BDO Unibank/)).not.toBe(await cardStyle(page, /^Metrobank/));
    await screenshot(page, 'look-pay-way-chosen');
    expect(await contrastViolations(page)).toEqual([]);
  });

  it('has no contrast violation in the payment-method sheet', async () => {
    const phone = await fixture.open(`/repayPeriod?${SESSION}`);
    const { page } = phone;
    await page.getByRole('button', { name: 'Payment Method' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await sheet.getByRole('radio', { name: 'GCash' }).tap();
    await sheet.getByRole('radio', { name: 'GCash', checked: true }).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'look-payment-method-sheet');
    expect(await contrastViolations(page)).toEqual([]);
  });

  it('has no contrast violation in the dialog of the sign-in failure page', async () => {
    const phone = await fixture.open(`/loginFail?${SESSION}`);
    const { page } = phone;
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).waitFor();
    await page.waitForTimeout(400);
    expect(await contrastViolations(page)).toEqual([]);
  });

  it('sets the periods of a plan list apart by the gap of the card they are listed in', async () => {
    const phone = await fixture.open(`/confirmUse?${SESSION}`);
    const { page } = phone;
    const card = page.locator('.w-card', { has: page.getByRole('heading', { name: 'Plan list' }) });
    await card.getByText('Period 2').waitFor();
    const layout = await card.evaluate((el) => {
      // One item of the list per period: its title and amount, its caption below.
      const period = (title: string) =>
        [...el.querySelectorAll('.w-each > *')].find((item) => item.textContent?.startsWith(title))!;
      return {
        cardGap: parseFloat(getComputedStyle(el).rowGap),
        between:
          period('Period 2').getBoundingClientRect().top - period('Period 1').getBoundingClientRect().bottom,
      };
    });
    expect(layout.cardGap).toBeGreaterThan(0);
    expect(layout.between).toBeCloseTo(layout.cardGap, 0);
  });

  it("writes each period's caption on one line under its title and amount at 360 px", async () => {
    const phone = await fixture.open(`/confirmUse?${SESSION}`);
    const { page } = phone;
    const card = page.locator('.w-card', { has: page.getByRole('heading', { name: 'Plan list' }) });
    const caption = card.getByText('Principal and interest · 2025-07-02');
    await caption.waitFor();
    const layout = await caption.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      const amount = [...el.parentElement!.querySelectorAll('*')].find((n) => n.textContent === '₱1,312.50')!;
      return {
        lines: lines.size,
        below: el.getBoundingClientRect().top >= amount.getBoundingClientRect().bottom,
      };
    });
    expect(layout).toEqual({ lines: 1, below: true });
  });

  it('splits the account-type bar of the bank screen into two tabs of one width', async () => {
    const phone = await fixture.open(`/bindBank?product_id=1&${SESSION}`);
    const { page } = phone;
    const bar = page.getByRole('tablist', { name: 'Account type' });
    await bar.getByRole('tab', { name: 'E-wallet' }).waitFor();
    const widths = await bar
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().width));
    expect(widths).toHaveLength(2);
    expect(widths[0]).toBeCloseTo(widths[1]!, 0);
  });

  it("fits the official site's navigation in 360 px, the sections beyond scrolling inside the bar", async () => {
    const phone = await fixture.open(`/`);
    const { page } = phone;
    const nav = page.getByRole('tablist', { name: 'Site sections' });
    await nav.waitFor();
    const sizes = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      tabHeights: [...document.querySelectorAll('[role=tab]')].map((t) => t.getBoundingClientRect().height),
    }));
    expect(sizes.page).toBeLessThanOrEqual(0);
    // Every tab is one line high: no label is broken over lines.
    expect(new Set(sizes.tabHeights).size).toBe(1);
    const last = page.getByRole('tab', { name: 'Loan terms and conditions' });
    await last.scrollIntoViewIfNeeded();
    await last.tap();
    expect(await last.getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'look-official-site-nav');
  });

  it("hints that the site's tab row scrolls: a fade over the end that hides tabs, none when all fit", async () => {
    const phone = await fixture.open(`/`);
    const { page } = phone;
    const nav = page.getByRole('tablist', { name: 'Site sections' });
    await nav.getByRole('tab', { name: 'Home' }).waitFor();
    /** How visible each end's fade is, and whether a tab is cut at that end. */
    const ends = () =>
      nav.evaluate((bar) => {
        const frame = bar.parentElement!;
        const box = bar.getBoundingClientRect();
        const tabs = [...bar.querySelectorAll('[role=tab]')].map((t) => t.getBoundingClientRect());
        return {
          before: Number(getComputedStyle(frame, '::before').opacity),
          after: Number(getComputedStyle(frame, '::after').opacity),
          fadeWidth: parseFloat(getComputedStyle(frame, '::after').width),
          cutBefore: tabs.some((t) => t.left < box.left - 1),
          cutAfter: tabs.some((t) => t.right > box.right + 1),
        };
      });
    // At 360 px the last tabs are hidden beyond the right end: that end fades.
    await expect.poll(ends).toMatchObject({ before: 0, after: 1, cutBefore: false, cutAfter: true });
    expect((await ends()).fadeWidth).toBeGreaterThanOrEqual(24);
    await screenshot(page, 'look-official-site-tabs-fade');
    // Scrolled to the end: the fade moves to the start, where tabs are hidden now.
    await nav.evaluate((bar) => bar.scrollTo({ left: bar.scrollWidth }));
    await expect.poll(ends).toMatchObject({ before: 1, after: 0, cutBefore: true, cutAfter: false });
    // Wide enough for every tab: no fade at all.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(ends).toMatchObject({ before: 0, after: 0, cutBefore: false, cutAfter: false });
  });

  it("keeps the site's language link off the screen's edge, in line with the cards", async () => {
    for (const lang of ['en', 'fil']) {
      const phone = await fixture.open(`/?lang=${lang}`);
      const { page } = phone;
      const other = page.locator('.w-link', { hasText: lang === 'en' ? 'Filipino' : 'English' });
      await other.waitFor();
      const right = await page.evaluate(() => {
        const switcher = [...document.querySelectorAll('.w-stack-row')].find((row) =>
          row.textContent?.includes('Filipino'),
        )!;
        const last = switcher.lastElementChild!.getBoundingClientRect();
        return { gap: document.documentElement.clientWidth - last.right };
      });
      expect(right.gap, lang).toBeGreaterThanOrEqual(12);
      await phone.close();
    }
  });
});
