/**
 * Serves the production build (dist/) under `Content-Security-Policy: script-src 'self'` and answers
 * the API over real HTTP with the same MSW handlers and fake backend as dev and the tests.
 *
 *   npx tsx scripts/serve/serve.ts --port 4173 [--dist dist] [--scenario name] [--tls]
 *
 * With `--tls` (or the `tls` option) it speaks HTTP/2 over TLS with a throwaway certificate, as the
 * deployment's web server does (docs/deployment.md); HTTP/1.1 clients are still answered.
 *
 * Test-only controls: POST /__mock/scenario {"name"} starts that scenario afresh, POST /__mock/reset
 * starts the current one afresh, GET /__mock/requests lists the API requests seen, GET
 * /__mock/scenarios lists the scenarios, GET /__mock/state shows the fake backend's data (captchas),
 * GET /__mock/telemetry lists the log records phones sent to /v1/logs and their counts per release.
 */
import { gzipSync } from 'node:zlib';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  constants as http2,
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import type { Socket } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { getResponse } from 'msw';
import { createBackend, type Backend } from '../../mocks/backend';
import { createHandlers, isMockedPath, type RecordedRequest } from '../../mocks/handlers';
import { isScenario, listScenarios } from '../../mocks/scenarios';
import { createLogStore, LOGS_PATH, type LogStore } from '../../mocks/telemetry';
import { selfSignedCertificate, type Certificate } from './self-signed';
import { PAGE_REFERRER_POLICY } from '../../src/app/referrer-policy';
import { LISTEN_PORTS } from '../../src/app/listen-ports';
import { buildPolicy, CONTENT_SECURITY_POLICY } from '../../src/server/headers';

// One policy for the production server and this one (src/server/headers.ts), so that the e2e tests
// run under exactly the policy borrowers' pages get.
export { CONTENT_SECURITY_POLICY };

/**
 * The headers of every answer: its policies (the same as docs/deployment.md's nginx sends). The
 * Content-Security-Policy, which names the hash of the build's inline script, is set per server
 * (`buildPolicy`).
 */
const POLICY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // The address carries the session: a request names the page's origin at most (src/app/referrer-policy.ts).
  'Referrer-Policy': PAGE_REFERRER_POLICY,
} as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

const JSON_TYPE = 'application/json; charset=utf-8';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAX_BODY = 10 * 1024 * 1024;

export interface ServeOptions {
  /** `LISTEN_PORTS.anyFree` (0) picks a free port. Default `LISTEN_PORTS.mock`. */
  port?: number;
  /** Host to listen on. Default 127.0.0.1. */
  host?: string;
  /** The production build. Default `dist`. */
  dist?: string;
  /** The mock backend's scenario. Default `default`. */
  scenario?: string;
  /** HTTP/2 over TLS with this certificate (HTTP/1.1 over TLS for a client without HTTP/2). */
  tls?: Certificate;
}

/** A request and its response, over HTTP/1.1 or HTTP/2. */
type Req = IncomingMessage | Http2ServerRequest;
type Res = ServerResponse | Http2ServerResponse;

export interface RunningServer {
  /** `http://127.0.0.1:PORT` (`https://` with TLS), without a trailing slash. */
  url: string;
  port: number;
  backend: Backend;
  /** The API requests seen since the start or the last scenario change. */
  requests: RecordedRequest[];
  /** What phones sent to /v1/logs (app.json's collector URL), kept over scenario changes. */
  telemetry: LogStore;
  close(): Promise<void>;
}

class TooLarge extends Error {}

async function readBody(req: Req): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new TooLarge('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function headersOf(req: Req): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    // HTTP/2's pseudo-headers (:method, :path, …) are not headers of the request the handlers see.
    if (value === undefined || key.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  return headers;
}

function send(
  res: Res,
  status: number,
  body: string | Buffer,
  type: string,
  extra: Record<string, string> = {},
  head = false,
): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': String(Buffer.byteLength(body)),
    ...POLICY_HEADERS,
    ...extra,
  });
  if (head) res.end();
  else res.end(body);
}

const sendJson = (res: Res, status: number, value: unknown) =>
  send(res, status, JSON.stringify(value), JSON_TYPE, { 'Cache-Control': 'no-store' });

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg)/;
const gzipped = new Map<string, { source: Buffer; body: Buffer }>();

/** The gzip of a static file, computed once per content. */
function compressed(file: string, source: Buffer): Buffer {
  const hit = gzipped.get(file);
  if (hit && hit.source.equals(source)) return hit.body;
  const body = gzipSync(source, { level: 9 });
  gzipped.set(file, { source, body });
  return body;
}

/**
 * Sends a file; text (pages, scripts, styles, descriptors) goes out gzip-compressed to a client that
 * accepts it, as any production web server or CDN sends it.
 */
async function sendFile(req: Req, res: Res, file: string, type: string, cache: string) {
  const head = req.method === 'HEAD';
  const body = await readFile(file);
  if (/gzip/.test(String(req.headers['accept-encoding'] ?? '')) && COMPRESSIBLE.test(type)) {
    const extra = { 'Cache-Control': cache, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' };
    return send(res, 200, compressed(file, body), type, extra, head);
  }
  return send(res, 200, body, type, { 'Cache-Control': cache }, head);
}

/** Starts the server; resolves once it listens. */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const dist = resolve(options.dist ?? 'dist');
  const scenario = options.scenario ?? 'default';
  if (!isScenario(scenario)) throw new Error(`unknown mock scenario "${scenario}"`);
  const backend = createBackend(scenario);
  const requests: RecordedRequest[] = [];
  const telemetry = createLogStore();
  const handlers = createHandlers(backend, { onRequest: (r) => requests.push(r), telemetry });

  async function api(req: Req, res: Res, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
    const request = new Request(url, {
      method,
      headers: headersOf(req),
      body: body && body.length ? new Uint8Array(body) : undefined,
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      sendJson(res, 404, { code: 404, message: 'not found', data: null });
      return;
    }
    if (response.type === 'error') {
      // A network error: over HTTP/2 only this request's stream breaks, not the others on the connection.
      if ('stream' in req) req.stream.close(http2.NGHTTP2_INTERNAL_ERROR);
      else req.socket.destroy();
      return;
    }
    const out = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => (headers[key] = value));
    headers['content-length'] = String(out.length);
    res.writeHead(response.status, { ...POLICY_HEADERS, ...headers });
    if (method === 'HEAD') res.end();
    else res.end(out);
  }

  async function control(req: Req, res: Res, path: string): Promise<void> {
    if (path === '/__mock/requests' && req.method === 'GET') return sendJson(res, 200, requests);
    if (path === '/__mock/scenarios' && req.method === 'GET') return sendJson(res, 200, listScenarios());
    if (path === '/__mock/state' && req.method === 'GET') return sendJson(res, 200, backend.state);
    if (path === '/__mock/telemetry' && req.method === 'GET')
      return sendJson(res, 200, { records: telemetry.records(), releases: telemetry.releases() });
    if (path === '/__mock/reset' && req.method === 'POST') {
      backend.reset();
      requests.length = 0;
      return sendJson(res, 200, { ok: true, scenario: backend.scenario });
    }
    if (path === '/__mock/scenario' && req.method === 'POST') {
      let name: unknown;
      try {
        name = (JSON.parse((await readBody(req)).toString() || '{}') as { name?: unknown }).name;
      } catch {
        return sendJson(res, 400, { ok: false, message: 'expected JSON {"name": "<scenario>"}' });
      }
      if (typeof name !== 'string' || !isScenario(name)) {
        return sendJson(res, 400, { ok: false, message: `unknown scenario ${JSON.stringify(name)}` });
      }
      backend.reset(name);
      requests.length = 0;
      return sendJson(res, 200, { ok: true, scenario: name });
    }
    return sendJson(res, 404, { ok: false, message: 'unknown mock control' });
  }

  async function fileAt(pathname: string): Promise<string | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    const file = resolve(dist, `.${decoded}`);
    if (file !== dist && !file.startsWith(dist + sep)) return undefined;
    try {
      return (await stat(file)).isFile() ? file : undefined;
    } catch {
      return undefined;
    }
  }

  async function statics(req: Req, res: Res, url: URL): Promise<void> {
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      return send(res, 405, 'Method Not Allowed', TYPES['.txt']!, { Allow: 'GET, HEAD' });
    }
    const file = url.pathname === '/' ? undefined : await fileAt(url.pathname);
    if (file) {
      const cache = url.pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
      return sendFile(
        req,
        res,
        file,
        TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        cache,
      );
    }
    // Browsers ask for /favicon.ico on their own; a build without one is not an error.
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204, { 'Cache-Control': 'no-cache', ...POLICY_HEADERS });
      res.end();
      return;
    }
    // A missing hashed file is a 404, never the app's page (a stale chunk must fail loudly).
    if (url.pathname.startsWith('/assets/') || extname(url.pathname)) {
      return send(res, 404, 'Not Found', TYPES['.txt']!, { 'Cache-Control': 'no-cache' }, head);
    }
    // A route with its own page (index.html plus that route's preloads): scripts/build/route-pages.ts.
    const page = /^\/[A-Za-z0-9_-]+$/.test(url.pathname) ? await fileAt(`${url.pathname}.html`) : undefined;
    const index = page ?? (await fileAt('/index.html'));
    if (!index) {
      return send(res, 404, `No build in ${dist}: run npm run build`, TYPES['.txt']!, {}, head);
    }
    return sendFile(req, res, index, TYPES['.html']!, 'no-cache');
  }

  // The address a request was made to: the fake backend builds its absolute links (pictures, agreement
  // pages) from it, so over TLS they are https too (an http link would be blocked on an https page).
  const scheme = options.tls ? 'https' : 'http';
  // The build's pages carry an inline script allowed by its hash; a build made while this server runs
  // brings its own.
  let policy = { at: -1, value: CONTENT_SECURITY_POLICY };
  const policyNow = () => {
    const at = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
    if (at !== policy.at) policy = { at, value: buildPolicy(dist) };
    return policy.value;
  };
  const handle = (req: Req, res: Res) => {
    res.setHeader('Content-Security-Policy', policyNow());
    const url = new URL(
      req.url ?? '/',
      `${scheme}://${req.headers.host ?? req.headers[':authority'] ?? '127.0.0.1'}`,
    );
    const work = url.pathname.startsWith('/__mock/')
      ? control(req, res, url.pathname)
      : // The API, its pictures, and the reports phones send to the collector URL of app.json.
        isMockedPath(url.pathname) || url.pathname === LOGS_PATH
        ? api(req, res, url)
        : statics(req, res, url);
    work.catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof TooLarge)
        sendJson(res, 413, { code: 413, message: 'request body too large', data: null });
      else sendJson(res, 500, { code: 500, message: 'mock server error', data: null });
    });
  };
  const server = options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, handle)
    : createServer(handle);
  // Closing ends every open connection too (keep-alive ones and HTTP/2 sessions alike).
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? LISTEN_PORTS.mock, options.host ?? '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? LISTEN_PORTS.mock);
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';

  return {
    url: `${options.tls ? 'https' : 'http'}://${host}:${port}`,
    port,
    backend,
    requests,
    telemetry,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;

if (invokedDirectly) {
  try {
    const { values: options } = parseArgs({
      options: {
        port: { type: 'string', default: String(LISTEN_PORTS.mock) },
        host: { type: 'string' },
        dist: { type: 'string' },
        scenario: { type: 'string' },
        tls: { type: 'boolean', default: false },
      },
    });
    const started = await startServer({
      port: Number(options.port),
      host: options.host,
      dist: options.dist,
      scenario: options.scenario,
      tls: options.tls ? selfSignedCertificate() : undefined,
    });
    console.log(`listening on ${started.url}`);
    const stop = () => void started.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
