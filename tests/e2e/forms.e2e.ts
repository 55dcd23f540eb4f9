import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONFIRM_SESSION, expectAgreements } from './agreements';
import { screenshot, useAppAndBrowser, withPhone, type LoggedRequest } from './harness';

const SESSION = CONFIRM_SESSION;

/**
 * How a field's edge shows against what is behind it: the width of its bottom border and the
 * contrast of that border's colour with the first opaque background behind the field (WCAG 1.4.11
 * asks 3:1 for what identifies a control).
 */
async function fieldEdge(field: Locator): Promise<{ width: number; contrast: number }> {
  return field.evaluate((element) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    let behind = 'rgb(255, 255, 255)';
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      const [, , , alpha = 1] = rgb(color);
      if (alpha > 0) {
        behind = color;
        break;
      }
    }
    const style = getComputedStyle(element);
    const a = luminance(rgb(style.borderBottomColor));
    const b = luminance(rgb(behind));
    return {
      width: parseFloat(style.borderBottomWidth),
      contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
    };
  });
}

async function expectVisibleEdge(field: Locator): Promise<void> {
  await field.waitFor();
  const edge = await fieldEdge(field);
  expect(edge.width, 'border width').toBeGreaterThanOrEqual(1);
  expect(edge.contrast, 'border contrast').toBeGreaterThanOrEqual(3);
}

/** The role, name and value Chromium's accessibility tree gives the control named `name`. */
async function spoken(page: Page, name: string): Promise<{ role?: string; name?: string; value?: string }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        ignored: boolean;
        role?: { value: string };
        name?: { value: string };
        value?: { value: string };
      }[];
    };
    const node = nodes.find(
      (n) =>
        !n.ignored &&
        n.name?.value === name &&
        n.role?.value !== 'LabelText' &&
        n.role?.value !== 'StaticText',
    );
    return { role: node?.role?.value, name: node?.name?.value, value: node?.value?.value };
  } finally {
    await cdp.detach();
  }
}

/** How many times `text` shows on the page (inline messages, toasts, anything). */
async function timesShown(page: Page, text: string): Promise<number> {
  return page.getByText(text, { exact: true }).count();
}

describe('forms in Chromium on the production build', () => {
  const fixture = useAppAndBrowser();

  it('a picker row opens from its label, and its opener is named by the item title', async () => {
    await withPhone(fixture, '/bindBank?product_id=1&deviceId=d-1', async ({ page }) => {
      const opener = page.getByRole('combobox', { name: 'Bank', exact: true });
      await opener.waitFor();
      expect(await opener.getAttribute('aria-haspopup')).toBe('dialog');
      expect(await opener.getAttribute('aria-expanded')).toBe('false');
      // What Chromium gives a screen reader: a combobox named 'Bank', its value the placeholder.
      expect(await spoken(page, 'Bank')).toEqual({
        role: 'combobox',
        name: 'Bank',
        value: 'Choose your bank',
      });
      // The label the borrower reads, tapped where it is drawn.
      await page.locator('label', { hasText: /^Bank$/ }).tap();
      const sheet = page.locator('.adm-picker').filter({ hasText: 'Bank' });
      await sheet.getByText('Confirm', { exact: true }).waitFor();
      expect(await opener.getAttribute('aria-expanded')).toBe('true');
      await sheet.getByText('Confirm', { exact: true }).tap();
      await expect.poll(() => opener.innerText()).toContain('BDO Unibank');
      expect(await opener.getAttribute('aria-expanded')).toBe('false');
      expect(await spoken(page, 'Bank')).toEqual({ role: 'combobox', name: 'Bank', value: 'BDO Unibank' });
      await page.waitForTimeout(350);
      // The row's empty space beside the label opens the next picker too.
      const city = page
        .locator('.w-picker')
        .filter({ has: page.getByRole('combobox', { name: 'City', exact: true }) });
      const box = (await city.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width - 8, box.y + 12);
      await page
        .locator('.adm-picker')
        .filter({ hasText: 'City' })
        .getByText('Confirm', { exact: true })
        .waitFor();
      await screenshot(page, 'forms-picker-row');
    });
  });

  it("a sticky bar scrolled over a picker row covers the row's label", async () => {
    await withPhone(fixture, '/bindBank?product_id=1&deviceId=d-1', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 420 });
      const label = page.locator('label', { hasText: /^Salary day$/ });
      await label.waitFor();
      const next = page.getByRole('button', { name: 'Next' });
      // Scroll until the label lies where the sticky Next button is drawn.
      const bar = (await next.boundingBox())!;
      const at = (await label.boundingBox())!;
      await page.mouse.wheel(0, at.y - (bar.y + bar.height / 2));
      await page.waitForTimeout(200);
      const moved = (await label.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? '',
        [moved.x + 4, moved.y + moved.height / 2],
      );
      expect(hit).toBe('Next');
    });
  });

  it('the 11-digit e-wallet number keeps 11 digits and saves 11', async () => {
    await withPhone(fixture, { path: '/bindBank?product_id=1&deviceId=d-1', bridge: true }, async (phone) => {
      const { page } = phone;
      await page.getByRole('tab', { name: 'E-wallet' }).tap();
      const number = page.getByLabel('E-wallet number');
      await number.waitFor();
      expect(await number.getAttribute('placeholder')).toBe('Enter the 11-digit number');
      await number.tap();
      await number.pressSequentially('09171234567890');
      expect((await number.inputValue()).replace(/\D/g, '')).toBe('09171234567');
      for (const name of ['E-wallet', 'City', 'Salary day']) {
        await page.getByRole('combobox', { name, exact: true }).tap();
        await page.getByText('Confirm', { exact: true }).last().tap();
        await page.waitForTimeout(350);
      }
      await screenshot(page, 'forms-e-wallet');
      await page.getByRole('button', { name: 'Next' }).tap();
      await expect
        .poll(async () => (await phone.bridgeMessages()).map((m) => (m as { type: string }).type))
        .toContain('closeWebview');
      const save = ((await fixture.app.requests()) as LoggedRequest[]).filter((r) =>
        r.path.endsWith('/bind-card/bind-card-new'),
      );
      expect(save).toHaveLength(1);
      expect(save[0]!.fields).toMatchObject({
        walletName: 'GCASH',
        walletPhone: '09171234567',
        cardType: '2',
      });
    });
  });

  it('inputs on the register page, the test preview and the SMS code dialog show a visible box', async () => {
    let phone = await fixture.open(`/register?id=7&templateId=1&utm_tag=fb&deviceId=d-1`);
    try {
      for (const label of ['Mobile number', 'SMS code'])
        await expectVisibleEdge(phone.page.getByLabel(label));
      await screenshot(phone.page, 'forms-register-inputs');
    } finally {
      await phone.close();
    }
    phone = await fixture.open(`/testPreview?${SESSION}`);
    try {
      await expectVisibleEdge(phone.page.getByLabel('Device id'));
      await expectVisibleEdge(phone.page.getByLabel('Photo'));
      await screenshot(phone.page, 'forms-test-preview-inputs');
    } finally {
      await phone.close();
    }
    phone = await fixture.open(`/payWay?${SESSION}&amount=545000`, {
      bridge: true,
    });
    try {
      const { page } = phone;
      await page.getByRole('radio', { name: /^BDO Unibank/ }).tap();
      await page.getByRole('button', { name: 'Pay', exact: true }).tap();
      const dialog = page.getByRole('dialog', { name: 'SMS verification' });
      await expectVisibleEdge(dialog.getByLabel('Verification code'));
      await page.waitForTimeout(400);
      await screenshot(page, 'forms-sms-dialog-input');
    } finally {
      await phone.close();
    }
    // A picker's opener is a field of the same look.
    phone = await fixture.open(`/bindBank?product_id=1&deviceId=d-1`);
    try {
      await expectVisibleEdge(phone.page.getByRole('combobox', { name: 'Bank', exact: true }));
      await expectVisibleEdge(phone.page.getByLabel('Account number'));
    } finally {
      await phone.close();
    }
  });

  it('a mistake is told once, under its field, on submit', async () => {
    // A fresh backend: no account saved by an earlier test fills the fields in.
    await fixture.app.setScenario('default');
    let phone = await fixture.open(`/bindBank?product_id=1&deviceId=d-1`);
    try {
      const { page } = phone;
      await page.getByLabel('Account number').waitFor();
      await page.getByRole('button', { name: 'Next' }).tap();
      await page.getByText('Please choose Bank', { exact: true }).waitFor();
      // A toast would come within its animation; none does.
      await page.waitForTimeout(600);
      for (const message of [
        'Please choose Bank',
        'Please enter Account number',
        'Please choose City',
        'Please choose Salary day',
      ])
        expect(await timesShown(page, message), message).toBe(1);
      // The first field with a message takes the focus, so it is in view and read out.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('bankName');
      await screenshot(page, 'forms-bind-bank-errors');
    } finally {
      await phone.close();
    }
    phone = await fixture.open(`/register?id=7&templateId=1&utm_tag=fb&deviceId=d-1`);
    try {
      const { page } = phone;
      await page.getByRole('button', { name: 'Register' }).tap();
      await page.getByText('Please enter a valid mobile number.', { exact: true }).first().waitFor();
      await page.waitForTimeout(600);
      for (const message of [
        'Please enter a valid mobile number.',
        'Please enter the picture code.',
        'Please enter the SMS code.',
      ])
        expect(await timesShown(page, message), message).toBe(1);
    } finally {
      await phone.close();
    }
  });

  it('an agreement shows in the confirmation modal and opens from its link', async () => {
    await fixture.app.setScenario('confirm-popups');
    const phone = await fixture.open(`/confirmUse?${SESSION}`);
    try {
      await expectAgreements(phone.page);
    } finally {
      await phone.close();
      await fixture.app.setScenario('default');
    }
  });
});
