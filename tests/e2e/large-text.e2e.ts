/**
 * Every route at 130 % and 200 % text, at 360×740: the text really grows, nothing is clipped, no two
 * controls overlap, and the page never scrolls sideways.
 *
 * How the setting is emulated. Android's font size setting reaches a web view as its text zoom
 * (`WebSettings.setTextZoom`, which the web view takes from the system's font scale), and text zoom
 * multiplies every font size of the page. Desktop Chromium has no text zoom to set, but it has the
 * default font size preference (what `WebSettings.setDefaultFontSize` sets on a phone), which
 * Chromium's DevTools protocol sets per page (`Page.setFontSizes`): it scales all text sized in
 * `rem`/`em`, and the app sizes all its text in `rem` (antd-mobile's through the theme's
 * `--adm-font-size-*`), so for this app both settings give the same sizes. The test does not take that
 * on trust: it first checks that no visible text is smaller than the setting makes the app's smallest
 * text (12 px × the factor), so a font size left in `px`, which the preference would not reach but a
 * phone's text zoom would, fails here instead of passing unseen.
 *
 * Words and amounts stay whole (issue 66): every visible word is measured as Chromium laid it out
 * (`Range.getClientRects()`), and one drawn on two lines fails the test, at 200 % in English and in
 * Filipino, unless the line broke after a hyphen or slash, or the word is wider than the whole box it
 * could have had (a long address or id, which must break rather than widen the page). An amount
 * (a currency sign and a number, or a number grouped in thousands) never breaks, not even then.
 *
 * One tab per text size serves every route: the page is emptied (its origin's storage cleared)
 * between routes, so each route opens as a first visit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession } from 'playwright-core';
import { leaveAndClear, phoneViewport, rootDir, useAppAndBrowser } from './harness';
import { sizeModelRoutes } from '../../scripts/size/route-model';
import { routeAddress } from '../../scripts/size/route-address';
import type { RoutesDescriptor } from '../../src/schema/screen';

/** Every route the size model knows (each path and hash once). */
const routes = sizeModelRoutes(
  JSON.parse(readFileSync(join(rootDir, 'screen-configs', 'routes.json'), 'utf8')) as RoutesDescriptor,
);
/** Chromium's default font sizes (standard and monospace), as a phone's web view has them at 100 %. */
const DEFAULT_FONT = { standard: 16, fixed: 13 };
/** The preference takes whole pixels: 130 % is 21 px (131 %), 200 % is 32 px. */
const fontSizesAt = (factor: number) => ({
  standard: Math.round(DEFAULT_FONT.standard * factor),
  fixed: Math.round(DEFAULT_FONT.fixed * factor),
});
/** The app's smallest text at 100 % (a field's error message). */
const SMALLEST_TEXT_PX = 12;

interface LayoutProblems {
  rootFontPx: number;
  tooSmall: string[];
  clipped: string[];
  overlapping: string[];
  /** Words and amounts drawn across two lines. */
  broken: string[];
  scrollWidth: number;
}

/** What a borrower would see wrong on the page as it is drawn now. */
function layoutProblems(page: Page, smallest: number): Promise<LayoutProblems> {
  return page.evaluate((smallestPx) => {
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        !el.closest('[aria-hidden="true"]')
      );
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 24)}"`;
    const tooSmall: string[] = [];
    const clipped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !(node.textContent ?? '').trim() || !visible(el)) continue;
      // Text kept for screen readers only (a 1 px box, clipped on purpose) is not seen.
      const own = el.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < smallestPx - 0.5) tooSmall.push(`${name(el)} ${size}px`);
      // The text's own box against every ancestor that hides what overflows it.
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        const hides = (value: string) => value === 'hidden' || value === 'clip';
        if (!hides(style.overflowX) && !hides(style.overflowY) && style.textOverflow !== 'ellipsis') continue;
        const box = up.getBoundingClientRect();
        const outside =
          (hides(style.overflowX) && (text.left < box.left - 1 || text.right > box.right + 1)) ||
          (hides(style.overflowY) && (text.top < box.top - 1 || text.bottom > box.bottom + 1)) ||
          (style.textOverflow === 'ellipsis' && up.scrollWidth > up.clientWidth + 1);
        if (outside) {
          clipped.push(`${name(el)} in ${name(up)}`);
          break;
        }
      }
    }
    // Controls whose boxes cross, neither inside the other; a control in a bar that stays in place
    // (fixed, sticky) may cover one the page scrolls under it, and an open dialog the page under it.
    const controls = [
      ...document.querySelectorAll(
        'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=checkbox], [role=radio], [role=link], [role=combobox]',
      ),
    ].filter(visible);
    const pinned = (el: Element) => {
      for (let up: Element | null = el; up; up = up.parentElement) {
        const position = getComputedStyle(up).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    // A dialog covers the page under its mask by design: its controls are compared with one another.
    const dialogOf = (el: Element) => el.closest('[role="dialog"], .adm-popup, .adm-center-popup-wrap');
    const overlapping: string[] = [];
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a) || pinned(a) !== pinned(b)) continue;
        if (dialogOf(a) !== dialogOf(b)) continue;
        const p = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        const width = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const height = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (width > 1 && height > 1) overlapping.push(`${name(a)} × ${name(b)}`);
      }
    });
    // Words and amounts broken across lines: each word of each visible text, as laid out.
    const broken: string[] = [];
    const AMOUNT = /^[^\p{L}\p{N}]*(\p{Sc}\s?\d|\d{1,3}(,\d{3})+)/u;
    const lineOf = (rect: DOMRect) => Math.round(rect.top + rect.height / 2);
    const words = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = words.nextNode(); node; node = words.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent ?? '';
      if (!el || !text.trim() || !visible(el)) continue;
      const fontPx = parseFloat(getComputedStyle(el).fontSize);
      const range = document.createRange();
      for (const match of text.matchAll(/\S+/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (rects.length < 2) continue;
        const lines = new Set(rects.map(lineOf));
        if (Math.max(...lines) - Math.min(...lines) < fontPx / 2) continue;
        // Where the word goes to the next line, character by character.
        const breaks: number[] = [];
        let previous: number | undefined;
        for (let i = 0; i < match[0].length; i++) {
          range.setStart(node, match.index + i);
          range.setEnd(node, match.index + i + 1);
          const rect = [...range.getClientRects()].find((r) => r.width > 0);
          if (!rect) continue;
          if (previous !== undefined && lineOf(rect) - previous >= fontPx / 2) breaks.push(i);
          previous = lineOf(rect);
        }
        const word = match[0];
        const amount = AMOUNT.test(word);
        // The widest box the word could have had: its card or dialog, else the screen's body.
        const box =
          el.closest('.w-card, .w-article, .w-padded, .adm-popup-body, .adm-center-popup-body, main') ??
          document.body;
        const style = getComputedStyle(box);
        const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const width = rects.reduce((sum, r) => sum + r.width, 0);
        const wrong = breaks.filter(
          (i) => amount || (!/[-/\u2010-\u2014]/.test(word[i - 1]!) && width <= room),
        );
        if (wrong.length)
          broken.push(
            `${amount ? 'amount' : 'word'} "${wrong.reduceRight((w, i) => `${w.slice(0, i)} / ${w.slice(i)}`, word)}" in ${name(el)}`,
          );
      }
    }
    return {
      rootFontPx: parseFloat(getComputedStyle(document.documentElement).fontSize),
      tooSmall,
      clipped,
      overlapping,
      broken,
      scrollWidth: document.scrollingElement!.scrollWidth,
    };
  }, smallest);
}

/** Waits until a dialog's opening animation has ended: the page's width and height stay put for 300 ms. */
async function layoutSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const size = () =>
        `${document.scrollingElement!.scrollWidth}×${document.scrollingElement!.scrollHeight}`;
      const before = size();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return size() === before;
    },
    undefined,
    { polling: 50 },
  );
}

/** Each text size, with the languages it is tried in: 200 % in both, 130 % in English. */
const SETTINGS = [
  { factor: 1.3, languages: ['en'] },
  { factor: 2, languages: ['en', 'fil'] },
] as const;

describe('large text', () => {
  const fixture = useAppAndBrowser();
  /** One phone for every page; one tab of it per text size, for every route in turn. */
  let phone: BrowserContext;
  beforeAll(async () => {
    phone = await fixture.browser.newContext({ viewport: phoneViewport, isMobile: true, hasTouch: true });
  });
  afterAll(() => phone.close());

  for (const { factor, languages } of SETTINGS) {
    describe(`at ${factor * 100} % text`, () => {
      let tab: { page: Page; devtools: CDPSession } | undefined;
      const fontSizes = fontSizesAt(factor);
      beforeAll(async () => {
        const page = await phone.newPage();
        const devtools = await phone.newCDPSession(page);
        await devtools.send('Page.setFontSizes', { fontSizes });
        tab = { page, devtools };
      });
      afterAll(() => tab?.page.close());

      for (const language of languages)
        for (const route of routes) {
          it(`${route.route}${language === 'en' ? '' : ` in ${language}`}: nothing clipped, no control over another, no sideways scroll, no word or amount broken`, async () => {
            const { page, devtools } = tab!;
            // A first visit: nothing the previous route stored.
            await leaveAndClear(page, devtools, {
              origin: new URL(fixture.app.url).origin,
              storageTypes: 'local_storage',
            });
            await page.goto(
              `${fixture.app.url}${routeAddress(route, language === 'en' ? undefined : language)}`,
            );
            await page.locator('main[aria-busy="false"], .screen-error').first().waitFor();
            await page.waitForLoadState('networkidle');
            await layoutSettled(page);
            const problems = await layoutProblems(
              page,
              (SMALLEST_TEXT_PX * fontSizes.standard) / DEFAULT_FONT.standard,
            );
            expect(problems.rootFontPx, 'the setting reached the page').toBe(fontSizes.standard);
            expect(problems.tooSmall, 'text the setting did not enlarge').toEqual([]);
            expect(problems.clipped, 'clipped text').toEqual([]);
            expect(problems.overlapping, 'controls over one another').toEqual([]);
            expect(problems.broken, 'words and amounts broken across lines').toEqual([]);
            expect(problems.scrollWidth, 'page width').toBeLessThanOrEqual(360);
          });
        }
    });
  }
});
