/**
 * Every route of screen-configs/routes.json in real Chromium under `script-src 'self'`, at 360×740, in
 * English and in Filipino (`?lang=`): it shows its screen (or its error screen) with the document's
 * `lang` saying its language, with no console error, no CSP violation, no serious or critical axe-core
 * violation and no axe `lang` problem of any impact, an accessible name on every control, touch
 * targets of 44 px, and every amount written by the money rule (docs/design.md, Money) on one line.
 * Pictures of every route are the gallery's (`npm run gallery`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SERVED_STATE_ID } from '../../src/app/served-state-id';
import { MONEY_RULE, PESO_AMOUNT } from '../money-rule';
import {
  axeViolations,
  expectNoConsoleErrors,
  expectNoCspViolations,
  rootDir,
  useAppAndBrowser,
} from './harness';

interface RouteDecl {
  path: string;
  hash?: string;
  screen: string;
}

const routes = (
  JSON.parse(readFileSync(join(rootDir, 'screen-configs', 'routes.json'), 'utf8')) as { routes: RouteDecl[] }
).routes;

const QUERY =
  'product_id=1&productId=1&orderId=OD1001&problemId=P1001&templateId=1&deviceId=dev-1&sessionId=s-1' +
  '&appVersion=1.0.0';

const urlOf = (route: RouteDecl, lang: string) =>
  `${route.path}?${QUERY}&lang=${lang}${route.hash ? `#${route.hash}` : ''}`;

/** axe-core's rules about the document's and its parts' languages: none may fail, whatever its impact. */
const LANG_RULES = ['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'valid-lang'];

/** Routes whose default data shows amounts: none found there means the text was not read. */
const SHOWS_AMOUNTS = new Set(['/', '/confirmUse', '/loginFail', '/repayPeriod']);

/**
 * Every peso amount the page shows (anything from ₱ to its last digit, separators included) and the
 * amounts broken over two lines.
 */
function amountsShown(page: Page): Promise<{ amounts: string[]; wrapped: string[] }> {
  return page.evaluate((pattern) => {
    const amount = new RegExp(pattern, 'g');
    const amounts = [...document.body.innerText.matchAll(amount)].map((m) => m[0]);
    const wrapped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.checkVisibility()) continue;
      for (const match of (node.textContent ?? '').matchAll(amount)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) wrapped.push(match[0]);
      }
    }
    return { amounts, wrapped };
  }, PESO_AMOUNT.source);
}

/** Visible controls without an accessible name, and visible controls smaller than 44×44 px. */
async function controlProblems(page: Page) {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=checkbox], [role=radio], [role=link]',
      ),
    ].filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !el.closest('[aria-hidden=true]')
      );
    });
    const describe = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const nameOf = (el: HTMLElement) =>
      el.getAttribute('aria-label') ||
      (el.getAttribute('aria-labelledby') &&
        document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent) ||
      ('labels' in el && (el as HTMLInputElement).labels?.[0]?.textContent) ||
      el.getAttribute('title') ||
      el.textContent ||
      el.getAttribute('placeholder') ||
      '';
    const unnamed = controls.filter((el) => !nameOf(el).trim()).map(describe);
    const small = controls
      .filter((el) => {
        // Inline links inside a sentence are exempt (WCAG 2.5.8 inline exception).
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') return false;
        const box = el.getBoundingClientRect();
        return box.width < 44 || box.height < 44;
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        return `${describe(el)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
    return { unnamed, small };
  });
}

/**
 * Waits for the route's screen in the visit's language. A page the build drew is in app.json's
 * language: on a visit in another, the app empties it and draws the screen afresh, so its drawn
 * screen is not yet the one to check.
 */
async function screenInLanguage(page: Page, lang: string) {
  await page.waitForFunction(
    ({ visit, stateId }) => {
      const root = document.getElementById('root');
      if (!root?.querySelector('main:not([aria-busy="true"])')) return false;
      if (!root.hasAttribute('data-server')) return true;
      const served = document.getElementById(stateId)?.textContent;
      return !served || (JSON.parse(served) as { language?: string }).language === visit;
    },
    { visit: lang, stateId: SERVED_STATE_ID },
    { timeout: 15_000 },
  );
}

describe('every route', () => {
  const fixture = useAppAndBrowser();

  const seen = new Set<string>();
  for (const lang of ['en', 'fil'])
    for (const route of routes) {
      const key = `${lang}:${route.path}#${route.hash ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const name = `${route.path}${route.hash ? `#${route.hash}` : ''}`;
      it(`${name} (${route.screen}) in ${lang} is clean under CSP and axe, amounts by the money rule`, async () => {
        const phone = await fixture.open(urlOf(route, lang), { bridge: true });
        try {
          const { page } = phone;
          expect(phone.response?.headers()['content-security-policy']).toContain("script-src 'self'");
          await screenInLanguage(page, lang);
          await page.waitForTimeout(300);
          const text = await page.locator('body').innerText();
          expect(text.trim()).not.toBe('');
          expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);

          expect(await axeViolations(page, LANG_RULES)).toEqual([]);
          const { unnamed, small } = await controlProblems(page);
          expect(unnamed, 'controls without an accessible name').toEqual([]);
          expect(small, 'touch targets under 44 px').toEqual([]);
          const { amounts, wrapped } = await amountsShown(page);
          if (SHOWS_AMOUNTS.has(route.path) && !route.hash)
            expect(amounts.length, `${name} shows no amount`).toBeGreaterThan(0);
          const offending = amounts.filter((amount) => !MONEY_RULE.test(amount));
          expect(offending, `${name} shows amounts against the money rule`).toEqual([]);
          expect(wrapped, `${name} breaks amounts over two lines`).toEqual([]);
          expectNoConsoleErrors(phone);
          expectNoCspViolations(phone);
        } finally {
          await phone.close();
        }
      });
    }
});
