import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The session a confirmation page opens with. */
export const CONFIRM_SESSION = 'productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1';

/**
 * On /confirmUse with the agreement pop-up (mock scenario confirm-popups): the modal's frame shows the
 * agreement text, and, once agreed, an agreement link opens that agreement's page.
 */
export async function expectAgreements(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Loan agreement' });
  const frame = dialog.frameLocator('iframe[title="Loan agreement"]');
  await frame.getByRole('heading', { name: 'Loan Agreement' }).waitFor();
  expect(await frame.locator('body').innerText()).toContain(
    'This agreement is made between the Lender and the Borrower',
  );
  await dialog.getByRole('button', { name: 'Agree' }).tap();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Privacy Policy' }).tap();
  await page.waitForURL(/\/mock-assets\/agreement-2\.html$/);
  await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
  expect(await page.locator('body').innerText()).toContain(
    'This agreement is made between the Lender and the Borrower',
  );
}
