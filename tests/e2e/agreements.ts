import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The session a confirmation page opens with. */
export const CONFIRM_SESSION = 'productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1';

/**
 * On /confirmUse with the agreement pop-up (mock scenario confirm-popups): the modal's frame shows the
 * agreement text, and, once agreed, an agreement link opens that agreement inside the app (the
 * document viewer, titled with the link's text) without leaving the screen; a tap on Back returns to
 * the screen as it was.
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
  const screenUrl = page.url();
  const agreed = page.getByRole('checkbox', { name: /I have read and agree to/ });
  const tickedBefore = await agreed.isChecked();
  await page.getByRole('button', { name: 'Privacy Policy' }).tap();
  const viewer = page.getByRole('dialog', { name: 'Privacy Policy' });
  const document = viewer.frameLocator('iframe[title="Privacy Policy"]');
  await document.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
  expect(await document.locator('body').innerText()).toContain(
    'This agreement is made between the Lender and the Borrower',
  );
  expect(await viewer.locator('iframe').evaluate((f) => new URL((f as HTMLIFrameElement).src).pathname)).toBe(
    '/mock-assets/agreement-2.html',
  );
  // The web view never left the screen for the agreement.
  expect(page.url()).toBe(screenUrl);
  await viewer.getByRole('button', { name: 'Back' }).tap();
  await viewer.waitFor({ state: 'hidden' });
  expect(page.url()).toBe(screenUrl);
  expect(await agreed.isChecked()).toBe(tickedBefore);
  await page.getByRole('button', { name: 'Next' }).waitFor();
}
