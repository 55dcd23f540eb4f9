import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApi } from './index';
import { answerWith, api, BASE, seen, SESSION, startTestServer } from './test-server';

startTestServer();

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
    answerWith(() => HttpResponse.json({ code: '00', message: '', data: { jumpUrl: 'https://x.test/' } }));
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
    answerWith(() => HttpResponse.json({ code: '00', message: '', data: {} }));
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
    answerWith(() => HttpResponse.json({ code: '00', message: '', data: { bankCards: [] } }));
    const result = await api().call('repaymentWay', { orderId: 'o-9', other: 'x' });
    expect(result.ok).toBe(true);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.path).toBe('/api/v1/youmi/youmi-api/service/loan/repayment-way');
    expect(seen[0]!.query).toEqual({ orderId: 'o-9' });
    expect(JSON.parse(seen[0]!.text)).toEqual({ other: 'x' });
  });

  it('repayment-commit sends couponId null when there is no coupon (docs/spec.md §7); other nulls are left out', async () => {
    answerWith(() => HttpResponse.json({ code: '00', message: '', data: {} }));
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
    answerWith(() => HttpResponse.json({ code: '00', message: '', data: { url: 'https://img.test/1.png' } }));
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
