import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  renderScreen,
  screenDrawn,
  setUpMockBackend,
  startFakeTimers,
  user,
  wholeText,
} from './render-screen';

const mock = setUpMockBackend();
const PAGE = '/payWay?orderId=OD1001&productId=1&amount=545000&couponId=C9&deviceId=dev-9&userId=u-1';

async function open(page = PAGE) {
  const view = renderScreen(page);
  await screenDrawn(view.container, 'pay-way');
  return view;
}

async function chooseCardAndPay() {
  const [card] = mock.backend.state.bankCards;
  await user().click(screen.getByRole('radio', { name: new RegExp(`^${card!.bankName}`) }));
  await user().click(screen.getByRole('button', { name: 'Pay' }));
}

describe('pay-way: card repayment with SMS verification', () => {
  it('lists the cards from repayment-way (orderId in the query) and blocks paying without a card', async () => {
    await open();
    const [way] = mock.requestsTo('repaymentWay');
    expect(way!.query).toMatchObject({ orderId: 'OD1001' });
    expect(screen.getByText('₱5,450.00')).toBeInTheDocument();
    const [card] = mock.backend.state.bankCards;
    expect(screen.getByText(`**** ${card!.cardNo.slice(-4)}`)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Please choose a bank card first.')).toBeInTheDocument();
    expect(mock.requestsTo('repaymentCommit')).toHaveLength(0);
  });

  it("commits with sendMsg 0, opens SMS verification with a 60 s countdown, and confirms with code '00' to #/borrowDetail/", async () => {
    startFakeTimers();
    const view = await open();
    await chooseCardAndPay();
    const dialog = await screen.findByRole('dialog', { name: 'SMS verification' });
    const [commit] = mock.requestsTo('repaymentCommit');
    const [card] = mock.backend.state.bankCards;
    expect(commit!.fields).toMatchObject({
      amount: 545000,
      bankName: card!.bankName,
      cardId: card!.id,
      cardNo: card!.cardNo,
      couponId: 'C9',
      orderId: 'OD1001',
      sendMsg: 0,
    });
    expect(commit!.fields.repayToken).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled(),
    );
    act(() => void vi.advanceTimersByTime(10_000));
    expect(within(dialog).getByRole('button', { name: /^Resend in 5\d s$/ })).toBeInTheDocument();
    const recordId = (view.store.getState().flow.payway as { repayRecordId: string }).repayRecordId;
    expect(recordId).toBeTruthy();

    await user().type(within(dialog).getByLabelText('Verification code'), '123456');
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.store.getState().route.hash).toBe('/borrowDetail/'));
    expect(mock.requestsTo('repaymentConfirm')[0]!.fields).toEqual({
      orderId: 'OD1001',
      verifyCode: '123456',
      repaymentRecordId: recordId,
    });
    expect(await screen.findByText('Your repayment has been submitted')).toBeInTheDocument();
  });

  it('refuses a code shorter than 6 digits without a request', async () => {
    await open();
    await chooseCardAndPay();
    const dialog = await screen.findByRole('dialog', { name: 'SMS verification' });
    await user().type(within(dialog).getByLabelText('Verification code'), '123');
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter the correct verification code.')).toBeInTheDocument();
    expect(mock.requestsTo('repaymentConfirm')).toHaveLength(0);
  });

  it.each([
    ['repay-confirm-wrong-code', 'verification code wrong'],
    ['repay-confirm-twice', 'do not submit payment request twice'],
  ])('%s shows %s and stays', async (scenario, message) => {
    mock.useScenario(scenario);
    await open();
    await chooseCardAndPay();
    const dialog = await screen.findByRole('dialog', { name: 'SMS verification' });
    await user().type(within(dialog).getByLabelText('Verification code'), '654321');
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'SMS verification' })).toBeInTheDocument();
  });

  it('resends with sendMsg 1 after the countdown; Cancel then Pay reopens the verification without a second commit', async () => {
    startFakeTimers();
    await open();
    await chooseCardAndPay();
    const dialog = await screen.findByRole('dialog', { name: 'SMS verification' });
    act(() => void vi.advanceTimersByTime(61_000));
    await user().click(await within(dialog).findByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(mock.requestsTo('repaymentCommit')).toHaveLength(2));
    expect(mock.requestsTo('repaymentCommit')[1]!.fields).toMatchObject({ sendMsg: 1 });
    expect(await within(dialog).findByRole('button', { name: /^Resend in \d+ s$/ })).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user().click(screen.getByRole('button', { name: 'Pay' }));
    const again = await screen.findByRole('dialog', { name: 'SMS verification' });
    expect(within(again).getByRole('button', { name: /^Resend in \d+ s$/ })).toBeInTheDocument();
    expect(mock.requestsTo('repaymentCommit')).toHaveLength(2);
  });

  it('another card while a code is pending for the order is refused until the countdown ends', async () => {
    await open();
    await chooseCardAndPay();
    const dialog = await screen.findByRole('dialog', { name: 'SMS verification' });
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const [, other] = mock.backend.state.bankCards;
    await user().click(screen.getByRole('radio', { name: new RegExp(`^${other!.bankName}`) }));
    await user().click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Please wait before requesting another code.')).toBeInTheDocument();
    expect(mock.requestsTo('repaymentCommit')).toHaveLength(1);
  });

  it('goes straight to #/borrowDetail/ when no SMS code is needed', async () => {
    mock.useScenario('repay-no-sms');
    const view = await open();
    await chooseCardAndPay();
    await waitFor(() => expect(view.store.getState().route.hash).toBe('/borrowDetail/'));
  });

  it("shows 'processing failed' for a commit refused without a message", async () => {
    await open();
    mock.useScenario('repay-commit-error');
    await chooseCardAndPay();
    expect(await screen.findByText('processing failed')).toBeInTheDocument();
  });

  it("shows 'failed to query card list' when repayment-way is refused without a message", async () => {
    mock.useScenario('repay-way-error');
    renderScreen(PAGE);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('failed to query card list').length).toBeGreaterThan(0);
  });

  it('a double tap on Pay and on Confirm sends one request each', async () => {
    await open();
    const [card] = mock.backend.state.bankCards;
    await user().click(screen.getByRole('radio', { name: new RegExp(`^${card!.bankName}`) }));
    const pay = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'SMS verification' });
    expect(mock.requestsTo('repaymentCommit')).toHaveLength(1);
    await user().type(within(dialog).getByLabelText('Verification code'), '123456');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(mock.requestsTo('repaymentConfirm')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(mock.requestsTo('repaymentConfirm')).toHaveLength(1);
  });

  it('#/addnormalcard carries order, product, coupon, withholding amount and from=payway', async () => {
    const view = await open();
    await user().click(screen.getByRole('button', { name: 'Add a bank card' }));
    await waitFor(() => expect(view.store.getState().route.hash).toBe('/addnormalcard'));
    expect(view.store.getState().route.query).toMatchObject({
      orderId: 'OD1001',
      productId: '1',
      couponId: 'C9',
      withholdAmount: '545000',
      from: 'payway',
    });
    expect(await screen.findByText(wholeText('Amount to repay: ₱5,450.00'))).toBeInTheDocument();
  });

  it('#/alipayrepayment shows the amount, posts repayment-huichao on Pay only, and goes to the returned url', async () => {
    const view = renderScreen('/payWay?orderId=OD1001&amount=545000&userId=u-1#/alipayrepayment');
    expect(await screen.findByText('₱5,450.00')).toBeInTheDocument();
    expect(mock.requestsTo('repaymentHuichao')).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(view.replaced).toHaveLength(1));
    const [link] = mock.requestsTo('repaymentHuichao');
    expect(link!.fields).toEqual({ userId: 'u-1', orderId: 'OD1001', amount: 545000 });
    expect(link!.headers['idempotency-key']).toBeTruthy();
    expect(new URL(view.replaced[0]!).pathname).toBe('/paymentInstructions');
  });
});
