/**
 * Filipino copy as a borrower reads it: one word for confirming, control labels capitalised, a
 * server label never glued to a Filipino verb, the picture code in Filipino, and plain words for an
 * amount that cannot be shown.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen, screenDrawn, setUpMockBackend, user } from './render-screen';

setUpMockBackend();

const SESSION = 'productId=1&product_id=1&orderId=OD1001&deviceId=dev-9';

/** Every Filipino string of the catalogues. */
function filipinoStrings(
  dir = join(import.meta.dirname, '..', '..', 'screen-configs', 'languages', 'fil'),
): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filipinoStrings(join(dir, entry.name))
      : Object.values(
          (
            JSON.parse(readFileSync(join(dir, entry.name), 'utf8')) as {
              strings: Record<string, { fil: string }>;
            }
          ).strings,
        ).map((s) => s.fil),
  );
}

describe('Filipino copy', () => {
  it('says Kumpirmahin for confirming, as the pickers do, never I-confirm', async () => {
    expect(filipinoStrings().filter((text) => /\bI-confirm\b/i.test(text))).toEqual([]);
    const view = renderScreen(`/payWay?${SESSION}&amount=545000`, { language: 'fil' });
    await screenDrawn(view.container, 'pay-way');
    await user().click(await screen.findByRole('radio', { name: /^BDO Unibank/ }));
    await user().click(screen.getByRole('button', { name: 'Magbayad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pag-verify sa SMS' });
    expect(dialog).toHaveTextContent('Kumpirmahin');
  });

  it('capitalises the controls that show and hide the details', async () => {
    const view = renderScreen(`/repayPeriod?${SESSION}`, { language: 'fil' });
    await screenDrawn(view.container, 'repay-period');
    const more = screen.getByRole('button', { name: 'Ipakita pa ang mga detalye' });
    expect(more).toHaveTextContent(/^Ipakita pa$/);
    await user().click(more);
    expect(screen.getByRole('button', { name: 'Itago ang mga detalye' })).toHaveTextContent(/^Itago$/);
  });

  it('offers the rollover as I-rollover ang bayad', async () => {
    const view = renderScreen(`/repayDelay?${SESSION}`, { language: 'fil' });
    await screenDrawn(view.container, 'repay-delay');
    expect(document.title).toBe('I-rollover ang bayad');
  });

  it('names a missing bank form field by its label first, then asks in Filipino', async () => {
    const view = renderScreen(`/bindBank?${SESSION}`, { language: 'fil' });
    await screenDrawn(view.container, 'bind-bank');
    await user().click(screen.getByRole('button', { name: 'Susunod' }));
    // The server's label, which the mock answers in Filipino too.
    const bank = await screen.findByRole('combobox', { name: 'Bangko' });
    await waitFor(() => expect(bank).toHaveAccessibleDescription('Bangko: pumili ng isa.'));
    expect(document.body.textContent).not.toMatch(/Pakipili ang|Pakilagay ang (Bank|City|Account)/);
  });

  it('writes the picture code in Filipino', async () => {
    const view = renderScreen('/register?id=7&templateId=1&deviceId=d-1', { language: 'fil' });
    await screenDrawn(view.container, 'register');
    expect(screen.getByLabelText('Code sa larawan')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Larawan ng code' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/picture code/i);
  });

  it('shows an amount that is no amount in plain Filipino', async () => {
    const view = renderScreen(`/payWay?${SESSION}&amount=12.5#/alipayrepayment`, { language: 'fil' });
    await screenDrawn(view.container, 'pay-way-alipay');
    expect(screen.getByText('hindi maipakita')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('available');
  });
});
