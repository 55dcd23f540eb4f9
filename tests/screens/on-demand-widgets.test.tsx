/**
 * What a screen draws only on demand (a modal's content) is not part of its first load: the code of
 * those widgets comes once the screen is drawn, the borrower has first touched the page and the
 * browser is idle, or when the borrower opens the modal first. This file's first test makes the
 * page's first touch; the warm-ups of the tests after it start as soon as their screen is drawn. Each test uses a widget type that is not eager and that no other test here has loaded
 * (loaded code stays loaded).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { widgets } from '../../src/generated/widgets';
import type { WidgetRegistry } from '../../src/engine/registry';
import { widgetModule } from '../../src/engine/view/widget-code';
import { renderBody, user } from './render-screen';

/** The app's registry, with `type`'s code held back until `release(true)` (or failing on `release(false)`). */
function holding(type: string) {
  const asked: string[] = [];
  let release!: (ok: boolean) => void;
  const gate = new Promise<boolean>((resolve) => (release = resolve));
  const entry = widgets[type]!;
  const registry: WidgetRegistry = {
    ...widgets,
    [type]: {
      slots: entry.slots,
      load: async () => {
        asked.push(type);
        if (!(await gate)) throw new Error('network down');
        return widgetModule(entry);
      },
    },
  };
  return { registry, asked, release };
}

const openButton = {
  type: 'button',
  text: 'Open',
  onClick: [{ type: 'modal', modalId: 'more', open: true }],
};
const modal = (children: unknown[]) => ({ type: 'modal', modalId: 'more', title: 'More', children });

describe('widgets drawn on demand', () => {
  it("a modal's widgets load after the screen is drawn and first touched, when idle, and the modal then opens with them at once", async () => {
    const { registry, asked, release } = holding('rating');
    renderBody(
      [
        { type: 'text', text: 'Your loan' },
        openButton,
        modal([{ type: 'rating', bind: 'state.stars', label: 'Please rate this service' }]),
      ],
      {},
      '/widget-test',
      { widgets: registry },
    );
    expect(await screen.findByText('Your loan')).toBeInTheDocument();
    // The screen was drawn without the rating's code, and a borrower who only reads it fetches none.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(asked).toEqual([]);
    await user().click(screen.getByText('Your loan'));
    await waitFor(() => expect(asked).toEqual(['rating']), { timeout: 3000 });
    release(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user().click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('group', { name: 'Please rate this service' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(asked).toEqual(['rating']);
  });

  it('a modal opened before its code has come shows it loading, then the widget, asking for the code once', async () => {
    const { registry, asked, release } = holding('checkbox');
    renderBody(
      [openButton, modal([{ type: 'checkbox', bind: 'state.agreed', label: 'I agree to the terms' }])],
      {},
      '/widget-test',
      { widgets: registry },
    );
    await user().click(await screen.findByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release(true);
    expect(await within(dialog).findByRole('checkbox', { name: 'I agree to the terms' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: 'Loading' })).toBeNull();
    // The idle warm-up, had it started meanwhile, waited for the same load.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(asked).toEqual(['checkbox']);
  });

  it('a node that declares its height keeps that place while its code comes', async () => {
    const { registry, release } = holding('iframe');
    renderBody(
      [
        openButton,
        modal([
          {
            type: 'iframe',
            src: 'https://agreements.example.ph/loan.html',
            title: 'Loan agreement',
            height: 360,
          },
        ]),
      ],
      {},
      '/widget-test',
      { widgets: registry },
    );
    await user().click(await screen.findByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    const loading = within(dialog).getByRole('status', { name: 'Loading' });
    expect(loading.parentElement).toHaveStyle({ height: '360px' });
    release(true);
    await waitFor(() => expect(within(dialog).queryByRole('status', { name: 'Loading' })).toBeNull());
  });

  it("code that fails to load shows the node's fallback and a report, and the rest of the modal", async () => {
    const { registry, release } = holding('qr-code');
    const view = renderBody(
      [
        openButton,
        modal([
          { type: 'text', text: 'Scan to pay' },
          {
            type: 'qr-code',
            value: 'PAY-7731',
            label: 'QR code to pay',
            fallback: { type: 'text', text: 'Pay with the code PAY-7731.' },
          },
        ]),
      ],
      {},
      '/widget-test',
      { widgets: registry },
    );
    await user().click(await screen.findByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    release(false);
    expect(await within(dialog).findByText('Pay with the code PAY-7731.')).toBeInTheDocument();
    expect(within(dialog).getByText('Scan to pay')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'QR code to pay' })).toBeNull();
    expect(view.warnings.filter((w) => w.startsWith('invalid-config'))).toEqual([]);
    expect(
      view.warnings.some((w) => w.startsWith('node-crashed: qr-code') && w.includes('network down')),
    ).toBe(true);
  });
});
