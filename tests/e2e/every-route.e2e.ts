/**
 * Every route of screen-configs/routes.json in real Chromium under `script-src 'self'`, at 360×740:
 * it shows its screen (or its error screen), with no console error, no CSP violation, no serious or
 * critical axe-core violation, an accessible name on every control and touch targets of 44 px.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoConsoleErrors,
  expectNoCspViolations,
  openPhone,
  rootDir,
  screenshot,
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
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const QUERY =
  'product_id=1&productId=1&orderId=OD1001&problemId=P1001&templateId=1&deviceId=dev-1&sessionId=s-1' +
  '&appVersion=1.0.0';

const urlOf = (route: RouteDecl) => `${route.path}?${QUERY}${route.hash ? `#${route.hash}` : ''}`;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o: unknown): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
  });
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

describe('every route', () => {
  const fixture = useAppAndBrowser();

  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.path}#${route.hash ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    it(`${route.path}${route.hash ? `#${route.hash}` : ''} (${route.screen}) is clean under CSP and axe`, async () => {
      const phone = await openPhone(fixture.browser, `${fixture.app.url}${urlOf(route)}`, { bridge: true });
      try {
        const { page } = phone;
        expect(phone.response?.headers()['content-security-policy']).toContain("script-src 'self'");
        await page.waitForSelector('main:not([aria-busy="true"])', { timeout: 15_000 });
        await page.waitForTimeout(300);
        const text = await page.locator('body').innerText();
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
        await screenshot(page, `route-${route.screen}${route.hash ? `-${route.hash}` : ''}`);

        expect(await axeViolations(page)).toEqual([]);
        const { unnamed, small } = await controlProblems(page);
        expect(unnamed, 'controls without an accessible name').toEqual([]);
        expect(small, 'touch targets under 44 px').toEqual([]);
        expectNoConsoleErrors(phone);
        expectNoCspViolations(phone);
      } finally {
        await phone.close();
      }
    });
  }
});
