import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApi } from './index';
import { endpointNames, endpoints } from './endpoints';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  contentType: string;
  text: string;
  form?: Record<string, unknown>;
}

const BASE = 'http://api.test';
const seen: Seen[] = [];
let reply: (request: Request) => Response | Promise<Response> = () =>
  HttpResponse.json({ code: 0, message: 'ok', data: {} });

const server = setupServer(
  http.all(`${BASE}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type') ?? '';
    const entry: Seen = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(request.headers),
      contentType,
      text: '',
    };
    if (contentType.includes('multipart/form-data')) {
      const form = await request.clone().formData();
      entry.form = {};
      for (const [key, value] of form) {
        entry.form[key] =
          typeof value === 'string'
            ? value
            : { name: value.name, type: value.type, size: value.size, text: await value.text() };
      }
    } else if (request.method !== 'GET') entry.text = await request.clone().text();
    seen.push(entry);
    return reply(request);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  reply = () => HttpResponse.json({ code: 0, message: 'ok', data: {} });
});
afterAll(() => server.close());

const SESSION = {
  deviceId: 'd-1',
  sessionId: 's-1',
  product_id: '7',
  productId: '7',
  swift: 'sw',
  eyes: 'ey',
  building: 'bu',
  gather: 'ga',
};

/** The transport and the envelope, without the contracts' check of `data` (tested on its own below). */
function api(options: { timeout?: number; session?: Record<string, string> } = {}) {
  return createApi({
    getSession: () => options.session ?? SESSION,
    baseURL: BASE,
    timeout: options.timeout,
    responseChecks: () => undefined,
  });
}

const ok0 = () => HttpResponse.json({ code: 0, message: 'ok', data: { a: 1 } });

describe('requests on the wire', () => {
  it('client two under /preschool: prefix, session in the query, form body, swift/eyes headers', async () => {
    const result = await api().call('cardInit', {
      product_id: '7',
      extra: 3,
      skipped: undefined,
      gone: null,
    });
    expect(result.ok).toBe(true);
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/preschool/v3/bind-card/card-init');
    expect(request!.query).toMatchObject({
      deviceId: 'd-1',
      sessionId: 's-1',
      product_id: '7',
      productId: '7',
    });
    expect(request!.headers).toMatchObject({ 'x-requested-with': 'XMLHttpRequest', swift: 'sw', eyes: 'ey' });
    expect(request!.headers).not.toHaveProperty('building');
    expect(request!.headers).not.toHaveProperty('gather');
    expect(request!.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.text))).toEqual({ product_id: '7', extra: '3' });
  });

  it('lets a call parameter win over the same session parameter in the query', async () => {
    await api().call('problemInit', { orderId: 'o-2' }, { query: { deviceId: 'override' } });
    expect(seen[0]!.query.deviceId).toBe('override');
    expect(new URLSearchParams(seen[0]!.text).get('orderId')).toBe('o-2');
  });

  it('client two on the older API: no prefix, no session query, form body', async () => {
    reply = () => HttpResponse.json({ code: '00', message: '', data: { jumpUrl: 'https://x.test/' } });
    const result = await api().call('goyaLoanPush', {
      amount: 500000,
      periods: 4,
      termUnit: 30,
      productId: 7,
      flag: true,
    });
    expect(result.ok).toBe(true);
    expect(seen[0]!.path).toBe('/gopia/goya/loan-push');
    expect(seen[0]!.query).toEqual({});
    expect(seen[0]!.headers).toMatchObject({ swift: 'sw', eyes: 'ey', 'x-requested-with': 'XMLHttpRequest' });
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.text))).toEqual({
      amount: '500000',
      periods: '4',
      termUnit: '30',
      productId: '7',
      flag: 'true',
    });
  });

  it('an empty form body on a POST without params', async () => {
    reply = () => HttpResponse.json({ code: '00', message: '', data: {} });
    await api().call('goyaLoginFailNotice', {});
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.text).toBe('');
  });

  it('client one: JSON body, building/gather headers, no session query', async () => {
    await api().call('loanDetailPush', {
      amount: 500000,
      periods: 4,
      termUnit: 30,
      productId: '7',
      couponId: null,
    });
    const [request] = seen;
    expect(request!.path).toBe('/v3/loan-confirm/loan-detail-push');
    expect(request!.query).toEqual({});
    expect(request!.headers).toMatchObject({
      building: 'bu',
      gather: 'ga',
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(request!.headers).not.toHaveProperty('swift');
    expect(request!.contentType).toContain('application/json');
    expect(JSON.parse(request!.text)).toEqual({ amount: 500000, periods: 4, termUnit: 30, productId: '7' });
  });

  it('client one headers are empty strings when the query had none', async () => {
    await api({ session: { deviceId: 'd' } }).call('googleScore', { score: 5 });
    expect(seen[0]!.headers.building).toBe('');
    expect(seen[0]!.headers.gather).toBe('');
  });

  it('client two headers are empty strings when the query had none', async () => {
    await api({ session: {} }).call('contactKfInfo', { overall: 30 });
    expect(seen[0]!.headers.swift).toBe('');
    expect(seen[0]!.headers.eyes).toBe('');
  });

  it('repayment-way: POST with orderId in the query and the rest in the JSON body', async () => {
    reply = () => HttpResponse.json({ code: '00', message: '', data: { bankCards: [] } });
    const result = await api().call('repaymentWay', { orderId: 'o-9', other: 'x' });
    expect(result.ok).toBe(true);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.path).toBe('/api/v1/youmi/youmi-api/service/loan/repayment-way');
    expect(seen[0]!.query).toEqual({ orderId: 'o-9' });
    expect(JSON.parse(seen[0]!.text)).toEqual({ other: 'x' });
  });

  it('repayment-commit sends couponId null when there is no coupon (spec §7); other nulls are left out', async () => {
    reply = () => HttpResponse.json({ code: '00', message: '', data: {} });
    await api().call('repaymentCommit', { amount: 100, couponId: null, bankCode: null, orderId: 'o-1' });
    expect(JSON.parse(seen[0]!.text)).toEqual({ amount: 100, couponId: null, orderId: 'o-1' });
  });

  it('GET: params in the query, no body', async () => {
    await api().call('contract', { productId: 7, scene: 3, empty: undefined });
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.path).toBe('/v3/contract/contract');
    expect(seen[0]!.query).toEqual({ productId: '7', scene: '3' });
    expect(seen[0]!.text).toBe('');
  });

  it('options.query goes to the query string on a POST', async () => {
    await api().call(
      'eventSave',
      { productId: 7, moduleId: 30 },
      { query: { marker: 'm', none: undefined } },
    );
    expect(seen[0]!.query).toEqual({ marker: 'm' });
    expect(JSON.parse(seen[0]!.text)).toEqual({ productId: 7, moduleId: 30 });
  });

  it('upload: multipart under /preschool with the field problemImage', async () => {
    reply = () => HttpResponse.json({ code: '00', message: '', data: { url: 'https://img.test/1.png' } });
    const file = new File(['png-bytes'], 'photo.png', { type: 'image/png' });
    const result = await api().call('uploadProblemImg', { problemImage: file, note: 'n' });
    expect(result).toMatchObject({ ok: true, code: '00', data: { url: 'https://img.test/1.png' } });
    const [request] = seen;
    expect(request!.path).toBe('/preschool/user-problem/upload-problem-img');
    expect(request!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.query).toMatchObject({ deviceId: 'd-1' });
    expect(request!.headers).toMatchObject({ swift: 'sw', eyes: 'ey', 'x-requested-with': 'XMLHttpRequest' });
    expect(request!.form).toMatchObject({ note: 'n', problemImage: { type: 'image/png' } });
  });

  it('upload: the File itself is handed to the transport', async () => {
    let sent: unknown;
    const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
      sent = config.data;
      return {
        data: '{"code":"00","message":"","data":{"url":"u"}}',
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    const file = new File(['png-bytes'], 'photo.png', { type: 'image/png' });
    await createApi({ getSession: () => SESSION, baseURL: BASE, adapter }).call('uploadProblemImg', {
      problemImage: file,
    });
    expect(sent).toBeInstanceOf(FormData);
    const entry = (sent as FormData).get('problemImage') as File;
    expect(entry.name).toBe('photo.png');
    expect(await entry.text()).toBe('png-bytes');
  });

  it('reads the session afresh on every call', async () => {
    const session: Record<string, string> = { deviceId: 'a' };
    const client = createApi({ getSession: () => session, baseURL: BASE });
    await client.call('problemList', {});
    session.deviceId = 'b';
    await client.call('problemList', {});
    expect(seen.map((r) => r.query.deviceId)).toEqual(['a', 'b']);
  });
});

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
    reply = () => HttpResponse.json({ message: 'm', data: { x: 1 }, ...body });
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
      reply = () => HttpResponse.json({ code, message: 'success', data: { x: 1 } });
      const result = await api().call(name, {});
      expect(result).toMatchObject({ ok: false, failure: 'invalid', code, message: 'error' });
    },
  );

  it('the success code of every endpoint follows design.md §9', () => {
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
    reply = () => HttpResponse.json({ code: '01', data: null });
    const result = await api().call('repaymentWay', { orderId: '1' });
    expect(result).toMatchObject({ ok: false, code: '01', message: '' });
    expect(result.failure).toBeUndefined();
  });

  it('returns the whole body as body', async () => {
    reply = () => HttpResponse.json({ code: 0, message: '', data: [1], res: { tabs: [] } });
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
      { failure: 'http', status: 401, code: 401, message: 'Please log in again' },
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
    reply = answer;
    for (const name of ['loanDetails', 'cardInit', 'uploadProblemImg'] as const) {
      const params = name === 'uploadProblemImg' ? { problemImage: new Blob(['x']) } : {};
      const result = await api().call(name, params);
      expect(result).toMatchObject({ ok: false, ...expected });
    }
  });

  it('timeout', async () => {
    reply = async () => {
      await delay(1000);
      return ok0();
    };
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
    reply = async () => {
      await delay(1000);
      return ok0();
    };
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

describe('url and has', () => {
  it('builds the captcha image URL with its query', () => {
    expect(api().url('getCaptcha', { sid: 'abc', t: 1 })).toBe(
      `${BASE}/api/v2/youmi/promotion/get-captcha?sid=abc&t=1`,
    );
  });

  it('is same-origin relative without a base', () => {
    const client = createApi({ getSession: () => ({}), baseURL: '' });
    expect(client.url('getCaptcha', { sid: 's 1' })).toBe('/api/v2/youmi/promotion/get-captcha?sid=s+1');
  });

  it('adds the session to /preschool URLs', () => {
    expect(api({ session: { deviceId: 'd' } }).url('problemList', {})).toBe(
      `${BASE}/preschool/user-problem/problem-list?deviceId=d`,
    );
  });

  it('is empty for an unknown endpoint', () => {
    expect(api().url('nope', {})).toBe('');
  });

  it('calling an image endpoint hands out its URL without a request', async () => {
    const result = await api().call('getCaptcha', { sid: 'x' });
    expect(result).toMatchObject({
      ok: true,
      data: { url: `${BASE}/api/v2/youmi/promotion/get-captcha?sid=x` },
    });
    expect(seen).toHaveLength(0);
  });

  it('has() knows exactly the catalogue', () => {
    for (const name of endpointNames) expect(api().has(name)).toBe(true);
    expect(api().has('toString')).toBe(false);
    expect(api().has('constructor')).toBe(false);
    expect(api().has('nope')).toBe(false);
  });
});
