import { describe, expect, it } from 'vitest';
import {
  expectNoConsoleErrors,
  expectNoCspViolations,
  openPhone,
  screenshot,
  useAppAndBrowser,
} from './harness';

describe('smoke', () => {
  const fixture = useAppAndBrowser();

  it('shows a not-found screen with a way back for an unknown path', async () => {
    const phone = await openPhone(fixture.browser, `${fixture.app.url}/no-such-page`);
    try {
      const { page } = phone;
      expect(phone.response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page
        .getByText(/not found/i)
        .first()
        .waitFor({ state: 'visible' });

      const wayBack = page
        .getByRole('button', { name: /back|home/i })
        .or(page.getByRole('link', { name: /back|home/i }))
        .first();
      await wayBack.waitFor({ state: 'visible' });
      expect(await wayBack.isEnabled()).toBe(true);

      await screenshot(page, 'smoke-not-found');
      expectNoConsoleErrors(phone);
      expectNoCspViolations(phone);
    } finally {
      await phone.close();
    }
  });
});
