/**
 * Serves the production build (dist/) with `Content-Security-Policy: script-src 'self'` and answers the
 * API with the same MSW handlers as the dev server and the tests, over real HTTP.
 * `tsx scripts/serve.ts --port 4173 [--scenario name]`. Test-only controls: POST /__mock/scenario {name},
 * GET /__mock/requests, POST /__mock/reset.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { getResponse } from 'msw';
import { createBackend, type Backend } from '../mocks/backend';
import { createHandlers } from '../mocks/handlers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https: http:; frame-src https: http:; connect-src 'self'";
const API = /^\/(api|preschool|gopia|v3|curriculum|service)(\/|$)/;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startServer(options: { port?: number; dist?: string; scenario?: string } = {}) {
  const dist = resolve(options.dist ?? 'dist');
  let backend: Backend = createBackend(options.scenario ?? 'default');
  let handlers = createHandlers(backend);
  const requests: {
    method: string;
    path: string;
    query: Record<string, string>;
    headers: Record<string, string>;
    body: string;
  }[] = [];

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (
      status: number,
      body: string | Buffer,
      type: string,
      extra: Record<string, string> = {},
    ) => {
      res.writeHead(status, { 'Content-Type': type, ...extra });
      res.end(body);
    };
    if (url.pathname === '/__mock/scenario' && req.method === 'POST') {
      const { name } = JSON.parse((await readBody(req)).toString() || '{}') as { name?: string };
      backend = createBackend(name ?? 'default');
      handlers = createHandlers(backend);
      requests.length = 0;
      return send(200, '{"ok":true}', TYPES['.json']!);
    }
    if (url.pathname === '/__mock/reset' && req.method === 'POST') {
      backend = createBackend(backend.state.scenario);
      handlers = createHandlers(backend);
      requests.length = 0;
      return send(200, '{"ok":true}', TYPES['.json']!);
    }
    if (url.pathname === '/__mock/requests') return send(200, JSON.stringify(requests), TYPES['.json']!);
    if (API.test(url.pathname)) {
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers,
        body: body?.toString() ?? '',
      });
      const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
        method: req.method,
        headers,
        body: body && body.length ? new Uint8Array(body) : undefined,
      });
      const response = await getResponse(handlers, request);
      if (!response) return send(404, '{"code":404,"message":"not found"}', TYPES['.json']!);
      if (response.type === 'error') {
        req.socket.destroy();
        return;
      }
      const out = Buffer.from(await response.arrayBuffer());
      const h: Record<string, string> = {};
      response.headers.forEach((v, k) => (h[k] = v));
      res.writeHead(response.status, h);
      return res.end(out);
    }
    const file = normalize(join(dist, decodeURIComponent(url.pathname)));
    const inside = file.startsWith(dist);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      const cache = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return send(200, readFileSync(file), TYPES[extname(file)] ?? 'application/octet-stream', {
        'Cache-Control': cache,
        'Content-Security-Policy': CSP,
      });
    }
    return send(200, readFileSync(join(dist, 'index.html')), TYPES['.html']!, {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': CSP,
    });
  });
  await new Promise<void>((done) => server.listen(options.port ?? 4173, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}`,
    get backend() {
      return backend;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

if (process.argv[1] && /serve\.ts$/.test(process.argv[1])) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const started = await startServer({
    port: Number(arg('port') ?? 4173),
    dist: arg('dist'),
    scenario: arg('scenario'),
  });
  console.log(`listening on ${started.url}`);
}
