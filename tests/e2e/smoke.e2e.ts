import { describe, expect, it } from 'vitest';
import { screenshot, useAppAndBrowser, withPhone } from './harness';

describe('smoke', () => {
  const fixture = useAppAndBrowser();

  it('shows a not-found screen with a way back for an unknown path', async () => {
    await withPhone(fixture, '/no-such-page', async (phone) => {
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
    });
  });
});
