import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, screenDrawn, setUpMockBackend, user } from './render-screen';

const mock = setUpMockBackend();

const SESSION = 'productId=1&orderId=OD1001&deviceId=dev-9&building=bu';

describe('repayment by period', () => {
  it('loads the period info and shows date, amount, product, two detail rows with more/hide, and the instruction image', async () => {
    const view = renderScreen(`/repayPeriod?${SESSION}`);
    await screenDrawn(view.container, 'repay-period');
    const [load] = mock.requestsTo('loanPlayDetail');
    expect(load!.path).toBe('/v3/installment/loan-play-detail');
    expect(load!.fields).toMatchObject({ productId: '1', orderId: 'OD1001' });
    expect(screen.getByText('Repayment date')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2025-06-10' })).toBeInTheDocument();
    expect(screen.getByText('₱5,450.00')).toBeInTheDocument();
    // The server's display rows, and the breakdown of the amount due beside them: each amount once.
    expect(screen.getByText('Loan amount').parentElement).toHaveTextContent('Loan amount₱5,000.00');
    expect(screen.getByText('Overdue days').parentElement).toHaveTextContent('Overdue days0');
    expect(screen.getAllByText('Principal')).toHaveLength(1);
    expect(screen.getAllByText('Interest')).toHaveLength(1);
    expect(screen.queryByText('₱450.00')).toBeNull();
    const breakdown = screen.getByText('What this amount is for').parentElement!;
    for (const [label, amount] of [
      ['Principal', '₱5,000.00'],
      ['Interest', '₱400.00'],
      ['Fees', '₱50.00'],
      ['Penalties', '₱0.00'],
    ] as const)
      expect(within(breakdown).getByText(label).parentElement).toHaveTextContent(`${label}${amount}`);
    expect(within(breakdown).queryByText('Days past due')).toBeNull();
    expect(screen.queryByText('Order number')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Show more details' }));
    expect(screen.getByText('Order number')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByText('Order number')).toBeNull();
    expect(screen.getByRole('button', { name: /^Enlarge How to repay/ })).toBeInTheDocument();
    expect(screen.getByText(/^Pay code: /)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });

  it('keeps the sheet open on a channel tap, moves the check mark, and pays from the sheet with that channel', async () => {
    const view = renderScreen(`/repayPeriod?${SESSION}`);
    await screenDrawn(view.container, 'repay-period');
    await user().click(screen.getByRole('button', { name: 'Payment Method' }));
    const sheet = await screen.findByRole('dialog', { name: 'Payment Method' });
    expect(within(sheet).getByText('Please select your repayment method for payment')).toBeInTheDocument();
    expect(await within(sheet).findByRole('radio', { name: '7-Eleven' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user().click(within(sheet).getByRole('radio', { name: 'GCash' }));
    expect(screen.getByRole('dialog', { name: 'Payment Method' })).toBe(sheet);
    expect(within(sheet).getByRole('radio', { name: 'GCash' })).toHaveAttribute('aria-checked', 'true');
    expect(within(sheet).getByRole('radio', { name: '7-Eleven' })).toHaveAttribute('aria-checked', 'false');
    // The page behind shows the chosen channel, without the default channel's pay code.
    const page = view.container.querySelector('main')!;
    expect(within(page).getByText('GCash')).toBeInTheDocument();
    expect(within(page).queryByText('7-Eleven')).toBeNull();
    expect(within(page).queryByText(/^Pay code: /)).toBeNull();

    await user().click(within(sheet).getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(view.opened).toHaveLength(1));
    const [pay] = mock.requestsTo('generateVcode');
    expect(pay!.fields).toEqual({ productId: '1', orderId: 'OD1001', amount: 545000, channelNumber: 2002 });
    const target = new URL(view.opened[0]!);
    expect(target.pathname).toBe('/repaymentOfCode2');
    expect(target.searchParams.get('showType')).toBe('2');
    const payCode = target.searchParams.get('payCode');
    expect(payCode).toBeTruthy();
    // What the next page reads: the chosen channel, its code and the amount sent.
    expect(view.store.getState().flow.repayInfo).toMatchObject({
      amount: 545000,
      channel: { channel_number: 2002, name: 'GCash' },
      defDetail: { title: 'GCash', payCode, logo: expect.stringContaining('logo-gcash') },
    });
  });

  it('keeps the default pay code and its channel when the default channel is paid', async () => {
    const view = renderScreen(`/repayPeriod?${SESSION}`);
    await screenDrawn(view.container, 'repay-period');
    const page = view.container.querySelector('main')!;
    expect(within(page).getByText('7-Eleven')).toBeInTheDocument();
    expect(within(page).getByText('Pay code: 7E-1001-5450')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(view.opened).toHaveLength(1));
    expect(mock.requestsTo('generateVcode')[0]!.fields).toMatchObject({ channelNumber: 2001 });
    const payCode = new URL(view.opened[0]!).searchParams.get('payCode');
    expect(view.store.getState().flow.repayInfo).toMatchObject({
      amount: 545000,
      defDetail: { title: '7-Eleven', payCode },
    });
  });

  it('sends one generate-vcode for a double tap', async () => {
    const view = renderScreen(`/repayPeriod?${SESSION}`);
    await screenDrawn(view.container, 'repay-period');
    const pay = screen.getByRole('button', { name: 'Payment' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(view.opened).toHaveLength(1));
    expect(mock.requestsTo('generateVcode')).toHaveLength(1);
  });

  it('copies the default pay code', async () => {
    const view = renderScreen(`/repayPeriod?${SESSION}`);
    await screenDrawn(view.container, 'repay-period');
    await user().click(screen.getByRole('button', { name: 'Copy the pay code' }));
    expect(await screen.findByText('copy success')).toBeInTheDocument();
  });

  it('shows the server message and stays when the payment is refused', async () => {
    const view = renderScreen(`/repayPeriod?${SESSION}`);
    await screenDrawn(view.container, 'repay-period');
    mock.backend.state.orders[0]!.repayAmount = 1;
    await user().click(screen.getByRole('button', { name: 'Payment' }));
    expect(await screen.findByText('The amount has changed, please refresh')).toBeInTheDocument();
    expect(view.opened).toEqual([]);
  });
});

describe('repayment of delay (rollover)', () => {
  it('shows the rollover title, amount, next date and plan, and pays with isDelay=1', async () => {
    const view = renderScreen(`/repayDelay?${SESSION}`);
    await screenDrawn(view.container, 'repay-delay');
    expect(mock.requestsTo('rolloverDetail')[0]!.path).toBe('/curriculum/willcox');
    expect(screen.getByRole('heading', { level: 2, name: 'Rollover Repayment' })).toBeInTheDocument();
    expect(screen.getByText(/^Your next payment date is \d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('Extension fee')).toBeInTheDocument();
    expect(screen.getByText('Pay the extension fee today')).toBeInTheDocument();
    const amount = mock.backend.state.orders[0]!.delayAmount;
    await user().click(screen.getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(view.opened).toHaveLength(1));
    expect(mock.requestsTo('generateVcode')[0]!.fields).toMatchObject({
      amount,
      isDelay: 1,
      channelNumber: 2001,
    });
  });

  it('keeps Payment disabled when the rollover amount is missing', async () => {
    mock.backend.state.orders[0]!.delayAmount = 0;
    const view = renderScreen(`/repayDelay?${SESSION}`);
    await screenDrawn(view.container, 'repay-delay');
    expect(screen.getByRole('button', { name: 'Payment' })).toBeDisabled();
  });
});
