/**
 * Filing a complaint in real Chromium: type, description, a picture upload, save, then the
 * complaint in the list and its detail (the fake backend keeps it).
 */
import { describe, expect, it } from 'vitest';
import { screenshot, useAppAndBrowser, withPhone } from './harness';

const SESSION = 'orderId=OD1001&deviceId=d-1&sessionId=s-1';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('complaints', () => {
  const fixture = useAppAndBrowser();

  it('files a complaint with a picture and finds it in the list and its detail', async () => {
    await withPhone(fixture, { path: `/complainPage?${SESSION}`, bridge: true }, async ({ page }) => {
      await page.getByRole('radio', { name: 'Repayment', exact: true }).tap();
      await screenshot(page, 'complaint-entry');
      await page.getByLabel('Describe your problem').waitFor();
      expect(new URL(page.url()).pathname).toBe('/complainPageNext');
      await page.getByLabel('Describe your problem').fill('My payment at 7-Eleven is not on my order yet.');
      await page
        .getByLabel('Add a picture')
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
      await page.getByText('1/9').waitFor();
      await page.getByRole('img', { name: 'Picture 1' }).waitFor();
      await screenshot(page, 'complaint-description');
      await page.getByRole('button', { name: 'Submit' }).tap();
      await page.getByText('Submitted successfully').waitFor();
      await screenshot(page, 'complaint-submitted');
      await page.getByRole('button', { name: 'My complaints' }).waitFor({ timeout: 5000 });

      await page.getByRole('button', { name: 'My complaints' }).tap();
      const item = page.getByRole('button', { name: /My payment at 7-Eleven is not on my order yet\./ });
      await item.waitFor();
      await screenshot(page, 'complaint-list');
      await item.tap();
      await page.getByText('My payment at 7-Eleven is not on my order yet.').waitFor();
      await page.getByRole('button', { name: 'Enlarge Picture 1' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Process Result' }).count()).toBe(0);
      await screenshot(page, 'complaint-detail');
    });
  });
});
