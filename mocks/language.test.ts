import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints, wirePath, type EndpointName } from '../src/api/endpoints';
import { createBackend } from './backend';
import { createHandlers, type RecordedRequest } from './handlers';
import { requestLanguage } from './language';
import { listScenarios } from './scenarios';

const FILIPINO = 'fil-PH, fil;q=0.9, en;q=0.5';
const ENGLISH = 'en-PH, en;q=0.9';

interface Envelope {
  code: unknown;
  message: string;
  data: Record<string, any>;
}

/** One call as the app sends it (JSON for client one, a form for client two), asking for `accept`. */
async function ask(
  name: EndpointName,
  accept: string | undefined,
  params: Record<string, string> = {},
  scenario = 'default',
  query = '',
): Promise<{ status: number; body: Envelope; vary: string | null }> {
  const def = endpoints[name];
  const json = def.client === 'one';
  const handlers = createHandlers(createBackend(scenario));
  const headers: Record<string, string> = accept ? { 'accept-language': accept } : {};
  if (def.method === 'POST')
    headers['content-type'] = json ? 'application/json' : 'application/x-www-form-urlencoded';
  const search = def.method === 'GET' ? new URLSearchParams(params).toString() : query;
  const response = await getResponse(
    handlers,
    new Request(`http://localhost${wirePath(def)}${search ? `?${search}` : ''}`, {
      method: def.method,
      headers,
      body:
        def.method === 'POST'
          ? json
            ? JSON.stringify(params)
            : new URLSearchParams(params).toString()
          : undefined,
    }),
  );
  const text = response!.type === 'error' ? '' : await response!.text();
  // An HTML page or a dropped connection carries no envelope.
  let body: Envelope = { code: undefined, message: '', data: {} };
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    // kept empty
  }
  return { status: response!.status, body, vary: response!.headers.get('vary') };
}

describe('the language of a request', () => {
  it("is the first of Accept-Language's languages the backend speaks, by weight", () => {
    expect(requestLanguage(FILIPINO)).toBe('fil');
    expect(requestLanguage(ENGLISH)).toBe('en');
    expect(requestLanguage('tl-PH,en;q=0.8')).toBe('fil');
    expect(requestLanguage('en-US,fil;q=0.9')).toBe('en');
    expect(requestLanguage('ja-JP, en;q=0.4, fil;q=0.6')).toBe('fil');
    expect(requestLanguage('fil;q=0, en')).toBe('en');
    expect(requestLanguage('*')).toBe('en');
  });

  it("falls back on a /preschool call's lang, then on English", () => {
    expect(requestLanguage(undefined, 'fil')).toBe('fil');
    expect(requestLanguage('', 'fil-PH')).toBe('fil');
    expect(requestLanguage('ja', 'en')).toBe('en');
    expect(requestLanguage(undefined, 'xx')).toBe('en');
    expect(requestLanguage(null)).toBe('en');
  });

  it('is recorded with the request: the Accept-Language the phone sent', async () => {
    const seen: RecordedRequest[] = [];
    const handlers = createHandlers(createBackend(), { onRequest: (r) => seen.push(r) });
    await getResponse(
      handlers,
      new Request('http://localhost/v3/installment/loan-play-detail', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': FILIPINO },
        body: '{"orderId":"OD1001"}',
      }),
    );
    expect(seen[0]!.headers['accept-language']).toBe(FILIPINO);
  });
});

describe('answers in Filipino when asked', () => {
  it('the bank form: labels, placeholders; option names stay the names of banks and places', async () => {
    const en = (await ask('cardInit', ENGLISH)).body.data.items as Record<string, any>[];
    const fil = (await ask('cardInit', FILIPINO)).body.data.items as Record<string, any>[];
    expect(fil.map((item) => [item.title, item.subtitle])).toEqual([
      ['Bangko', 'Piliin ang bangko mo'],
      ['Numero ng account', 'Ilagay ang numero ng account mo'],
      ['Branch code', 'Ilagay ang branch code'],
      ['E-wallet', 'Piliin ang e-wallet mo'],
      ['Numero ng e-wallet', 'Ilagay ang 11-digit na numero'],
      ['Lungsod', 'Piliin ang lungsod mo'],
      ['Araw ng sahod', 'Piliin ang araw ng buwan'],
    ]);
    expect(en.map((item) => item.title)).toEqual([
      'Bank',
      'Account number',
      'Branch code',
      'E-wallet',
      'E-wallet number',
      'City',
      'Salary day',
    ]);
    // The same items otherwise: codes, kinds and options (what the save sends back) are the server's.
    expect(fil.map(({ code, cate, note }) => ({ code, cate, note }))).toEqual(
      en.map(({ code, cate, note }) => ({ code, cate, note })),
    );
  });

  it("the bank form's own lang (a /preschool call without Accept-Language) is heard too", async () => {
    const { body } = await ask('cardInit', undefined, {}, 'default', 'lang=fil');
    expect(body.data.items[0].title).toBe('Bangko');
  });

  it('complaint types and the list tabs; what the borrower wrote stays as written', async () => {
    const init = (await ask('problemInit', FILIPINO, { orderId: 'OD1001' })).body.data;
    expect(init.problemType.map((t: { title: string }) => t.title)).toEqual([
      'Paniningil',
      'Pagbabayad',
      'Pag-apply ng loan',
      'Iba pa',
    ]);
    expect(init.problemSonType[0].title).toBe('Bastos na pananalita');
    expect(init.orderDetail.status).toBe('Naghihintay ng bayad');
    expect(init.orderDetail.list).toEqual([
      { title: 'Halaga ng loan', value: '₱5,000.00' },
      { title: 'Petsa ng bayad', value: '2025-06-10' },
      { title: 'Numero ng order', value: 'NOOD1001' },
    ]);
    const list = (await ask('problemList', FILIPINO)).body.data;
    expect(list.tabs.map((tab: { title: string }) => tab.title)).toEqual(['Pinoproseso', 'Naproseso na']);
    expect(list.tabs[1].items[0]).toMatchObject({
      type: 'Pagbabayad',
      content: 'I paid at 7-Eleven but the order still shows unpaid.',
    });
  });

  it('the order: its status, description and rows, amounts through the money formatter', async () => {
    const order = (await ask('loanDetails', FILIPINO, { orderId: 'OD1001' })).body.data;
    expect(order.noticeStatusText).toBe('Naghihintay ng bayad');
    expect(order.noticeDesText).toBe(
      'Pakibayaran bago ang due date para manatiling maganda ang credit record mo.',
    );
    expect(order.userOrderDetail.detail).toEqual([
      { text: 'Halaga ng loan', value: '₱5,000.00' },
      { text: 'Halagang babayaran', value: '₱5,450.00' },
      { text: 'Petsa ng bayad', value: '2025-06-10' },
      { text: 'Numero ng order', value: 'NOOD1001' },
      { text: 'Petsa ng pag-apply', value: '2025-05-11 10:15:00' },
    ]);
    expect(order.recProducts[0]).toMatchObject({
      name: 'PesoLoan',
      buttonText: 'Mag-apply na',
      rate: '0.05%/araw',
    });
  });

  it('the repayment rows and payment steps, headings included', async () => {
    const repay = (await ask('loanPlayDetail', FILIPINO, { orderId: 'OD1001' })).body.data;
    expect(repay.detail).toEqual([
      { text: 'Halaga ng loan', value: '₱5,000.00' },
      { text: 'Mga araw na lampas sa due date', value: '0' },
      { text: 'Numero ng order', value: 'NOOD1001' },
    ]);
    expect(repay.repayPlan[0]).toMatchObject({
      title: 'Hulog 1',
      remark: 'Prinsipal at interes',
      amount: 545000,
    });
    expect(Object.keys(repay.defDetail.payNotice)).toEqual([
      'Magbayad sa 7-Eleven',
      'Magbayad gamit ang GCash',
      'Magbayad sa Cebuana Lhuillier',
    ]);
    expect(repay.defDetail.payNotice['Magbayad sa 7-Eleven'][0]).toEqual({
      name: 'Hakbang 1',
      step: 'Pumunta sa kahit anong 7-Eleven at buksan ang CLiQQ kiosk.',
    });
    expect(repay.noticeMsg).toBe('Pumapasok ang bayad sa loob ng 30 minuto. Itago ang iyong resibo.');
  });

  it("the server's error messages, the backend's own and the scenarios' alike", async () => {
    expect((await ask('bindCardNew', FILIPINO, { cardType: '1', bankName: 'XX' })).body.message).toBe(
      'Pakipili ang Bangko',
    );
    expect((await ask('bindCardNew', FILIPINO, { cardType: '1', bankCardNo: '12a' })).body.message).toBe(
      'Numero lang dapat ang Numero ng account',
    );
    expect((await ask('bindCardNew', FILIPINO, { cardType: '1' }, 'bank-error')).body).toMatchObject({
      code: 1,
      message: 'Hindi tama ang numero ng account',
    });
    const expired = await ask('loanDetails', FILIPINO, {}, 'session-expired');
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Mag-log in ulit');
  });

  it('every message a scenario or the backend answers has its Filipino', () => {
    const untranslated: string[] = [];
    const input = { query: { orderId: 'OD1001' }, body: { productId: '1', cardType: '1', bankName: 'XX' } };
    const messageOf = (reply: ReturnType<ReturnType<typeof createBackend>['answer']>) =>
      reply.type === 'json' ? (reply.body as { message?: unknown }).message : undefined;
    for (const { name: scenario } of listScenarios())
      for (const name of endpointNames) {
        const message = messageOf(createBackend(scenario).answer(name, input));
        const filipino = messageOf(createBackend(scenario).answer(name, { ...input, language: 'fil' }));
        if (typeof message === 'string' && !['', 'success'].includes(message) && filipino === message)
          untranslated.push(`${scenario} ${name}: ${message}`);
      }
    expect(untranslated).toEqual([]);
  });

  it('in English, the answers are as they always were; every answer says it varies by language', async () => {
    for (const accept of [ENGLISH, undefined]) {
      const order = await ask('loanDetails', accept, { orderId: 'OD1001' });
      expect(order.body.data.noticeStatusText).toBe('Awaiting repayment');
      expect(order.body.data.userOrderDetail.detail[0]).toEqual({ text: 'Loan amount', value: '₱5,000.00' });
      expect(order.vary).toBe('Accept-Language');
    }
    const backend = createBackend();
    expect(backend.answer('loanDetails', { query: {}, body: {} })).toEqual(
      backend.answer('loanDetails', { query: {}, body: {}, language: 'en' }),
    );
  });
});
