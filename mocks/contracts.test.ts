/**
 * Mock conformance: every success answer the mock backend gives, in every scenario, has the shape
 * the endpoint's contract (src/api/contracts) describes, so the mock cannot drift from what screens
 * and the runtime check expect. Scenarios marked `malformed` break the contracts on purpose.
 */
import { describe, expect, it } from 'vitest';
import { endpoints, endpointNames, type EndpointName } from '../src/api/endpoints';
import { checkResponse } from '../src/api/contracts/check';
import { createBackend, type Backend, type CallInput, type Field } from './backend';
import { listScenarios, malformedScenarios } from './scenarios';
import { SMS_CODE } from './world';

interface Answered {
  endpoint: EndpointName;
  /** True when the envelope carried the endpoint's success code. */
  success: boolean;
  data: unknown;
}

const ORDER = 'OD1001';
const PHONE = '09171234567';

function isSuccess(name: EndpointName, code: unknown): boolean {
  return endpoints[name].success === '00' ? code === '00' : code === 0 || code === '0';
}

/** Calls every endpoint once, in an order that lets each succeed (a token before a commit, a captcha before an SMS). */
function journey(backend: Backend): Answered[] {
  const answers: Answered[] = [];
  const call = (
    endpoint: EndpointName,
    body: Record<string, Field> = {},
    query: Record<string, string> = {},
  ) => {
    const reply = backend.answer(endpoint, { query, body } satisfies CallInput);
    if (reply.type !== 'json') {
      answers.push({ endpoint, success: false, data: undefined });
      return undefined;
    }
    const envelope = reply.body as { code?: unknown; data?: unknown } | null;
    const success = reply.status === 200 && isSuccess(endpoint, envelope?.code);
    answers.push({ endpoint, success, data: envelope?.data });
    return success ? (envelope?.data as Record<string, unknown> | null) : undefined;
  };
  const order = { productId: '1', orderId: ORDER };

  call('cardInit', { product_id: '1' });
  call('problemInit', { orderId: ORDER });
  call('uploadProblemImg', { problemImage: { name: 'receipt.png', type: 'image/png', size: 120 } });
  call('problemList');
  call('problemDetail', { problemId: 'P1001' });
  call('saveScore', { score: '5', problemId: 'P1001' });
  call('problemSave', {
    problemType: '2',
    problemSonType: '',
    problemDetail: 'I paid twice.',
    problemImage: '',
    orderNo: `NO${ORDER}`,
  });
  call('contactKfInfo', { overall: '30' });

  call('goyaLoanDetail', { productId: '1' });
  call('goyaAgreements', { productId: '1' });
  call('goyaAgreementJump', { productId: '1', position: '1', orderId: ORDER });
  call('goyaLoginFailNotice');
  call('goyaProductClick', { productId: '1' });

  call('loanDetailConfirm', { productId: '1' });
  call('contract', {}, { productId: '1', scene: '3' });
  call('contractJump', {}, { productId: '1', scene: '3', position: '1', orderId: ORDER, marker: '1' });
  call('loanDetails', {}, order);
  call('rolloverDetail', order);
  call('loanPlayDetail', order);
  const due = backend.order(ORDER).repayAmount;
  call('generateVcode', { ...order, amount: String(due), channelNumber: '2001' });
  call('googleScore', { score: '5' });
  call('eventSave', { productId: '1', moduleId: '30', positionId: '1' });

  call('channelTemplate', {}, { templateId: '1' });
  const tracking = {
    page_id: '1',
    user_from: 'fb',
    client_type: 'h5',
    page_type: '1',
    utm_tag: 'x',
    app_from: 'y',
  };
  call('trackVisit', {}, tracking);
  const sid = String(call('getSid')?.sid ?? '');
  call('getCaptcha', {}, { sid });
  call('trackClick', {}, { ...tracking, phone: PHONE });
  call('getSms', { phone: PHONE, capcode: backend.state.captchas[sid] ?? '', sid });
  call('register', { phone: PHONE, capcode: backend.state.captchas[sid] ?? '', sid, smsCode: SMS_CODE });

  const way = call('repaymentWay', {}, { orderId: ORDER });
  const card = (
    way?.bankCards as { id: string; bankName: string; cardNo: string; bankCode: string }[] | undefined
  )?.[0];
  const commit = call('repaymentCommit', {
    amount: String(due),
    bankName: card?.bankName ?? '',
    cardId: card?.id ?? '',
    cardNo: card?.cardNo ?? '',
    orderId: ORDER,
    repayToken: String(way?.repayToken ?? ''),
    bankCode: card?.bankCode ?? '',
    sendMsg: '0',
  });
  call('repaymentConfirm', {
    orderId: ORDER,
    verifyCode: SMS_CODE,
    repaymentRecordId: String(commit?.repayRecordId ?? ''),
  });
  call('repaymentHuichao', { userId: 'U1', orderId: ORDER, amount: String(due) });

  call('bindCardNew', { cardType: '1', bankName: 'BDO', bankCardNo: '001234567890', product_id: '1' });
  call('bindCardChange', { cardType: '2', walletName: 'GCASH', walletPhone: '09171234567', product_id: '1' });
  call('loanDetailPush', { amount: '500000', periods: '4', termUnit: '30', productId: '1', marker: '1' });
  call('goyaLoanPush', { amount: '500000', periods: '4', termUnit: '30', productId: '4' });
  return answers;
}

/** What does not conform among the success answers of a journey: `endpoint: data.path: problem`. */
function problemsOf(backend: Backend): string[] {
  return journey(backend)
    .filter((answer) => answer.success)
    .flatMap((answer) => checkResponse(answer.endpoint, answer.data));
}

const malformed = malformedScenarios();
const wellFormed = listScenarios()
  .map((s) => s.name)
  .filter((name) => !malformed.includes(name));

describe('mock answers follow the endpoint contracts', () => {
  it('the journey reaches a success answer from every JSON endpoint in the default scenario', () => {
    const succeeded = new Set(
      journey(createBackend())
        .filter((a) => a.success)
        .map((a) => a.endpoint),
    );
    const json = endpointNames.filter((name) => (endpoints[name] as { kind?: string }).kind !== 'image');
    expect(json.filter((name) => !succeeded.has(name))).toEqual([]);
  });

  it.each(wellFormed)('%s: every success answer conforms', (name) => {
    expect(problemsOf(createBackend(name))).toEqual([]);
  });

  it.each(malformed)('%s (malformed on purpose): its answers break the contracts', (name) => {
    const problems = problemsOf(createBackend(name));
    expect(problems).toEqual(
      expect.arrayContaining([
        'loanPlayDetail: data.repayAmount: must be integer',
        'repaymentWay: data.bankCards: must be array',
        "goyaLoanDetail: data.loanAmount: must have required property 'loanAmount'",
      ]),
    );
  });

  it('a mock answer with a wrong type is caught, naming the endpoint and the JSON path', () => {
    const backend = createBackend();
    (backend.state.bankItems[1] as { channelNumber: unknown }).channelNumber = '90006';
    (backend.state.offers[0] as { amount: unknown }).amount = 5000.5;
    backend.state.contact = { email: 'support@pesoloan.example.ph' } as typeof backend.state.contact;
    expect(problemsOf(backend)).toEqual([
      'cardInit: data.items[1].channelNumber: must be integer',
      "contactKfInfo: data.smWa: must have required property 'smWa'",
      'goyaLoanDetail: data.loanAmount: must be integer',
      'loanDetailConfirm: data.amount: must be integer',
    ]);
  });
});
