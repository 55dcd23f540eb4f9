import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, setUpMockBackend, user } from './render-screen';

const mock = setUpMockBackend();

const PAGE = '/confirmUseNew?productId=2&orderId=OD1001&deviceId=dev-9&swift=sw&eyes=ey';

/** The agreement modal opens when agreementUrl is set (the mock's default): dismiss it. */
async function dismissAgreement() {
  const dialog = await screen.findByRole('dialog');
  await user().click(within(dialog).getByRole('button', { name: 'Agree' }));
}

describe('newer loan confirmation (older API)', () => {
  it('loads from /gopia/goya form-encoded with client-two headers and shows the offer with the server button text', async () => {
    renderScreen(PAGE);
    await dismissAgreement();
    expect(screen.getByText('CashGo')).toBeInTheDocument();
    // The headline amount (money filter), the server's "Loan amount" row and the disclosure's amount
    // financed are written alike; net proceeds and the schedule are the disclosure's.
    expect(screen.getAllByText('₱5,000.00')).toHaveLength(3);
    expect(screen.getAllByText('₱4,550.00')).toHaveLength(2);
    expect(screen.getByText('120 days')).toBeInTheDocument();
    expect(screen.getAllByText('₱1,312.50')).toHaveLength(8);
    expect(screen.getAllByText('2025-07-02', { exact: false })).toHaveLength(2);
    const [load] = mock.requestsTo('goyaLoanDetail');
    expect(load!.path).toBe('/gopia/goya/loan-detail');
    expect(load!.headers).toMatchObject({ swift: 'sw', eyes: 'ey' });
    expect(load!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(load!.body).get('productId')).toBe('2');
    expect(screen.getByRole('button', { name: 'Get my loan' })).toBeDisabled();
    await user().click(screen.getByRole('checkbox', { name: 'I have read and agree to' }));
    expect(screen.getByRole('button', { name: 'Get my loan' })).toBeEnabled();
  });

  it('frames agreementUrl in the agreement modal; Cancel closes the web view', async () => {
    const view = renderScreen(PAGE);
    const dialog = await screen.findByRole('dialog');
    // The agreement's frame shows once its widget's code is there (it is drawn only on demand).
    expect(await within(dialog).findByTitle('Loan agreement')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/mock-assets\/agreement-1\.html$/),
    );
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.bridge.posted.map((m) => m.type)).toContain('closeWebview'));
  });

  it('pushes with loan-push and replaces the location with jumpUrl plus the session and from=confirm', async () => {
    const view = renderScreen(PAGE);
    await dismissAgreement();
    await user().click(screen.getByRole('checkbox', { name: 'I have read and agree to' }));
    await user().click(screen.getByRole('button', { name: 'Get my loan' }));
    await waitFor(() => expect(view.replaced).toHaveLength(1));
    const [push] = mock.requestsTo('goyaLoanPush');
    expect(Object.fromEntries(new URLSearchParams(push!.body))).toMatchObject({
      amount: '500000',
      periods: '4',
      termUnit: '30',
      productId: '2',
    });
    expect(view.bridge.posted.map((m) => m.type)).toContain('confirmBurialPoint');
    const target = new URL(view.replaced[0]!);
    expect(target.pathname).toBe('/loanDetail');
    expect(target.searchParams.get('from')).toBe('confirm');
    // The page is on plain http here: a link gets no session value (docs/contracts.md §11).
    expect(target.searchParams.get('deviceId')).toBeNull();
  });

  it('opens an agreement title through agreement-jump', async () => {
    const view = renderScreen(PAGE);
    await dismissAgreement();
    await user().click(screen.getByRole('button', { name: 'Loan Agreement' }));
    const viewer = await screen.findByRole('dialog', { name: 'Loan Agreement' });
    const [jump] = mock.requestsTo('goyaAgreementJump');
    expect(Object.fromEntries(new URLSearchParams(jump!.body))).toMatchObject({
      productId: '2',
      position: '1',
    });
    const frame = within(viewer).getByTitle('Loan Agreement');
    expect(new URL(frame.getAttribute('src')!).pathname).toBe('/mock-assets/agreement-1.html');
    expect(view.opened).toEqual([]);
  });

  it('shows the promo pop-up from NewPopMsg whose button leads to the statement and consent, and the retention pop-up on back', async () => {
    mock.useScenario('confirm-new-popups');
    const view = renderScreen(PAGE);
    await dismissAgreement();
    const promoText = await screen.findByText('Limited offer: your first 7 days are interest-free!');
    const promo = promoText.closest('[role="dialog"]') as HTMLElement;
    expect(within(promo).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // The borrower has not consented yet: the promo's button closes it, and takes out no loan.
    await user().click(within(promo).getByRole('button', { name: 'Get my loan' }));
    await waitFor(() =>
      expect(screen.queryByText('Limited offer: your first 7 days are interest-free!')).toBeNull(),
    );
    expect(mock.requestsTo('goyaLoanPush')).toHaveLength(0);
    await user().click(screen.getByRole('checkbox', { name: 'I have read and agree to' }));
    await user().click(screen.getByRole('button', { name: 'Get my loan' }));
    await waitFor(() => expect(view.replaced).toHaveLength(1));
    expect(mock.requestsTo('goyaLoanPush')).toHaveLength(1);

    act(() => view.bridge.receive({ type: 'back' }));
    expect(
      await screen.findByText('Your loan is approved. Leave now and you may lose this offer.'),
    ).toBeInTheDocument();
  });

  it("titles the retention pop-up Point out, with the server's title and content inside", async () => {
    mock.useScenario('confirm-new-popups');
    for (const offer of mock.backend.state.offers) {
      offer.retainTitle = 'Wait, your money is ready';
      offer.NewPopMsg = '';
    }
    const view = renderScreen(PAGE);
    await dismissAgreement();
    act(() => view.bridge.receive({ type: 'back' }));
    const retention = await screen.findByRole('dialog', { name: 'Point out' });
    expect(within(retention).getByRole('heading', { name: 'Wait, your money is ready' })).toBeInTheDocument();
    expect(
      within(retention).getByText('Your loan is approved. Leave now and you may lose this offer.'),
    ).toBeInTheDocument();
  });

  it("shows an older-API refusal ('01') as the error screen with its message", async () => {
    mock.useScenario('goya-error');
    renderScreen(PAGE);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('System busy').length).toBeGreaterThan(0);
  });
});
