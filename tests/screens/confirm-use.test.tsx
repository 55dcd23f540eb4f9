import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, setUpMockBackend, user } from './render-screen';
import app from '../../screen-configs/app.json';

const mock = setUpMockBackend();

const SESSION = 'productId=1&orderId=OD1001&deviceId=dev-9&sessionId=s-1&building=bu&gather=ga';
const PAGE = `/confirmUse?${SESSION}`;

describe('loan confirmation', () => {
  it('loads the offer and agreements with client-one headers and shows amount, term, rate, details and plan', async () => {
    renderScreen(PAGE);
    // The headline amount (money filter), the server's "Loan amount" row and the disclosure's amount
    // financed are written alike.
    expect(await screen.findAllByText('₱5,000.00')).toHaveLength(3);
    const [load] = mock.requestsTo('loanDetailConfirm');
    expect(load!.method).toBe('POST');
    expect(load!.fields).toMatchObject({ productId: '1' });
    expect(load!.headers).toMatchObject({
      building: 'bu',
      gather: 'ga',
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(load!.headers['content-type']).toContain('application/json');
    const [agreements] = mock.requestsTo('contract');
    expect(agreements!.method).toBe('GET');
    expect(agreements!.query).toMatchObject({ productId: '1', scene: '3' });

    expect(screen.getByText('PesoLoan')).toBeInTheDocument();
    expect(screen.getByText('120 days')).toBeInTheDocument();
    expect(screen.getByText('Daily interest rate 0.05%, no hidden charges')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Detailed list' })).toBeInTheDocument();
    // In the server's rows and among the disclosure's charges.
    expect(screen.getAllByText('Service fee')).toHaveLength(2);
    // "Amount received" in the server's rows, and the disclosure's net proceeds.
    expect(screen.getAllByText('₱4,550.00')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Plan list' })).toBeInTheDocument();
    expect(screen.getByText('Period 4')).toBeInTheDocument();
    // The plan list and the disclosure's schedule.
    expect(screen.getAllByText('₱1,312.50')).toHaveLength(8);
    // Consent is the borrower's act: the box starts unticked.
    expect(screen.getByRole('checkbox', { name: 'I have read and agree to' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Loan Agreement' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });

  it('greys Next until the borrower ticks the agreement, and sends nothing before', async () => {
    renderScreen(PAGE);
    const box = await screen.findByRole('checkbox', { name: 'I have read and agree to' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(box).not.toBeChecked();
    expect(next).toBeDisabled();
    await user().click(next);
    expect(mock.requestsTo('loanDetailPush')).toHaveLength(0);
    await user().click(box);
    expect(next).toBeEnabled();
    await user().click(box);
    expect(next).toBeDisabled();
  });

  it('shows the disclosure statement worked out from the answer, with the lender and the advisory', async () => {
    renderScreen(PAGE);
    const statement = await screen.findByRole('region', { name: 'Disclosure Statement' });
    const row = (name: string) => within(statement).getByText(name).closest('div')!.textContent;
    expect(row('Amount financed')).toBe('Amount financed₱5,000.00');
    expect(row('Service fee')).toBe('Service fee (deducted from the loan)₱450.00');
    expect(row('Total finance charge')).toBe('Total finance charge₱700.00');
    expect(row('Net proceeds')).toBe('Net proceeds₱4,550.00');
    expect(row('Total amount payable')).toBe('Total amount payable₱5,250.00');
    expect(row('Nominal interest rate per month')).toBe('Nominal interest rate per month1.25%');
    const table = within(statement).getByRole('table', { name: 'Schedule of payments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Due date', 'Principal', 'Interest', 'Fees', 'Total']);
    expect(within(table).getByRole('row', { name: /2025-09-30/ }).textContent).toBe(
      '2025-09-30₱1,250.00₱62.50₱0.00₱1,312.50',
    );
    expect(screen.getByText('Please read the Disclosure Statement before you proceed.')).toBeInTheDocument();
    const { lender } = app;
    expect(
      screen.getByText(
        `${lender.name} · SEC Reg. No. ${lender.secRegistrationNo} · Certificate of Authority No. ${lender.certificateOfAuthorityNo}`,
      ),
    ).toBeInTheDocument();
  });

  it('refuses an offer whose net proceeds do not add up: the contact instead, Next disabled, nothing sent', async () => {
    mock.useScenario('disclosure-short');
    const view = renderScreen(PAGE);
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(
      'We cannot show this offer. Please contact us.Customer service: +63 2 8888 0000',
    );
    expect(within(refusal).getByRole('link', { name: '+63 2 8888 0000' })).toHaveAttribute(
      'href',
      'tel:+63288880000',
    );
    expect(screen.queryByRole('region', { name: 'Disclosure Statement' })).toBeNull();
    await user().click(screen.getByRole('checkbox', { name: 'I have read and agree to' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(mock.requestsTo('loanDetailPush')).toHaveLength(0);
    expect(view.warnings).toContainEqual(expect.stringMatching(/^offer-refused: .*net-proceeds/));
  });

  it('pushes the loan as received, tells the shell, and replaces the location with lendDetailsUrl, the session and from=confirm', async () => {
    const view = renderScreen(PAGE);
    await screen.findAllByText('₱5,000.00');
    await user().click(screen.getByRole('checkbox', { name: 'I have read and agree to' }));
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.replaced).toHaveLength(1));
    const [push] = mock.requestsTo('loanDetailPush');
    expect(push!.fields).toMatchObject({
      amount: 500000,
      periods: 4,
      termUnit: 30,
      productId: '1',
      marker: 1,
    });
    expect(push!.headers['idempotency-key']).toBeTruthy();
    expect(view.bridge.posted.map((m) => m.type)).toContain('confirmBurialPoint');
    const target = new URL(view.replaced[0]!);
    expect(target.pathname).toBe('/loanDetail');
    // the server's new order id is kept; the page is on plain http here, so no session value is added
    // (docs/contracts.md §11: session values go only to the lender's https hosts)
    expect(target.searchParams.get('orderId')).toMatch(/^OD2/);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({ from: 'confirm', productId: '1' });
    expect(target.searchParams.has('deviceId')).toBe(false);
    expect(target.searchParams.has('sessionId')).toBe(false);
  });

  it('opens an agreement through contract-jump with scene 3 and its position, inside the app', async () => {
    const view = renderScreen(PAGE);
    await user().click(await screen.findByRole('button', { name: 'Privacy Policy' }));
    const viewer = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    const [jump] = mock.requestsTo('contractJump');
    expect(jump).toMatchObject({
      method: 'GET',
      query: { productId: '1', scene: '3', position: '2', orderId: 'OD1001', marker: '1' },
    });
    const frame = within(viewer).getByTitle('Privacy Policy');
    expect(new URL(frame.getAttribute('src')!).pathname).toBe('/mock-assets/agreement-2.html');
    // The web view stays on the screen; Back returns to it.
    expect(view.opened).toEqual([]);
    await user().click(within(viewer).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'Privacy Policy' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('without pop-ups: no agreement modal, and the back action closes the web view', async () => {
    const view = renderScreen(PAGE);
    await screen.findAllByText('₱5,000.00');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => view.bridge.receive({ type: 'back' }));
    await waitFor(() => expect(view.bridge.posted.map((m) => m.type)).toContain('closeWebview'));
  });

  it('shows the agreement modal when popAgreementUrl is set: Agree dismisses it, Cancel closes the web view', async () => {
    mock.useScenario('confirm-popups');
    const view = renderScreen(PAGE);
    const dialog = await screen.findByRole('dialog');
    // The agreement's frame is drawn only in the modal: its code may still be on its way when it opens.
    expect(await within(dialog).findByTitle('Loan agreement')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/mock-assets\/agreement-1\.html$/),
    );
    expect(within(dialog).getByTitle('Loan agreement')).toHaveAttribute('sandbox', '');
    await user().click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByTitle('Loan agreement')).not.toBeVisible());
    expect(view.bridge.posted.map((m) => m.type)).not.toContain('closeWebview');
  });

  it("opens the retention pop-up on the back action when isPopType is 1: titled Point out, with the server's title and content", async () => {
    mock.useScenario('confirm-popups');
    mock.backend.state.offers[0]!.popTitle = 'Leaving so soon?';
    const view = renderScreen(PAGE);
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Agree' }));
    act(() => view.bridge.receive({ type: 'back' }));
    // modal content is only rendered while the modal is open
    const retention = await screen.findByRole('dialog', { name: 'Point out' });
    expect(within(retention).getByRole('heading', { name: 'Leaving so soon?' })).toBeInTheDocument();
    expect(
      within(retention).getByText('Only one step left to get your money. Are you sure you want to leave?'),
    ).toBeInTheDocument();
    expect(view.bridge.posted.map((m) => m.type)).not.toContain('closeWebview');
    await user().click(within(retention).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.bridge.posted.map((m) => m.type)).toContain('closeWebview'));
  });

  it('shows the server message with a retry when the offer cannot be loaded', async () => {
    mock.useScenario('confirm-error');
    renderScreen(PAGE);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('The offer has expired').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('keeps the borrower on the page with the message when the push is refused', async () => {
    const view = renderScreen(PAGE);
    await screen.findAllByText('₱5,000.00');
    mock.backend.state.offers[0]!.amount = 400000;
    await user().click(screen.getByRole('checkbox', { name: 'I have read and agree to' }));
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The loan offer has changed, please refresh')).toBeInTheDocument();
    expect(view.assigned).toEqual([]);
    expect(view.bridge.posted.map((m) => m.type)).not.toContain('confirmBurialPoint');
  });
});
