import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/api';
import { safeHttpUrl } from '../src/api/url-gate';
import { createBackend } from './backend';
import { createMockServer } from './node';
import { SMS_CODE } from './world';

const ORIGIN = 'http://localhost';
const mock = createMockServer();
const session: Record<string, string> = {
  deviceId: 'd-1',
  sessionId: 's-1',
  product_id: '1',
  productId: '1',
  swift: 'sw',
  eyes: 'ey',
};
const api = createApi({ getSession: () => session, baseURL: ORIGIN });

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.useScenario('default'));
afterAll(() => mock.server.close());

function data<T = Record<string, unknown>>(result: { ok: boolean; data: unknown; message: string }): T {
  expect(result.ok, result.message).toBe(true);
  return result.data as T;
}

describe('bank binding', () => {
  it('card-init answers the items the bank screen needs', async () => {
    const { items } = data<{ items: Record<string, unknown>[] }>(
      await api.call('cardInit', { product_id: '1' }),
    );
    const cates = new Set(items.map((i) => i.cate));
    expect(cates).toEqual(new Set(['text', 'enum', 'city', 'day']));
    const cardTypes = new Set(items.map((i) => i.cardTypeMi ?? 'absent'));
    expect(cardTypes).toEqual(new Set([0, 1, 2, 'absent']));
    const bank = items.filter((i) => i.cardTypeMi === 1);
    expect(bank.some((i) => i.channelNumber === 90006)).toBe(true);
    expect(bank.some((i) => typeof i.channelNumber === 'number' && i.channelNumber !== 90006)).toBe(true);
    for (const item of items) {
      expect(typeof item.subtitle).toBe('string');
      if (item.cate === 'enum') {
        expect(
          (item.note as { name: string; type: unknown }[]).every(
            (o) => typeof o.name === 'string' && o.type !== undefined,
          ),
        ).toBe(true);
      }
    }
    expect(items.some((i) => i.inputType === 'phone')).toBe(true);
  });

  it('what bind-card-new saves comes back from card-init (enum values by option name) and joins the repayment cards', async () => {
    data(
      await api.call('bindCardNew', {
        bankName: 'MBT',
        bankCardNo: '001234567890',
        city: 'Quezon City',
        salaryDay: '15',
        cardType: 1,
        product_id: '1',
      }),
    );
    const { items } = data<{ items: { code: string; value?: string }[] }>(
      await api.call('cardInit', { product_id: '1' }),
    );
    const values = Object.fromEntries(items.map((i) => [i.code, i.value]));
    expect(values).toMatchObject({
      bankName: 'Metrobank',
      bankCardNo: '001234567890',
      city: 'Quezon City',
      salaryDay: '15',
    });
    expect(mock.backend.state.savedAccounts).toHaveLength(1);
    const way = data<{ bankCards: { bankName: string; cardNo: string; bankCode: string }[] }>(
      await api.call('repaymentWay', { orderId: 'OD1001' }),
    );
    expect(way.bankCards.at(-1)).toMatchObject({
      bankName: 'Metrobank',
      cardNo: '001234567890',
      bankCode: 'MBT',
    });
  });

  it('bind-card-change replaces the card bound before', async () => {
    await api.call('bindCardNew', { bankName: 'BDO', bankCardNo: '1111', cardType: 1 });
    await api.call('bindCardChange', { bankName: 'LBP', bankCardNo: '2222', cardType: 1 });
    const bound = mock.backend.state.bankCards.filter((c) => c.id.startsWith('bound-'));
    expect(bound).toEqual([expect.objectContaining({ bankCode: 'LBP', cardNo: '2222' })]);
  });

  it.each([
    [{ bankCardNo: '12ab', bankName: 'BDO', cardType: 1 }, 'Account number must contain digits only'],
    [{ bankName: 'XYZ', cardType: 1 }, 'Please choose Bank'],
    [{ bankName: 'BDO' }, 'Please choose the account type'],
    [{ cardType: 2 }, 'Please fill in your account information'],
  ])('refuses %j', async (payload, message) => {
    const result = await api.call('bindCardNew', payload);
    expect(result).toMatchObject({ ok: false, code: 1, message });
    expect(mock.backend.state.savedAccounts).toHaveLength(0);
  });

  it('bank-error, bank-init-error and bank-empty', async () => {
    mock.useScenario('bank-error');
    expect(await api.call('bindCardNew', { bankName: 'BDO', cardType: 1 })).toMatchObject({
      ok: false,
      code: 1,
      message: 'The account number is invalid',
    });
    expect(await api.call('bindCardChange', { bankName: 'BDO', cardType: 1 })).toMatchObject({
      ok: false,
      code: 1,
    });
    mock.useScenario('bank-init-error');
    expect(await api.call('cardInit', {})).toMatchObject({
      ok: false,
      code: 1,
      message: 'Service is busy, please try again',
    });
    mock.useScenario('bank-empty');
    expect(data<{ items: unknown[] }>(await api.call('cardInit', {})).items).toEqual([]);
  });

  it('bank-saved prefills the items, enum values by option name', async () => {
    mock.useScenario('bank-saved');
    const { items } = data<{ items: { code: string; value?: string }[] }>(await api.call('cardInit', {}));
    expect(Object.fromEntries(items.map((i) => [i.code, i.value]))).toMatchObject({
      bankName: 'Metrobank',
      walletName: 'GCash',
    });
  });
});

describe('complaints', () => {
  it('files a complaint with an uploaded picture; it shows in the list and the detail', async () => {
    const init = data<{
      problemType: unknown[];
      problemSonType: unknown[];
      orderDetail: { orderNo: string; isShow: number };
      orderList: unknown[];
    }>(await api.call('problemInit', { orderId: 'OD1001' }));
    expect(init.orderDetail).toMatchObject({ orderNo: 'NOOD1001', isShow: 1 });
    expect(init.orderList.length).toBeGreaterThan(1);
    expect(init.problemType).toContainEqual({ value: 1, title: 'Collection' });

    const upload = data<{ url: string }>(
      await api.call('uploadProblemImg', {
        problemImage: new File(['img'], 'shot.png', { type: 'image/png' }),
      }),
    );
    expect(upload.url).toMatch(/^http:\/\/localhost\/mock-assets\/uploads\/u\d+$/);
    const saved = data<{ problemId: string }>(
      await api.call('problemSave', {
        problemType: 1,
        problemSonType: 11,
        problemDetail: 'The collector was rude.',
        problemImage: upload.url,
        orderNo: 'NOOD1001',
      }),
    );
    const list = data<{
      tabs: { title: string; items: { id: string; type: string; content: string; time: string }[] }[];
    }>(await api.call('problemList', {}));
    expect(list.tabs.map((t) => t.title)).toEqual(['Processing', 'Processed']);
    expect(list.tabs[0]!.items[0]).toMatchObject({
      id: saved.problemId,
      type: 'Collection',
      content: 'The collector was rude.',
    });
    expect(list.tabs[0]!.items[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const detail = data(await api.call('problemDetail', { problemId: saved.problemId }));
    expect(detail).toMatchObject({
      type: 'Collection',
      sonType: 'Rude language',
      problemId: saved.problemId,
      content: 'The collector was rude.',
      images: [upload.url],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
    });
  });

  it('refuses a collection complaint on an ineligible order, an empty or too long text, and more than 9 pictures', async () => {
    mock.useScenario('complaint-ineligible');
    const base = {
      problemType: 1,
      problemSonType: 11,
      problemDetail: 'x',
      problemImage: '',
      orderNo: 'NOOD1001',
    };
    expect(await api.call('problemSave', base)).toMatchObject({
      ok: false,
      message: 'The selected order does not accept collection complaints.',
    });
    expect(await api.call('problemSave', { ...base, problemType: 2, problemDetail: '  ' })).toMatchObject({
      ok: false,
      message: 'Please fill in your comments and suggestions',
    });
    expect(
      await api.call('problemSave', { ...base, problemType: 2, problemDetail: 'x'.repeat(201) }),
    ).toMatchObject({ ok: false });
    expect(
      await api.call('problemSave', { ...base, problemType: 2, problemDetail: 'x'.repeat(200) }),
    ).toMatchObject({ ok: true });
    const ten = Array.from({ length: 10 }, (_, i) => `https://img.test/${i}.png`).join(',');
    expect(await api.call('problemSave', { ...base, problemType: 2, problemImage: ten })).toMatchObject({
      ok: false,
    });
  });

  it('rates a replied complaint: save-score answers 00 and the detail stops asking', async () => {
    const before = data(await api.call('problemDetail', { problemId: 'P1001' }));
    expect(before).toMatchObject({ isNeedScore: 1, disposeDetail: expect.any(String) });
    expect((before.disposeImages as string[])[0]).toMatch(/^http:\/\/localhost\/mock-assets\//);
    const scored = await api.call('saveScore', { score: 4, problemId: 'P1001' });
    expect(scored).toMatchObject({ ok: true, code: '00' });
    expect(data(await api.call('problemDetail', { problemId: 'P1001' }))).toMatchObject({ isNeedScore: 0 });
    expect(await api.call('saveScore', { score: 0, problemId: 'P1001' })).toMatchObject({
      ok: false,
      code: '01',
    });
  });

  it('refuses an upload that is not a picture and answers upload-error', async () => {
    expect(
      await api.call('uploadProblemImg', { problemImage: new File(['x'], 'a.txt', { type: 'text/plain' }) }),
    ).toMatchObject({
      ok: false,
      code: '01',
    });
    expect(await api.call('uploadProblemImg', {})).toMatchObject({ ok: false, code: '01' });
    mock.useScenario('upload-error');
    expect(
      await api.call('uploadProblemImg', { problemImage: new File(['x'], 'a.png', { type: 'image/png' }) }),
    ).toMatchObject({
      ok: false,
      message: 'The picture is too large',
    });
  });

  it('complaint-empty has empty tabs; contact info has email and smWa', async () => {
    mock.useScenario('complaint-empty');
    const { tabs } = data<{ tabs: { items: unknown[] }[] }>(await api.call('problemList', {}));
    expect(tabs.every((t) => t.items.length === 0)).toBe(true);
    expect(data(await api.call('contactKfInfo', { overall: 30 }))).toEqual({
      email: expect.stringContaining('@'),
      smWa: expect.any(String),
    });
  });
});

describe('loan confirmation and orders', () => {
  it('loan-detail-confirm answers the spec fields; loan-detail-push creates an order under review', async () => {
    const offer = data(await api.call('loanDetailConfirm', { productId: '1' }));
    for (const key of [
      'amount',
      'periods',
      'termUnit',
      'details',
      'repay_plans',
      'firstPayTime',
      'firstPeriodDay',
      'pRateDsc',
      'sendSms',
      'isPopType',
      'popTitle',
      'popContent',
      'popAgreementUrl',
      'comProductLogo',
      'comProductName',
    ]) {
      expect(offer).toHaveProperty(key);
    }
    expect(offer).toMatchObject({
      amount: 500000,
      periods: 4,
      termUnit: 30,
      isPopType: 0,
      popAgreementUrl: '',
    });
    const push = data<{ lendDetailsUrl: string }>(
      await api.call('loanDetailPush', {
        amount: 500000,
        periods: 4,
        termUnit: 30,
        productId: '1',
        marker: 1,
      }),
    );
    expect(safeHttpUrl(push.lendDetailsUrl)).toMatch(new RegExp(`^${ORIGIN}/loanDetail\\?orderId=OD2`));
    expect(data(await api.call('loanDetails', { productId: '1' }))).toMatchObject({ orderStatus: 21 });
    expect(
      await api.call('loanDetailPush', { amount: 1, periods: 4, termUnit: 30, productId: '1' }),
    ).toMatchObject({ ok: false });
  });

  it('agreements: contract answers a list of {title, position}; contract-jump a safe URL', async () => {
    const list = data<{ title: string; position: number }[]>(
      await api.call('contract', { productId: '1', scene: 3 }),
    );
    expect(list[0]).toEqual({ title: 'Loan Agreement', position: 1 });
    const jump = data<{ contract_url: string }>(
      await api.call('contractJump', { productId: '1', scene: 3, position: 1 }),
    );
    expect(safeHttpUrl(jump.contract_url)).not.toBeNull();
  });

  it('confirm-popups turns on the retention pop-up and the agreement modal', async () => {
    mock.useScenario('confirm-popups');
    const offer = data(await api.call('loanDetailConfirm', { productId: '1' }));
    expect(offer.isPopType).toBe(1);
    expect(safeHttpUrl(offer.popAgreementUrl)).not.toBeNull();
  });

  it('the order answers the spec fields with recommended products of docs/contracts.md §9', async () => {
    const order = data(await api.call('loanDetails', { productId: '1', orderId: 'OD1001' }));
    for (const key of [
      'orderStatus',
      'noticeStatusText',
      'noticeDesText',
      'productName',
      'productLogo',
      'userOrderDetail',
      'recProducts',
      'inside',
      'h5Url',
      'isDelay',
      'telephone',
      'isScore',
      'playeduL',
      'reyMsg',
      'KindTipsMsg',
      'cardNeedPop',
      'cardPopTitle',
      'cardPopMsg',
    ]) {
      expect(order).toHaveProperty(key);
    }
    const products = order.recProducts as Record<string, unknown>[];
    expect(Object.keys(products[0]!).sort()).toEqual(
      [
        'id',
        'productId',
        'logo',
        'name',
        'buttonText',
        'enabled',
        'range',
        'rangeDesc',
        'rate',
        'description',
        'tags',
        'url',
      ].sort(),
    );
    expect(products.some((p) => p.enabled === 0)).toBe(true);
    expect(safeHttpUrl(order.productLogo)).toMatch(/^http:\/\/localhost\/mock-assets\/logo-/);
  });

  it.each([
    ['order-21', 21, 0, '/loanTerms'],
    ['order-110', 110, 0, ''],
    ['order-151', 151, 0, ''],
    ['order-170', 170, 0, ''],
    ['order-174', 174, 0, ''],
    ['order-174-delay', 174, 1, ''],
    ['order-180', 180, 0, ''],
    ['order-180-delay', 180, 1, ''],
    ['order-200', 200, 0, ''],
    ['order-playedul', 110, 0, '/loanTerms'],
  ])('%s: status %i, isDelay %i, playeduL %s', async (scenario, status, isDelay, playeduL) => {
    mock.useScenario(scenario);
    const order = data(await api.call('loanDetails', { orderId: 'OD1001' }));
    expect(order).toMatchObject({ orderStatus: status, isDelay });
    expect(order.playeduL).toBe(playeduL ? `${ORIGIN}${playeduL}` : '');
  });

  it.each([
    ['order-kind-tips', { KindTipsMsg: expect.stringMatching(/.+/) }],
    ['order-score', { isScore: 1 }],
    ['order-card-pop', { cardNeedPop: 1, cardPopTitle: expect.any(String), cardPopMsg: expect.any(String) }],
  ])('%s', async (scenario, expected) => {
    mock.useScenario(scenario);
    expect(data(await api.call('loanDetails', {}))).toMatchObject(expected);
  });
});

describe('older API (/gopia/goya)', () => {
  it('answers the docs/contracts.md §5 fields with code 00', async () => {
    const detail = await api.call('goyaLoanDetail', { productId: '1' });
    expect(detail.code).toBe('00');
    expect(Object.keys(detail.data as object).sort()).toEqual(
      [
        'loanAmount',
        'loanPeriods',
        'loanTermUnit',
        'feeList',
        'planList',
        'rateDesc',
        'logo',
        'name',
        'isRetain',
        'retainTitle',
        'retainContent',
        'agreementUrl',
        'NewButtonMsg',
        'NewPopMsg',
        // design.md §9: the Truth in Lending disclosure, on both APIs.
        'disclosure',
      ].sort(),
    );
    expect((detail.data as { planList: object[] }).planList[0]).toEqual({
      title: expect.any(String),
      description: expect.any(String),
      amount: expect.any(Number),
      payTime: expect.any(String),
    });
    expect(data<unknown[]>(await api.call('goyaAgreements', { productId: '1' }))[0]).toEqual({
      title: expect.any(String),
      position: 1,
    });
    expect(
      safeHttpUrl(
        data<{ url: string }>(
          await api.call('goyaAgreementJump', { productId: '1', position: 2, orderId: 'OD1001' }),
        ).url,
      ),
    ).not.toBeNull();
    const push = data<{ jumpUrl: string }>(
      await api.call('goyaLoanPush', { amount: 500000, periods: 4, termUnit: 30, productId: '1' }),
    );
    expect(safeHttpUrl(push.jumpUrl)).toMatch(/^http:\/\/localhost\/loanDetail\?orderId=/);
    const notice = data<{ noticeMsg: string; errorMsg: string; products: unknown[] }>(
      await api.call('goyaLoginFailNotice', {}),
    );
    expect(notice.products.length).toBeGreaterThan(2);
    expect(
      safeHttpUrl(data<{ url: string }>(await api.call('goyaProductClick', { productId: '1' })).url),
    ).not.toBeNull();
    expect(await api.call('goyaProductClick', { productId: '3' })).toMatchObject({ ok: false, code: '01' });
  });

  it('goya-error and confirm-new-popups', async () => {
    mock.useScenario('confirm-new-popups');
    expect(data(await api.call('goyaLoanDetail', { productId: '1' }))).toMatchObject({
      isRetain: 1,
      NewPopMsg: expect.stringMatching(/.+/),
    });
    mock.useScenario('goya-error');
    expect(await api.call('goyaLoanDetail', { productId: '1' })).toMatchObject({
      ok: false,
      code: '01',
      message: 'System busy',
    });
  });
});

describe('repayment', () => {
  async function commit(sendMsg = 0) {
    const way = data<{
      repayToken: string;
      bankCards: { id: string; bankName: string; cardNo: string; bankCode: string }[];
    }>(await api.call('repaymentWay', { orderId: 'OD1001' }));
    const card = way.bankCards[0]!;
    return api.call('repaymentCommit', {
      amount: 545000,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: null,
      orderId: 'OD1001',
      repayToken: way.repayToken,
      bankCode: card.bankCode,
      sendMsg,
    });
  }

  it('card repayment with SMS: commit, wrong code 800006, right code 00, again 800005; the order is repaid', async () => {
    const committed = data<{ needValid: number; repayRecordId: string }>(await commit());
    expect(committed.needValid).toBe(1);
    const confirm = (verifyCode: string) =>
      api.call('repaymentConfirm', {
        orderId: 'OD1001',
        verifyCode,
        repaymentRecordId: committed.repayRecordId,
      });
    expect(await confirm('000000')).toMatchObject({ ok: false, code: 800006 });
    expect(await confirm(SMS_CODE)).toMatchObject({ ok: true, code: '00' });
    expect(await confirm(SMS_CODE)).toMatchObject({ ok: false, code: 800005 });
    expect(data(await api.call('loanDetails', { orderId: 'OD1001' }))).toMatchObject({ orderStatus: 200 });
  });

  it('resending (sendMsg 1) keeps the pending record', async () => {
    const first = data<{ repayRecordId: string }>(await commit(0));
    const again = data<{ repayRecordId: string }>(await commit(1));
    expect(again.repayRecordId).toBe(first.repayRecordId);
  });

  it('repayment-way sends orderId in the query', async () => {
    await api.call('repaymentWay', { orderId: 'OD1001' });
    const [request] = mock.requestsTo('repaymentWay');
    expect(request).toMatchObject({ method: 'POST', query: { orderId: 'OD1001' } });
    expect(request!.headers).toMatchObject({ 'x-requested-with': 'XMLHttpRequest' });
  });

  it('a stale token is refused', async () => {
    await api.call('repaymentWay', { orderId: 'OD1001' });
    expect(
      await api.call('repaymentCommit', {
        orderId: 'OD1001',
        repayToken: 'old',
        cardId: 'card-1',
        amount: 1,
      }),
    ).toMatchObject({
      ok: false,
      code: '01',
    });
  });

  it.each([
    ['repay-no-sms', async () => expect(data(await commit())).toMatchObject({ needValid: 0 })],
    [
      'repay-confirm-wrong-code',
      async () =>
        expect(await api.call('repaymentConfirm', { verifyCode: SMS_CODE })).toMatchObject({ code: 800006 }),
    ],
    [
      'repay-confirm-twice',
      async () =>
        expect(await api.call('repaymentConfirm', { verifyCode: SMS_CODE })).toMatchObject({ code: 800005 }),
    ],
    [
      'repay-way-error',
      async () =>
        expect(await api.call('repaymentWay', { orderId: 'OD1001' })).toMatchObject({
          ok: false,
          code: '01',
          message: '',
        }),
    ],
    [
      'repay-commit-error',
      async () => expect(await commit()).toMatchObject({ ok: false, code: '01', message: '' }),
    ],
    [
      'repay-no-cards',
      async () =>
        expect(data(await api.call('repaymentWay', { orderId: 'OD1001' }))).toMatchObject({ bankCards: [] }),
    ],
  ])('%s', async (scenario, check) => {
    mock.useScenario(scenario);
    await check();
  });

  it('period repayment info and a payment code URL for the exact amount', async () => {
    const info = data<{
      repayAmount: number;
      repayList: { channel_number: number; name: string; logo: string }[];
      defDetail: Record<string, unknown>;
    }>(await api.call('loanPlayDetail', { productId: '1', orderId: 'OD1001' }));
    expect(info.repayAmount).toBe(545000);
    expect(info.repayList[0]).toEqual({
      channel_number: 2001,
      name: '7-Eleven',
      logo: `${ORIGIN}/mock-assets/logo-7-eleven.svg`,
    });
    expect(info.defDetail).toMatchObject({
      payCode: expect.any(String),
      logo: expect.any(String),
      title: '7-Eleven',
    });
    expect(Object.values(info.defDetail.payNotice as Record<string, unknown[]>)[0]![0]).toEqual({
      name: 'Step 1',
      step: expect.any(String),
    });
    const wrong = await api.call('generateVcode', {
      productId: '1',
      orderId: 'OD1001',
      amount: 1,
      channelNumber: 2001,
    });
    expect(wrong).toMatchObject({ ok: false, code: 1 });
    const code = data<{ payUrl: string }>(
      await api.call('generateVcode', {
        productId: '1',
        orderId: 'OD1001',
        amount: 545000,
        channelNumber: 2001,
      }),
    );
    const url = new URL(safeHttpUrl(code.payUrl)!);
    expect(url.pathname).toBe('/repaymentOfCode2');
    expect(url.searchParams.get('showType')).toBe('1');
    expect(url.searchParams.get('repayAmount')).toBe('545000');
    expect(safeHttpUrl(url.searchParams.get('payCodeImg'))).not.toBeNull();
    const qr = data<{ payUrl: string }>(
      await api.call('generateVcode', {
        productId: '1',
        orderId: 'OD1001',
        amount: 545000,
        channelNumber: 2002,
      }),
    );
    expect(new URL(qr.payUrl).searchParams.get('showType')).toBe('2');
  });

  it('rollover: delayInfo with the next payment date; generate-vcode with isDelay=1 takes the rollover amount', async () => {
    const info = data<{
      delayInfo: { title: string; delayAmount: number; repayDate: string };
      repayPlan: Record<string, unknown>[];
    }>(await api.call('rolloverDetail', { productId: '1', orderId: 'OD1001' }));
    expect(info.delayInfo).toEqual({
      title: expect.any(String),
      delayAmount: 85000,
      repayDate: '2025-07-10',
    });
    expect(Object.keys(info.repayPlan[0]!).sort()).toEqual(['amount', 'remark', 'time', 'title']);
    const result = await api.call('generateVcode', {
      productId: '1',
      orderId: 'OD1001',
      amount: 85000,
      channelNumber: 2003,
      isDelay: 1,
    });
    expect(safeHttpUrl(data<{ payUrl: string }>(result).payUrl)).toMatch(/\/paymentInstructions\?/);
  });

  it('payment-link repayment answers a safe url', async () => {
    const link = data<{ url: string }>(
      await api.call('repaymentHuichao', { userId: 'u', orderId: 'OD1001', amount: 545000 }),
    );
    expect(safeHttpUrl(link.url)).not.toBeNull();
  });
});

describe('registration landing', () => {
  it('sid, captcha image, SMS (101, 0, 11) and register (-1, 2, 0, 11)', async () => {
    const template = await api.call('channelTemplate', { templateId: '1' });
    expect(template).toMatchObject({ ok: true, code: '00', data: { id: '1' } });
    const { sid } = data<{ sid: string }>(await api.call('getSid', {}));
    const image = await fetch(api.url('getCaptcha', { sid }));
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg /);
    const captcha = mock.backend.state.captchas[sid]!;
    expect(captcha).toMatch(/^\d{4}$/);

    const phone = '09171234567';
    const sms = (capcode: string) =>
      api.call('getSms', { phone, capcode, sid, deviceId: 'd', appName: 'PesoLoan' });
    expect(await sms('0000')).toMatchObject({ ok: false, code: 101 });
    const refreshed = mock.backend.state.captchas[sid]!;
    expect(await sms(refreshed)).toMatchObject({ ok: true, code: 0 });

    const register = (fields: Record<string, unknown>) =>
      api.call('register', { phone, sid, capcode: refreshed, smsCode: SMS_CODE, ...fields });
    expect(await register({ capcode: 'zzzz' })).toMatchObject({ ok: false, code: -1 });
    expect(await register({ smsCode: '999999' })).toMatchObject({ ok: false, code: 2 });
    expect(await register({})).toMatchObject({ ok: true, code: 0 });
    expect(await register({})).toMatchObject({ ok: false, code: 11 });
    expect(await sms(refreshed)).toMatchObject({ ok: false, code: 11 });
  });

  it.each([
    ['sms-captcha-wrong', 'getSms', 101],
    ['sms-registered', 'getSms', 11],
    ['sms-error', 'getSms', 5],
    ['register-registered', 'register', 11],
    ['register-captcha-wrong', 'register', -1],
    ['register-error', 'register', 3],
    ['template-error', 'channelTemplate', '01'],
    ['template-error', 'getSid', 1],
  ] as const)('%s: %s answers %s', async (scenario, endpoint, code) => {
    mock.useScenario(scenario);
    const result = await api.call(endpoint, { phone: '09171234567' });
    expect(result).toMatchObject({ ok: false, code, message: expect.stringMatching(/.+/) });
  });

  it('tracking calls are recorded', async () => {
    await api.call('trackVisit', { page_id: 'p', page_type: 1 });
    await api.call('eventSave', { productId: 1, moduleId: 30, positionId: 2 });
    await api.call('googleScore', { score: 5 });
    expect(mock.backend.state.events.map((e) => e.endpoint)).toEqual([
      'trackVisit',
      'eventSave',
      'googleScore',
    ]);
    expect(mock.backend.state.events[1]!.params).toMatchObject({ moduleId: '30' });
  });
});

describe('transport scenarios', () => {
  it.each([
    ['network-down', { failure: 'network', message: 'error' }],
    ['server-error', { failure: 'http', status: 500, message: 'error' }],
    ['html-page', { failure: 'invalid', message: 'error' }],
    ['session-expired', { failure: 'http', status: 401, message: 'Please log in again' }],
  ])('%s', async (scenario, expected) => {
    mock.useScenario(scenario);
    for (const name of ['cardInit', 'loanDetails', 'goyaLoanDetail']) {
      expect(await api.call(name, {})).toMatchObject({ ok: false, ...expected });
    }
  });

  it('slow delays every answer', async () => {
    mock.useScenario('slow');
    expect(mock.backend.state.delayMs).toBe(3000);
    mock.backend.state.delayMs = 120;
    const started = Date.now();
    await api.call('contactKfInfo', {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('upload-slow delays the picture upload only', async () => {
    mock.useScenario('upload-slow');
    expect(mock.backend.state.delays).toEqual({ uploadProblemImg: 4000 });
    mock.backend.state.delays.uploadProblemImg = 150;
    const picture = () => ({ problemImage: new File(['x'], 'a.png', { type: 'image/png' }) });
    let started = Date.now();
    await api.call('contactKfInfo', {});
    expect(Date.now() - started).toBeLessThan(140);
    started = Date.now();
    expect(await api.call('uploadProblemImg', picture())).toMatchObject({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('upload-fails-once refuses the first picture, then takes the next, and does so again after a reset', async () => {
    const picture = () => ({ problemImage: new File(['x'], 'a.png', { type: 'image/png' }) });
    for (let round = 0; round < 2; round++) {
      mock.useScenario('upload-fails-once');
      expect(await api.call('uploadProblemImg', picture())).toMatchObject({
        ok: false,
        code: '01',
        message: 'The picture could not be saved, please try again',
      });
      expect(await api.call('uploadProblemImg', picture())).toMatchObject({ ok: true });
      expect(await api.call('uploadProblemImg', picture())).toMatchObject({ ok: true });
    }
  });

  it('unsafe-urls: no link the server hands out passes the URL gate', async () => {
    mock.useScenario('unsafe-urls');
    const links = [
      data(await api.call('loanDetails', {})).playeduL,
      (data(await api.call('loanDetails', {})).recProducts as { url: string }[])[0]!.url,
      data(await api.call('loanDetailConfirm', { productId: '1' })).popAgreementUrl,
      data(await api.call('goyaLoanDetail', { productId: '1' })).agreementUrl,
      data(await api.call('contractJump', { position: 1 })).contract_url,
      data(await api.call('repaymentHuichao', { orderId: 'OD1001' })).url,
      data(await api.call('goyaProductClick', { productId: '1' })).url,
      data(await api.call('generateVcode', { orderId: 'OD1001', amount: 545000, channelNumber: 2001 }))
        .payUrl,
    ];
    for (const link of links) expect(safeHttpUrl(link, ORIGIN)).toBeNull();
    expect(safeHttpUrl(data(await api.call('loanDetails', {})).productLogo)).not.toBeNull();
  });

  it('combines scenarios with commas, later ones winning', async () => {
    mock.useScenario('order-180-delay,order-kind-tips');
    expect(data(await api.call('loanDetails', {}))).toMatchObject({
      orderStatus: 180,
      isDelay: 1,
      KindTipsMsg: expect.stringMatching(/.+/),
    });
  });
});

describe('state', () => {
  it('snapshot and restore keep what the borrower did', async () => {
    await api.call('bindCardNew', { bankName: 'BDO', bankCardNo: '123', cardType: 1 });
    const snapshot = mock.backend.snapshot();
    const other = createBackend('default');
    expect(other.restore(snapshot)).toBe(true);
    expect(other.state.savedAccounts).toEqual([{ bankName: 'BDO', bankCardNo: '123', cardType: '1' }]);
    expect(other.state.bankItems.find((i) => i.code === 'bankName')!.value).toBe('BDO Unibank');
  });

  it('ignores a broken or foreign snapshot', () => {
    const backend = createBackend('bank-empty');
    expect(backend.restore('{broken')).toBe(false);
    expect(backend.restore(JSON.stringify({ version: -1, scenario: 'default' }))).toBe(false);
    expect(backend.restore('null')).toBe(false);
    expect(backend.scenario).toBe('bank-empty');
  });

  it('revision grows on changes only', async () => {
    const start = mock.backend.revision;
    await api.call('loanDetails', {});
    await api.call('cardInit', {});
    expect(mock.backend.revision).toBe(start);
    await api.call('bindCardNew', { bankName: 'BDO', cardType: 1 });
    expect(mock.backend.revision).toBeGreaterThan(start);
  });

  it('an unknown scenario is refused with the known names', () => {
    expect(() => createBackend('nope')).toThrow(/unknown mock scenario "nope"; known: default/);
    expect(() => mock.useScenario('default,nope')).toThrow(/nope/);
  });

  it('keeps a small uploaded picture and serves it back', async () => {
    const backend = createBackend();
    const reply = backend.answer('uploadProblemImg', {
      query: {},
      body: { problemImage: { name: 'a.png', type: 'image/png', size: 3, bytes: new Uint8Array([1, 2, 3]) } },
    });
    const url = (reply as { body: { data: { url: string } } }).body.data.url;
    expect(url).toMatch(/^\/mock-assets\/uploads\//);
    expect(backend.asset(url)).toEqual({
      type: 'file',
      status: 200,
      contentType: 'image/png',
      body: new Uint8Array([1, 2, 3]),
    });
    const restored = createBackend();
    restored.restore(backend.snapshot());
    expect(restored.asset(url)).toMatchObject({ body: new Uint8Array([1, 2, 3]) });
  });
});
