/**
 * The official site at a phone and a desktop width, and a registration through to the download
 * template, in real Chromium.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir, screenshot, useAppAndBrowser, withPhone, type LoggedRequest } from './harness';

const { lender, grievanceOfficer } = JSON.parse(
  readFileSync(join(rootDir, 'screen-configs', 'app.json'), 'utf8'),
) as {
  lender: { name: string; secRegistrationNo: string; certificateOfAuthorityNo: string };
  grievanceOfficer: { name: string; email: string };
};

describe('official site and registration', () => {
  const fixture = useAppAndBrowser();

  for (const width of [360, 1280]) {
    it(`official site at ${width} px: navigation, privacy frame and footer fit the width`, async () => {
      await withPhone(fixture, '/', async (phone) => {
        const { page } = phone;
        await page.setViewportSize({ width, height: 800 });
        await page.getByRole('tab', { name: 'Home' }).waitFor();
        await screenshot(page, `official-site-${width}`);
        // A phone widens its layout to fit what overflows (innerWidth grows with it): measure against
        // the width of the screen. The navigation fits it, and each section is on it once the tabs are
        // scrolled to it (on a narrow screen the tabs scroll inside their bar).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const bar = (await page.getByRole('tablist').boundingBox())!;
        expect(bar.x).toBeGreaterThanOrEqual(0);
        expect(bar.x + bar.width).toBeLessThanOrEqual(width);
        for (const tab of await page.getByRole('tab').all()) {
          await tab.scrollIntoViewIfNeeded();
          const box = (await tab.boundingBox())!;
          expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(width);
        }
        expect(await page.getByRole('tab').count()).toBe(5);
        await page.getByRole('tab', { name: 'Privacy Policy' }).click();
        const frame = page.frameLocator('iframe[title="Privacy Policy"]');
        await frame.getByRole('heading', { name: '7. Minors' }).waitFor();
        // The framed document is filled from app.json's lender details, like the in-app page.
        const framed = await frame.locator('body').innerText();
        expect(framed).toContain(`${lender.name} is a lending company registered`);
        expect(framed).toContain(`information: ${grievanceOfficer.name}, e-mail ${grievanceOfficer.email}`);
        expect(framed).not.toContain('{{');
        await screenshot(page, `official-site-${width}-privacy`);
        await page.getByRole('tab', { name: 'User reviews' }).click();
        await page.getByText('Maria S. · Quezon City').waitFor();
        expect(await page.getByText(/^© 2026 /).isVisible()).toBe(true);
        // The footer names the lender as app.json does, with the advisory where a loan is offered.
        await page
          .getByText(
            `SEC Registration No. ${lender.secRegistrationNo} · Certificate of Authority No. ${lender.certificateOfAuthorityNo}`,
            { exact: true },
          )
          .waitFor();
        await page
          .getByText('Please read the Disclosure Statement before you proceed.', { exact: true })
          .waitFor();
        expect(await page.getByText(lender.name, { exact: true }).count()).toBeGreaterThan(0);
      });
    });
  }

  it('registers with phone, picture code and SMS code, then shows the download template', async () => {
    await fixture.app.setScenario('default');
    await withPhone(fixture, '/register?id=7&templateId=1&utm_tag=fb&deviceId=d-1', async (phone) => {
      const { page } = phone;
      const captcha = page.getByRole('img', { name: 'Picture code image' });
      await captcha.waitFor();
      const sid = new URL((await captcha.getAttribute('src'))!, fixture.app.url).searchParams.get('sid')!;
      await page.getByLabel('Mobile number', { exact: true }).pressSequentially('09171234567');
      const state = (await (await fetch(`${fixture.app.url}/__mock/state`)).json().catch(() => null)) as {
        captchas?: Record<string, string>;
      } | null;
      const code = state?.captchas?.[sid];
      expect(code, 'the mock server exposes its captcha for tests').toBeTruthy();
      await page.getByLabel('Picture code', { exact: true }).fill(code!);
      await page.getByRole('button', { name: 'Send code' }).tap();
      await page.getByText('code sent, check phone').waitFor();
      await page.getByRole('button', { name: /^Send again in \d+s$/ }).waitFor();
      await page.getByLabel('SMS code').fill('123456');
      await screenshot(page, 'register-filled');
      await page.getByRole('button', { name: 'Register' }).tap();
      await page.getByText('Get up to ₱20,000 in minutes').waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).hash).toMatch(/^#\/downloadTemplate/);
      await screenshot(page, 'register-download-template');
      const requests = (await fixture.app.requests()) as LoggedRequest[];
      expect(requests.find((r) => r.path.endsWith('/track-visit'))!.query).toMatchObject({
        page_type: '1',
        utm_tag: 'fb',
      });
      expect(requests.filter((r) => r.path.endsWith('/promotion/register'))).toHaveLength(1);
    });
  });
});
