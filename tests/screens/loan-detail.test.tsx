import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, screenDrawn, setUpMockBackend, user } from './render-screen';

const mock = setUpMockBackend();

const PAGE = '/loanDetail?productId=1&orderId=OD1001&deviceId=dev-9&building=bu';
const buttons = () =>
  screen
    .queryAllByRole('button')
    .map((b) => b.textContent)
    .filter((t) => ['REPAY', 'Rollover Repayment', 'Repayment', 'Borrow Again'].includes(t ?? ''));

async function open(scenario: string, page = PAGE) {
  mock.useScenario(scenario);
  const view = renderScreen(page);
  await screenDrawn(view.container, 'loan-detail');
  return view;
}

describe('order details', () => {
  it('loads the order with productId and orderId and shows icon, status texts, product and detail rows', async () => {
    const view = await open('order-174-delay');
    const [load] = mock.requestsTo('loanDetails');
    expect(load!.method).toBe('GET');
    expect(load!.query).toMatchObject({ productId: '1', orderId: 'OD1001' });
    expect(load!.headers.building).toBe('bu');
    expect(screen.getByRole('heading', { name: 'Awaiting repayment' })).toBeInTheDocument();
    expect(
      screen.getByText('Please repay before the due date to keep a good credit record.'),
    ).toBeInTheDocument();
    expect(view.container.querySelector('img[src="/images/status-174.svg"]')).not.toBeNull();
    expect(screen.getByText('PesoLoan')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
    expect(document.title).toBe('Order Details');
  });

  it.each([
    ['order-174-delay', ['REPAY', 'Rollover Repayment']],
    ['order-180-delay', ['REPAY', 'Rollover Repayment']],
    ['order-174', ['Repayment']],
    ['order-180', ['Repayment']],
    ['order-170', ['Repayment']],
    ['order-200', ['Borrow Again']],
    ['order-110', []],
    ['order-151', []],
    ['order-21', []],
  ])('%s shows the buttons %j', async (scenario, expected) => {
    await open(scenario);
    expect(buttons()).toEqual(expected);
    if (expected.length === 0) {
      expect(screen.getByText('Click to view more products')).toBeInTheDocument();
      expect(screen.getByText('CashGo')).toBeInTheDocument();
    } else {
      expect(screen.queryByText('Click to view more products')).toBeNull();
    }
    if (expected.includes('REPAY')) expect(screen.getByText('Short of money?')).toBeInTheDocument();
  });

  it('shows tags on the first two recommended products only and keeps a disabled product closed', async () => {
    const view = await open('order-151');
    expect(screen.getByText('Low rate')).toBeInTheDocument();
    expect(screen.queryByText('Popular')).toBeNull(); // third product
    expect(screen.getByRole('button', { name: 'Sold out PondoNow' })).toBeDisabled();
    await user().click(screen.getByRole('button', { name: /CashGo$/ }));
    expect(view.bridge.posted).toContainEqual({ type: 'toProductDetail', payload: { productId: '2' } });
  });

  it('Repayment goes to /repayPeriod and Rollover Repayment to /repayDelay with the session kept', async () => {
    const view = await open('order-174-delay');
    await user().click(screen.getByRole('button', { name: 'Rollover Repayment' }));
    await waitFor(() => expect(view.store.getState().route.path).toBe('/repayDelay'));
    expect(view.store.getState().flow.bankTipSeen).toBe(true);
  });

  it("Borrow Again saves the event with the page's productId, moduleId 30 and positionId (docs/spec.md §7)", async () => {
    mock.useScenario('order-200');
    // The order answer has no productId (docs/spec.md §3): the product is the one the page was opened for.
    Reflect.deleteProperty(mock.backend.state.orders[0]!, 'productId');
    const view = renderScreen(PAGE);
    await user().click(await screen.findByRole('button', { name: 'Borrow Again' }));
    await waitFor(() => expect(mock.requestsTo('eventSave')).toHaveLength(1));
    const [event] = mock.requestsTo('eventSave');
    expect(event!.path).toBe('/service/event/save');
    expect(event!.fields).toEqual({ productId: '1', moduleId: 30, positionId: 1 });
    // The shell is told once the event's answer is in.
    await waitFor(() => expect(view.bridge.posted.map((m) => m.type)).toContain('toHome'));
  });

  it('redirects to playeduL for statuses other than 21, through the URL gate', async () => {
    const view = await open('order-playedul');
    await waitFor(() => expect(view.replaced).toHaveLength(1));
    expect(new URL(view.replaced[0]!).pathname).toBe('/loanTerms');
  });

  it('stays on the page for status 21 even with playeduL', async () => {
    const view = await open('order-21');
    await new Promise((r) => setTimeout(r, 50));
    expect(view.assigned).toEqual([]);
  });

  it('refuses a hostile playeduL', async () => {
    mock.useScenario('order-playedul');
    mock.backend.state.orders[0]!.playeduL = 'javascript:alert(1)';
    const view = renderScreen(PAGE);
    expect(await screen.findByText('This link cannot be opened.')).toBeInTheDocument();
    expect(view.assigned).toEqual([]);
  });

  it('shows Kind tips until the borrower goes to repay, then not again in this session', async () => {
    const first = await open('order-kind-tips');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Please make sure your bank card is valid before you repay.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('loading...')).toBeNull(); // nothing over the dialog
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await user().click(screen.getByRole('button', { name: 'REPAY' }));
    await waitFor(() => expect(first.store.getState().route.path).toBe('/repayPeriod'));
    // A reload hides the page first, and the app saves then.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    renderScreen(PAGE);
    await screen.findByRole('heading', { name: 'Awaiting repayment' });
    expect(screen.queryByText('Please make sure your bank card is valid before you repay.')).toBeNull();
  });

  it('rating: none chosen says Please choose a rating.; fewer than 4 stars sends score 5 and opens the result; 4+ asks the shell to rate', async () => {
    const view = await open('order-score');
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose a rating.')).toBeInTheDocument();
    expect(mock.requestsTo('googleScore')).toHaveLength(0);
    await user().click(await within(dialog).findByRole('radio', { name: '3 stars' }));
    await user().click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Thank you for your feedback. We will keep improving our service.'),
    ).toBeInTheDocument();
    expect(mock.requestsTo('googleScore')[0]!.fields).toEqual({ score: 5 });
    expect(view.bridge.posted.map((m) => m.type)).not.toContain('toRate');
  });

  it('rating with 5 stars sends toRate', async () => {
    const view = await open('order-score');
    const dialog = await screen.findByRole('dialog');
    await user().click(await within(dialog).findByRole('radio', { name: '5 stars' }));
    await user().click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(view.bridge.posted.map((m) => m.type)).toContain('toRate'));
    expect(mock.requestsTo('googleScore')[0]!.fields).toEqual({ score: 5 });
  });

  it('bank-card prompt leads to /bindBank?source=loanDetail', async () => {
    const view = await open('order-card-pop');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bind your bank card')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Go and bind the card' }));
    await waitFor(() => expect(view.store.getState().route.path).toBe('/bindBank'));
    expect(view.store.getState().route.query.source).toBe('loanDetail');
  });

  it("calls the order's telephone, else the configured service phone", async () => {
    const view = await open('order-174');
    await user().click(screen.getByRole('button', { name: 'Call customer service +63 2 8888 1234' }));
    expect(view.bridge.posted).toContainEqual({
      type: 'callTelephone',
      payload: { phone: '+63288881234' },
    });
    view.unmount();
    mock.backend.state.orders[0]!.telephone = '';
    renderScreen(PAGE);
    expect(
      await screen.findByRole('button', { name: 'Call customer service +63 2 8888 0000' }),
    ).toBeInTheDocument();
  });

  it('/order shows the same screen; an unknown order shows the message with a retry', async () => {
    await open('order-error', '/order?orderId=NOPE');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('Order does not exist').length).toBeGreaterThan(0);
  });

  it('a screen that cannot load offers a way back: opened first, Go back closes the web view', async () => {
    const view = await open('order-error', '/order?orderId=NOPE');
    await user().click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(view.bridge.posted.map((m) => m.type)).toContain('closeWebview'));
  });

  it('a screen reached from another that cannot load goes back to it, not out of the app', async () => {
    const view = await open('order-174-delay');
    // The rollover answer fails from now on.
    mock.useScenario('repay-error');
    await user().click(screen.getByRole('button', { name: 'Rollover Repayment' }));
    await waitFor(() => expect(view.store.getState().route.path).toBe('/repayDelay'));
    const main = await screen.findByRole('main');
    await waitFor(() =>
      expect(within(main).getByRole('alert')).toHaveTextContent('Repayment is under maintenance'),
    );
    await user().click(within(main).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(view.store.getState().route.path).toBe('/loanDetail'));
    expect(view.bridge.posted.map((m) => m.type)).not.toContain('closeWebview');
  });
});

describe('withdraw prompt', () => {
  it('shows the server message; Withdraw Now opens h5Url, without session values over http', async () => {
    mock.useScenario('order-withdraw');
    const view = renderScreen(PAGE);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Repay on time to raise your limit.')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Withdraw Now' }));
    await waitFor(() => expect(view.opened).toHaveLength(1));
    const target = new URL(view.opened[0]!);
    expect(target.pathname).toBe('/loanTerms');
    // The page is on plain http here: a link gets no session value (docs/contracts.md §11).
    expect(target.searchParams.get('deviceId')).toBeNull();
  });
});
