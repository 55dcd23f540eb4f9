import type { AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import type { ReporterPort } from '../engine/ports';
import { createApi } from './index';

/** An API whose every call is answered with `body` (HTTP 200), and the problems it reported. */
function answering(body: unknown, options: { responseChecks?: () => Promise<never> } = {}) {
  const reported: Parameters<ReporterPort['warn']>[0][] = [];
  const adapter: AxiosAdapter = async (config) => ({
    data: JSON.stringify(body),
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  const api = createApi({
    getSession: () => ({ sessionId: 'secret-session' }),
    baseURL: 'http://api.test',
    adapter,
    reporter: { warn: (problem) => reported.push(problem) },
    ...options,
  });
  return { api, reported };
}

const period = { repayAmount: 545000, repayDate: '2025-06-10', detail: [], repayList: [] };

describe('answers are checked against their endpoint contracts', () => {
  it('a conforming answer with fields the contract does not name passes unchanged', async () => {
    const { api, reported } = answering({ code: 0, message: 'success', data: { ...period, newField: 'x' } });
    const result = await api.call('loanPlayDetail', { orderId: 'OD1' });
    expect(result).toMatchObject({ ok: true, data: { repayAmount: 545000, newField: 'x' } });
    expect(reported).toEqual([]);
  });

  it.each([
    [
      'an amount as text',
      'loanPlayDetail',
      0,
      { ...period, repayAmount: '5450.00' },
      'data.repayAmount',
      'must be integer',
    ],
    [
      'a list as an object',
      'repaymentWay',
      '00',
      { repayToken: 't', bankCards: { id: 'c1' } },
      'data.bankCards',
      'must be array',
    ],
    ['a required field missing', 'cardInit', 0, {}, 'data.items', 'is missing'],
    [
      'a wrong field deep inside',
      'loanDetails',
      0,
      {
        orderStatus: 174,
        noticeStatusText: 's',
        noticeDesText: 'd',
        productName: 'P',
        productLogo: 'l',
        isDelay: 1,
        userOrderDetail: { detail: [{ text: 'Amount', value: 5 }] },
      },
      'data.userOrderDetail.detail[0].value',
      'must be string',
    ],
    ['no data at all', 'contactKfInfo', 0, null, 'data', 'must be object'],
  ] as const)(
    '%s is a failed call with the message "error", reported with the endpoint and JSON path',
    async (_, endpoint, code, data, path, problem) => {
      const { api, reported } = answering({ code, message: 'success', data });
      const result = await api.call(endpoint, {});
      expect(result).toMatchObject({ ok: false, failure: 'invalid', message: 'error', data: undefined });
      expect(reported).toEqual([
        { code: 'api-response', message: `${endpoint} answered ${path} that ${problem}`, path },
      ]);
      expect(JSON.stringify(reported)).not.toContain('secret-session');
    },
  );

  it('a refusal is not checked: its message stays the server one', async () => {
    const { api, reported } = answering({ code: 1, message: 'Order does not exist', data: 'nothing' });
    expect(await api.call('loanDetails', {})).toMatchObject({ ok: false, message: 'Order does not exist' });
    expect(reported).toEqual([]);
  });

  it('an answer whose check cannot be loaded is never used', async () => {
    const { api, reported } = answering(
      { code: 0, message: 'success', data: period },
      { responseChecks: () => Promise.reject(new Error('chunk failed')) },
    );
    expect(await api.call('loanPlayDetail', {})).toMatchObject({
      ok: false,
      message: 'error',
      data: undefined,
    });
    expect(reported.map((p) => p.code)).toEqual(['api-response']);
  });
});
