import type { AxiosAdapter } from 'axios';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints } from './endpoints';
import { createApi } from './index';
import { answerWith, api, BASE, ok0, seen, startTestServer } from './test-server';

startTestServer();

describe('envelope', () => {
  it.each([
    ['cardInit', { code: 0 }, true],
    ['cardInit', { code: '0' }, true],
    ['cardInit', { code: 1 }, false],
    ['register', { code: -1 }, false],
    ['uploadProblemImg', { code: '00' }, true],
    ['repaymentConfirm', { code: 800006 }, false],
    ['goyaLoanDetail', { code: '00' }, true],
  ] as const)('%s answering %j is ok=%s', async (name, body, expected) => {
    answerWith(() => HttpResponse.json({ message: 'm', data: { x: 1 }, ...body }));
    const result = await api().call(name, {});
    expect(result.ok).toBe(expected);
    expect(result.code).toBe(body.code);
    expect(result.message).toBe('m');
    expect(result.data).toEqual({ x: 1 });
    expect(result.failure).toBeUndefined();
  });

  it.each([
    ['cardInit', '00'],
    ['repaymentCommit', 0],
    ['repaymentCommit', '0'],
    ['goyaLoanDetail', 0],
  ] as const)(
    '%s answering the other style of success (%j) is neither a success nor a refusal with the server\'s "success"',
    async (name, code) => {
      answerWith(() => HttpResponse.json({ code, message: 'success', data: { x: 1 } }));
      const result = await api().call(name, {});
      expect(result).toMatchObject({ ok: false, failure: 'invalid', code, message: 'error' });
    },
  );

  it('the success code of every endpoint follows docs/contracts.md §9', () => {
    const doubleZero = [
      'uploadProblemImg',
      'saveScore',
      'repaymentWay',
      'repaymentCommit',
      'repaymentConfirm',
      'repaymentHuichao',
      'channelTemplate',
      ...endpointNames.filter((n) => endpoints[n].path.startsWith('/gopia/goya/')),
    ];
    for (const name of endpointNames) {
      expect([name, endpoints[name].success]).toEqual([name, doubleZero.includes(name) ? '00' : '0']);
    }
  });

  it('keeps an empty server message empty on a business failure (screens supply their fallback)', async () => {
    answerWith(() => HttpResponse.json({ code: '01', data: null }));
    const result = await api().call('repaymentWay', { orderId: '1' });
    expect(result).toMatchObject({ ok: false, code: '01', message: '' });
    expect(result.failure).toBeUndefined();
  });

  it('returns the whole body as body', async () => {
    answerWith(() => HttpResponse.json({ code: 0, message: '', data: [1], res: { tabs: [] } }));
    const result = await api().call('problemList', {});
    expect(result.body).toEqual({ code: 0, message: '', data: [1], res: { tabs: [] } });
  });
});

describe('failures never reject', () => {
  const failures: [string, () => Response | Promise<Response>, Record<string, unknown>][] = [
    ['network error', () => HttpResponse.error(), { failure: 'network', message: 'error', code: undefined }],
    [
      'an HTML page with status 200',
      () => HttpResponse.html('<!doctype html><html><body>app</body></html>'),
      { failure: 'invalid', message: 'error' },
    ],
    [
      'truncated JSON',
      () => new HttpResponse('{"code":0,"data":{"ite', { headers: { 'content-type': 'application/json' } }),
      { failure: 'invalid', message: 'error' },
    ],
    [
      'an empty body',
      () => new HttpResponse(null, { status: 200 }),
      { failure: 'invalid', message: 'error' },
    ],
    [
      'a JSON value that is not an envelope',
      () => HttpResponse.json([1, 2]),
      { failure: 'invalid', message: 'error' },
    ],
    [
      'an object without a code',
      () => HttpResponse.json({ data: 1 }),
      { failure: 'invalid', message: 'error' },
    ],
    ['plain text', () => HttpResponse.text('OK'), { failure: 'invalid', message: 'error' }],
    [
      '401 with an envelope',
      () => HttpResponse.json({ code: 401, message: 'Please log in again' }, { status: 401 }),
      { failure: 'http', status: 401, code: 401, message: 'Please log in again', sessionEnded: true },
    ],
    [
      '401 without a body',
      () => new HttpResponse(null, { status: 401 }),
      { failure: 'http', status: 401, message: 'error', sessionEnded: true },
    ],
    [
      '429 without a body',
      () => new HttpResponse(null, { status: 429 }),
      { failure: 'http', status: 429, message: 'error', code: undefined },
    ],
    [
      '500 with an HTML page',
      () => HttpResponse.html('<h1>Internal Server Error</h1>', { status: 500 }),
      { failure: 'http', status: 500, message: 'error' },
    ],
    [
      '404 with JSON',
      () => HttpResponse.json({ code: 404, message: 'not found' }, { status: 404 }),
      { failure: 'http', status: 404, message: 'not found' },
    ],
    [
      '502 with an envelope without a message',
      () => HttpResponse.json({ code: 502 }, { status: 502 }),
      { failure: 'http', status: 502, message: 'error', code: 502 },
    ],
  ];

  it.each(failures)('%s', async (_name, answer, expected) => {
    answerWith(answer);
    for (const name of ['loanDetails', 'cardInit', 'uploadProblemImg'] as const) {
      const params = name === 'uploadProblemImg' ? { problemImage: new Blob(['x']) } : {};
      const result = await api().call(name, params);
      expect(result).toMatchObject({ ok: false, ...expected });
    }
  });

  it.each([403, 404, 500])('only a 401 says the session has ended, not a %i', async (status) => {
    answerWith(() => HttpResponse.json({ code: status, message: 'no' }, { status }));
    const result = await api().call('loanDetails', {});
    expect(result).toMatchObject({ ok: false, failure: 'http', status });
    expect(result.sessionEnded).toBeUndefined();
  });

  it('timeout', async () => {
    answerWith(async () => {
      await delay(1000);
      return ok0();
    });
    const started = Date.now();
    const result = await api({ timeout: 50 }).call('loanDetails', {});
    expect(result).toMatchObject({ ok: false, failure: 'timeout', message: 'error', code: undefined });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('the clients time out after 60 000 ms by default', async () => {
    let timeout: number | undefined;
    const adapter: AxiosAdapter = async (config) => {
      timeout = config.timeout;
      return { data: '{"code":0}', status: 200, statusText: 'OK', headers: {}, config };
    };
    await createApi({ getSession: () => ({}), baseURL: BASE, adapter }).call('loanDetails', {});
    expect(timeout).toBe(60_000);
  });

  it('aborted through the signal while in flight', async () => {
    answerWith(async () => {
      await delay(1000);
      return ok0();
    });
    const controller = new AbortController();
    const pending = api().call('cardInit', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toMatchObject({ ok: false, failure: 'aborted' });
  });

  it('aborted before it started: nothing goes out', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await api().call('cardInit', {}, { signal: controller.signal })).toMatchObject({
      ok: false,
      failure: 'aborted',
    });
    expect(seen).toHaveLength(0);
  });

  it('an unknown endpoint name', async () => {
    expect(await api().call('noSuchEndpoint', {})).toMatchObject({ ok: false, failure: 'invalid' });
    expect(seen).toHaveLength(0);
  });

  it('a transport that throws synchronously', async () => {
    const adapter: AxiosAdapter = () => {
      throw new Error('boom');
    };
    const result = await createApi({ getSession: () => ({}), baseURL: BASE, adapter }).call(
      'loanDetails',
      {},
    );
    expect(result).toMatchObject({ ok: false, failure: 'network', message: 'error' });
  });
});
