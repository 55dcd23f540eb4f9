import { describe, expect, it } from 'vitest';
import { screenshot, useAppAndBrowser, withPhone } from './harness';

describe('bind-bank in Chromium on the production build', () => {
  const fixture = useAppAndBrowser();

  it('binds a bank card: tabs, digits-only input, picker, save, closeWebview', async () => {
    await withPhone(
      fixture,
      { path: '/bindBank?product_id=1&deviceId=d-1&swift=s', bridge: true },
      async (phone) => {
        const { page } = phone;
        await page.getByText('Payment account information').first().waitFor();
        await page.getByLabel('Account number').waitFor();
        expect(await page.getByText('Branch code').count()).toBe(0);
        await page.getByLabel('Account number').fill('');
        await page.getByLabel('Account number').pressSequentially('00a12-345');
        expect(await page.getByLabel('Account number').inputValue()).toBe('0012345');

        await page.getByRole('tab', { name: 'E-wallet' }).tap();
        await page.getByLabel('E-wallet number').waitFor();
        await page.getByRole('tab', { name: 'Bank card' }).tap();

        for (const name of ['Bank', 'City', 'Salary day']) {
          await page.getByRole('combobox', { name, exact: true }).tap();
          await page.getByText('Confirm', { exact: true }).last().tap();
          await page.waitForTimeout(350);
        }
        await screenshot(page, 'bind-bank-filled');
        await page.getByRole('button', { name: 'Next' }).tap();
        await expect
          .poll(async () => (await phone.bridgeMessages()).map((m) => (m as { type: string }).type))
          .toContain('closeWebview');
        const messages = (await phone.bridgeMessages()).map((m) => (m as { type: string }).type);
        expect(messages[0]).toBe('startBank');
        const requests = (await fixture.app.requests()) as {
          path: string;
          body: string;
          headers: Record<string, string>;
        }[];
        const save = requests.find((r) => r.path === '/preschool/v3/bind-card/bind-card-new')!;
        expect(Object.fromEntries(new URLSearchParams(save.body))).toMatchObject({
          bankName: 'BDO',
          bankCardNo: '0012345',
          cardType: '1',
          product_id: '1',
        });
        expect(save.headers.swift).toBe('s');
      },
    );
  });
});
