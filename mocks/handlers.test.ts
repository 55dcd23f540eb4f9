import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints, wirePath } from '../src/api/endpoints';
import { createBackend } from './backend';
import { createHandlers, isMockedPath, type RecordedRequest } from './handlers';

const ORIGINS = ['http://localhost', 'http://127.0.0.1:4173', 'https://app.example.ph'];

function requestFor(name: (typeof endpointNames)[number], origin: string): Request {
  const def = endpoints[name];
  return new Request(`${origin}${wirePath(def)}?deviceId=d`, {
    method: def.method,
    headers: def.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: def.method === 'POST' ? 'a=1' : undefined,
  });
}

/** A POST to a loan endpoint of the youmi API, as JSON, with an Idempotency-Key when given. */
function postLoan(handlers: ReturnType<typeof createHandlers>, path: string, body: unknown, key?: string) {
  return getResponse(
    handlers,
    new Request(`http://localhost/api/v1/youmi/youmi-api/service/loan/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

describe('handlers', () => {
  it.each(endpointNames)('%s has a handler on any origin', async (name) => {
    const handlers = createHandlers(createBackend());
    for (const origin of ORIGINS) {
      const response = await getResponse(handlers, requestFor(name, origin));
      expect(response, `${name} at ${origin}`).toBeDefined();
      expect(response!.status).toBe(200);
    }
  });

  it('answers exactly the paths isMockedPath names (the browser lets every other request pass first)', async () => {
    const handlers = createHandlers(createBackend());
    const requests = [
      ...endpointNames.map((name) => requestFor(name, 'http://localhost')),
      new Request('http://localhost/mock-assets/banner-1.svg'),
      new Request('http://localhost/config-reports'),
      new Request('http://localhost/api/no-such-call'),
      ...['/src/app/main.tsx', '/@vite/client', '/node_modules/.vite/deps/react.js', '/bindBank', '/'].map(
        (path) => new Request(`http://localhost${path}`),
      ),
    ];
    for (const request of requests) {
      const path = new URL(request.url).pathname;
      const answered = (await getResponse(handlers, request)) !== undefined;
      expect(answered, path).toBe(isMockedPath(path));
    }
    expect(isMockedPath('/src/app/main.tsx')).toBe(false);
    expect(isMockedPath('/mock-assets/banner-1.svg')).toBe(true);
  });

  it('answers catalogue endpoints with the endpoint success code', async () => {
    const handlers = createHandlers(createBackend());
    const contact = await getResponse(handlers, requestFor('contactKfInfo', 'http://localhost'));
    expect(await contact!.json()).toMatchObject({ code: 0 });
    const goya = await getResponse(handlers, requestFor('goyaAgreements', 'http://localhost'));
    expect(await goya!.json()).toMatchObject({ code: '00' });
  });

  it('answers a repeated Idempotency-Key of a state-changing call with its first answer, changing nothing', async () => {
    const handlers = createHandlers(createBackend());
    const post = (path: string, body: unknown, key?: string) =>
      postLoan(handlers, path, body, key).then(
        (r) => r!.json() as Promise<{ code: unknown; data: Record<string, unknown> }>,
      );
    // A read is answered afresh whatever its key: a new repay token each time.
    const way = await post('repayment-way?orderId=OD1001', {}, 'k-0');
    expect((await post('repayment-way?orderId=OD1001', {}, 'k-0')).data.repayToken).not.toBe(
      way.data.repayToken,
    );
    const latest = await post('repayment-way?orderId=OD1001', {});
    const commit = (key: string) =>
      post(
        'repayment-commit',
        { orderId: 'OD1001', amount: 100, cardId: 'card-1', repayToken: latest.data.repayToken, sendMsg: 0 },
        key,
      );
    const first = await commit('k-1');
    expect(first.code).toBe('00');
    expect(await commit('k-1')).toEqual(first);
    expect((await commit('k-2')).data.repayRecordId).not.toBe(first.data.repayRecordId);
  });

  it('refuses a known Idempotency-Key with other parameters (422), a new payment token aside, and keeps the first request', async () => {
    const backend = createBackend();
    const handlers = createHandlers(backend);
    const post = async (path: string, body: unknown, key?: string) => {
      const response = await postLoan(handlers, path, body, key);
      return { status: response!.status, body: (await response!.json()) as Record<string, unknown> };
    };
    const token = async () =>
      ((await post('repayment-way?orderId=OD1001', {})).body.data as { repayToken: string }).repayToken;
    const commit = async (cardId: string) =>
      post(
        'repayment-commit',
        { orderId: 'OD1001', amount: 100, cardId, repayToken: await token(), sendMsg: 0 },
        'k-1',
      );
    const first = await commit('card-1');
    expect(first.status).toBe(200);
    // The same payment after a detour: the screen loaded a new token; the first answer comes back.
    expect(await commit('card-1')).toEqual(first);
    const otherCard = await commit('card-2');
    expect(otherCard.status).toBe(422);
    expect(otherCard.body).toMatchObject({ code: 422, data: null });
    expect(backend.state.repayRecords).toHaveLength(1);
  });

  it('repay-commit-504: carries out the first commit, answers it 504, and answers its retry with the kept answer', async () => {
    const backend = createBackend('repay-commit-504');
    const handlers = createHandlers(backend);
    const post = (path: string, body: unknown, key?: string) => postLoan(handlers, path, body, key);
    const way = (await (await post('repayment-way?orderId=OD1001', {}))!.json()) as {
      data: { repayToken: string };
    };
    const body = { orderId: 'OD1001', amount: 100, cardId: 'card-1', repayToken: way.data.repayToken };
    const lost = await post('repayment-commit', body, 'k-1');
    expect(lost!.status).toBe(504);
    expect(backend.state.repayRecords).toHaveLength(1);
    const retry = await post('repayment-commit', body, 'k-1');
    expect(retry!.status).toBe(200);
    expect(await retry!.json()).toMatchObject({
      code: '00',
      data: { repayRecordId: backend.state.repayRecords[0]!.repayRecordId },
    });
    expect(backend.state.repayRecords).toHaveLength(1);
  });

  it('does not answer a catalogue path with the wrong method', async () => {
    const handlers = createHandlers(createBackend());
    const response = await getResponse(
      handlers,
      new Request('http://localhost/v3/contract/contract', { method: 'POST' }),
    );
    expect(response!.status).toBe(404);
  });

  it('answers unknown API paths with a 404 envelope and leaves app paths alone', async () => {
    const handlers = createHandlers(createBackend());
    for (const path of [
      '/api/nope',
      '/preschool/nope',
      '/gopia/goya/nope',
      '/v3/nope',
      '/curriculum/x',
      '/service/x',
    ]) {
      const response = await getResponse(handlers, new Request(`http://localhost${path}`));
      expect(response!.status, path).toBe(404);
      expect(await response!.json()).toEqual({ code: 404, message: 'not found', data: null });
    }
    for (const path of ['/', '/bindBank', '/assets/index.js', '/apiary', '/src/api/index.ts', '/v3x']) {
      expect(await getResponse(handlers, new Request(`http://localhost${path}`)), path).toBeUndefined();
    }
  });

  it('serves generated images and the captcha as SVG', async () => {
    const handlers = createHandlers(createBackend());
    const logo = await getResponse(handlers, new Request('http://localhost/mock-assets/logo-gcash.svg'));
    expect(logo!.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo!.text()).toContain('<svg');
    const captcha = await getResponse(
      handlers,
      new Request('http://localhost/api/v2/youmi/promotion/get-captcha?sid=s'),
    );
    expect(captcha!.headers.get('content-type')).toBe('image/svg+xml');
    const missing = await getResponse(handlers, new Request('http://localhost/mock-assets/uploads/none'));
    expect(missing!.status).toBe(404);
  });

  it('records JSON, form-encoded and multipart bodies', async () => {
    const seen: RecordedRequest[] = [];
    const handlers = createHandlers(createBackend(), { onRequest: (r) => seen.push(r) });
    await getResponse(
      handlers,
      new Request('http://localhost/v3/loan-confirm/loan-detail-push', {
        method: 'POST',
        headers: { 'content-type': 'application/json', building: 'b' },
        body: JSON.stringify({ amount: 500000, periods: 4, termUnit: 30, productId: '1', couponId: null }),
      }),
    );
    await getResponse(
      handlers,
      new Request('http://localhost/preschool/v3/bind-card/card-init?deviceId=d', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'product_id=1',
      }),
    );
    const boundary = '----mock-boundary';
    const multipart =
      `--${boundary}\r\nContent-Disposition: form-data; name="problemImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${boundary}--\r\n`;
    const upload = await getResponse(
      handlers,
      new Request('http://localhost/preschool/user-problem/upload-problem-img', {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: multipart,
      }),
    );
    expect(await upload!.json()).toMatchObject({
      code: '00',
      data: { url: expect.stringMatching(/^http:\/\/localhost\/mock-assets\/uploads\//) },
    });

    expect(seen.map((r) => r.endpoint)).toEqual(['loanDetailPush', 'cardInit', 'uploadProblemImg']);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v3/loan-confirm/loan-detail-push',
      headers: { building: 'b' },
      fields: { amount: 500000, periods: 4, couponId: null },
    });
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ amount: 500000 });
    expect(seen[1]).toMatchObject({
      query: { deviceId: 'd' },
      body: 'product_id=1',
      fields: { product_id: '1' },
    });
    expect(seen[2]!.fields).toEqual({
      problemImage: { name: 'a.png', type: 'image/png', size: 3 },
      note: 'hi',
    });

    const url = (await getResponse(
      handlers,
      new Request('http://localhost/preschool/user-problem/problem-list', { method: 'POST' }),
    ))!;
    expect(url.status).toBe(200);
  });

  it('the uploaded bytes come back from their URL', async () => {
    const handlers = createHandlers(createBackend());
    const boundary = 'b0';
    const response = await getResponse(
      handlers,
      new Request('http://localhost/preschool/user-problem/upload-problem-img', {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: `--${boundary}\r\nContent-Disposition: form-data; name="problemImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNGDATA\r\n--${boundary}--\r\n`,
      }),
    );
    const { data } = (await response!.json()) as { data: { url: string } };
    const image = await getResponse(handlers, new Request(data.url));
    expect(image!.headers.get('content-type')).toBe('image/png');
    expect(await image!.text()).toBe('PNGDATA');
  });

  it('answers a network error in network-down', async () => {
    const handlers = createHandlers(createBackend('network-down'));
    const response = await getResponse(handlers, requestFor('cardInit', 'http://localhost'));
    expect(response!.type).toBe('error');
  });
});
