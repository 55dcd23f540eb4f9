import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type ClientHttp2Session } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, startServer, type RunningServer } from './serve';
import { selfSignedCertificate, type Certificate } from './self-signed';

let dist: string;
let server: RunningServer;

/** A raw request with Node's http module (no browser rules, the exact path as written). */
function raw(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    text: string;
  }>((done, fail) => {
    const req = httpRequest(
      `${server.url}${path}`,
      { method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', fail);
    req.end(init.body);
  });
}

/** GET with `Accept-Encoding: gzip`, body left compressed. */
function gzipped(path: string) {
  return new Promise<{ encoding?: string; vary?: string; body: Buffer }>((done, fail) => {
    httpRequest(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary as string | undefined,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', fail)
      .end();
  });
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const form = (body: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body,
});

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(tmpdir(), 'serve-test-secret.txt'), 'secret');
  server = await startServer({ port: 0, dist });
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'serve-test-secret.txt'), { force: true });
});

beforeEach(async () => {
  await raw('/__mock/scenario', json({ name: 'default' }));
});

describe('serve: the production build', () => {
  it('listens on 127.0.0.1 with a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);
  });

  it('serves index.html for app routes with the CSP and no caching', async () => {
    for (const path of ['/', '/bindBank?product_id=1', '/complainDetails', '/payWay']) {
      const res = await raw(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root">');
    }
  });

  it("the CSP allows scripts only from 'self'", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain('frame-src https: http:');
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
  });

  it('serves hashed assets with their type and a year of immutable caching', async () => {
    const js = await raw('/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw('/assets/index-abc123.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    const txt = await raw('/robots.txt');
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.headers['cache-control']).toBe('no-cache');
  });

  it('sends pages and text assets gzip-compressed to a client that accepts it, and plain to one that does not', async () => {
    const script = await gzipped('/assets/index-abc123.js');
    expect(script.encoding).toBe('gzip');
    expect(script.vary).toBe('Accept-Encoding');
    expect(gunzipSync(script.body).toString()).toBe('console.log(1)');
    const page = await gzipped('/bindBank');
    expect(page.encoding).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('<div id="root">');
    const plain = await raw('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log(1)');
  });

  it('answers a missing asset with 404, not the app page', async () => {
    const res = await raw('/assets/index-old999.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
    expect((await raw('/missing.png')).status).toBe(404);
  });

  it('never serves files outside dist', async () => {
    for (const path of [
      '/../serve-test-secret.txt',
      '/%2e%2e/serve-test-secret.txt',
      '/..%2fserve-test-secret.txt',
      '/assets/..%2f..%2fserve-test-secret.txt',
    ]) {
      const res = await raw(path);
      expect(res.text, path).not.toBe('secret');
    }
  });

  it('HEAD has headers and no body; other methods on files are refused', async () => {
    const head = await raw('/assets/index-abc123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect((await raw('/bindBank', { method: 'DELETE' })).status).toBe(405);
  });

  it('answers a missing favicon with no content', async () => {
    expect((await raw('/favicon.ico')).status).toBe(204);
  });
});

describe('serve: the mock API over HTTP', () => {
  it('answers the catalogue with the same handlers and records the request', async () => {
    const res = await raw('/preschool/v3/bind-card/card-init?deviceId=d-1', {
      ...form('product_id=1'),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        swift: 's',
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ code: 0, data: { items: expect.any(Array) } });
    const log = JSON.parse((await raw('/__mock/requests')).text) as Record<string, unknown>[];
    expect(log).toEqual([
      expect.objectContaining({
        endpoint: 'cardInit',
        method: 'POST',
        path: '/preschool/v3/bind-card/card-init',
        query: { deviceId: 'd-1' },
        body: 'product_id=1',
        headers: expect.objectContaining({ swift: 's', 'x-requested-with': 'XMLHttpRequest' }),
      }),
    ]);
  });

  it('keeps state between calls: a saved account prefills card-init', async () => {
    await raw('/preschool/v3/bind-card/bind-card-new', form('bankName=MBT&bankCardNo=9876&cardType=1'));
    const items = (
      JSON.parse((await raw('/preschool/v3/bind-card/card-init', form(''))).text) as {
        data: { items: { code: string; value?: string }[] };
      }
    ).data.items;
    expect(items.find((i) => i.code === 'bankName')!.value).toBe('Metrobank');
    expect(server.backend.state.savedAccounts).toHaveLength(1);
  });

  it('makes same-origin links absolute with the server address', async () => {
    const order = JSON.parse((await raw('/v3/loan-details/loan-details?orderId=OD1001')).text) as {
      data: { productLogo: string };
    };
    expect(order.data.productLogo).toBe(`${server.url}/mock-assets/logo-pesoloan.svg`);
    const logo = await raw('/mock-assets/logo-pesoloan.svg');
    expect(logo.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers unknown API paths with a 404 envelope, never index.html', async () => {
    for (const path of [
      '/api/nope',
      '/preschool/nope',
      '/gopia/goya/nope',
      '/v3/nope',
      '/curriculum/nope',
      '/service/nope',
    ]) {
      const res = await raw(path, { method: 'POST' });
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.text)).toMatchObject({ code: 404 });
    }
  });

  it('switches scenarios, resets and lists them', async () => {
    const switched = await raw('/__mock/scenario', json({ name: 'bank-error' }));
    expect(JSON.parse(switched.text)).toEqual({ ok: true, scenario: 'bank-error' });
    const save = await raw('/preschool/v3/bind-card/bind-card-new', form('cardType=1'));
    expect(JSON.parse(save.text)).toMatchObject({ code: 1, message: 'The account number is invalid' });
    expect(JSON.parse((await raw('/__mock/requests')).text)).toHaveLength(1);

    expect(JSON.parse((await raw('/__mock/reset', { method: 'POST' })).text)).toEqual({
      ok: true,
      scenario: 'bank-error',
    });
    expect(JSON.parse((await raw('/__mock/requests')).text)).toEqual([]);

    const list = JSON.parse((await raw('/__mock/scenarios')).text) as { name: string }[];
    expect(list.map((s) => s.name)).toContain('order-180-delay');
  });

  it('refuses an unknown scenario or a broken control body', async () => {
    expect((await raw('/__mock/scenario', json({ name: 'nope' }))).status).toBe(400);
    expect((await raw('/__mock/scenario', { method: 'POST', body: '{' })).status).toBe(400);
    expect(server.backend.scenario).toBe('default');
  });

  it('drops the connection in network-down', async () => {
    await raw('/__mock/scenario', json({ name: 'network-down' }));
    await expect(raw('/v3/contract/contract')).rejects.toThrow();
  });

  it('answers HTTP errors and HTML pages as the scenarios ask', async () => {
    await raw('/__mock/scenario', json({ name: 'server-error' }));
    expect((await raw('/v3/contract/contract')).status).toBe(500);
    await raw('/__mock/scenario', json({ name: 'html-page' }));
    const html = await raw('/v3/contract/contract');
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
  });

  it('refuses to start on an unknown scenario', async () => {
    await expect(startServer({ port: 0, dist, scenario: 'nope' })).rejects.toThrow(/unknown mock scenario/);
  });
});

describe('serve: over TLS, as deployed', () => {
  let secure: RunningServer;
  let certificate: Certificate;
  let session: ClientHttp2Session;

  /** One request on the shared HTTP/2 connection; rejects when its stream breaks. */
  function h2(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((done, fail) => {
      const stream = session.request({ ':method': init.method ?? 'GET', ':path': path, ...init.headers });
      let headers: IncomingHttpHeaders = {};
      const chunks: Buffer[] = [];
      stream.on('response', (h) => (headers = h));
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () =>
        done({ status: Number(headers[':status']), headers, text: Buffer.concat(chunks).toString() }),
      );
      stream.on('error', fail);
      stream.end(init.body);
    });
  }

  beforeAll(async () => {
    certificate = selfSignedCertificate();
    secure = await startServer({ port: 0, dist, tls: certificate });
    session = connect(secure.url, { ca: certificate.cert });
  });

  afterAll(async () => {
    session.close();
    await secure.close();
  });

  it('speaks HTTP/2 over TLS at an https address', async () => {
    expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const page = await h2('/bindBank?product_id=1');
    expect(session.alpnProtocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(page.text).toContain('<div id="root">');
  });

  it("answers the API with the request's own headers, never HTTP/2's pseudo-headers", async () => {
    const res = await h2('/preschool/v3/bind-card/card-init?deviceId=d-1', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', swift: 's' },
      body: 'product_id=1',
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ code: 0, data: { items: expect.any(Array) } });
    const [seen] = secure.requests;
    expect(seen).toMatchObject({ endpoint: 'cardInit', body: 'product_id=1', headers: { swift: 's' } });
    expect(Object.keys(seen!.headers as Record<string, string>).filter((k) => k.startsWith(':'))).toEqual([]);
  });

  it('makes same-origin links absolute with the https address, so the page may load them', async () => {
    const order = JSON.parse((await h2('/v3/loan-details/loan-details?orderId=OD1001')).text) as {
      data: { productLogo: string };
    };
    expect(order.data.productLogo).toBe(`${secure.url}/mock-assets/logo-pesoloan.svg`);
  });

  it('breaks only the failing request in network-down: the connection still answers the next one', async () => {
    await h2('/__mock/scenario', { ...json({ name: 'network-down' }) });
    await expect(h2('/v3/contract/contract')).rejects.toThrow();
    expect((await h2('/assets/index-abc123.js')).text).toBe('console.log(1)');
    await h2('/__mock/scenario', { ...json({ name: 'default' }) });
  });
});
