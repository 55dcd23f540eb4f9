/**
 * The production server (`npm run serve`, after `npm run build`): Fastify, serving the build's files
 * (hashed assets immutable, compressed), every route drawn with its data (render-page.tsx) for the
 * browser to hydrate, and the API paths of the design's §5 forwarded unchanged to `API_ORIGIN`. With
 * `API_ORIGIN` unset it answers them itself from the embedded mock backend (mocks/), as the dev
 * server does, so a fresh machine runs the whole product with `npm run build && npm run serve`.
 *
 * The server keeps nothing between requests (any number of processes behind any load balancer), never
 * logs a query or a session header (access logs show the method, the path and the status), and takes
 * `API_ORIGIN` from its configuration only, never from a request. docs/deployment.md says how to run it.
 */
import { existsSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyReplyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import type { ReporterPort } from '../engine/ports';
import { buildPolicy, PAGE_HEADERS } from './headers';
import { headIn, readServerPages } from './pages';
import { readInlinePictures } from './pictures';
import { renderPage } from './render-page';
import { SERVED_STATE_ID } from '../app/first-screen';
import { mockApi, type MockApi } from './mock-api';

/** The API paths of the design's §5: forwarded to API_ORIGIN as they came. */
export const API_PREFIXES = [
  '/v3/',
  '/curriculum/',
  '/service/',
  '/api/v1/youmi/',
  '/api/v2/youmi/',
  '/preschool/',
  '/gopia/goya/',
] as const;

/** Header values never written to a log: the session's header secrets and the usual credentials. */
const SECRET_HEADERS = ['building', 'gather', 'swift', 'eyes', 'authorization', 'cookie', 'idempotency-key'];

export interface ServerOptions {
  /** The build (default `dist`). */
  dist?: string;
  /** The lender's API, e.g. `https://api.lender.example`; unset: the embedded mock backend. */
  apiOrigin?: string;
  /** How long the server waits for one opening call before drawing the screen loading (ms, default 1000). */
  deadlineMs?: number;
  /** The mock backend's scenario (only without apiOrigin; default `default`). */
  scenario?: string;
  /** The log's level (default `info`); `silent` for none. */
  logLevel?: string;
  /** Where the log goes (default: standard output). */
  logStream?: NodeJS.WritableStream;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A page with a borrower's data or session: never kept by the browser or any cache on the way. */
const PERSONAL = 'private, no-store';

/** The pino options of the server's log: requests by method and path only, secrets redacted. */
function loggerOptions(options: ServerOptions) {
  return {
    level: options.logLevel ?? 'info',
    ...(options.logStream ? { stream: options.logStream } : {}),
    redact: {
      paths: [
        ...SECRET_HEADERS.map((name) => `req.headers["${name}"]`),
        ...SECRET_HEADERS.map((name) => `headers["${name}"]`),
        'source',
        'query',
        'req.query',
      ],
      censor: '[kept out]',
    },
    serializers: {
      // The path, never the query: the session travels in it.
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        path: String(req.url ?? '').split('?')[0],
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/** The reporter of the engine on the server: problems go to the log, by code and screen. */
function logReporter(app: FastifyInstance): ReporterPort {
  return {
    warn: (problem) =>
      app.log.warn({ code: problem.code, screen: problem.screen, path: problem.path }, problem.message),
  };
}

/** A file of the build for `pathname`, or undefined (never outside it, never a dot-folder). */
function buildFile(dist: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return undefined;
  const file = resolve(dist, `.${decoded}`);
  if (!file.startsWith(dist + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a request's body as it came (the forwarding and the mock take it raw). */
async function bodyOf(request: FastifyRequest): Promise<Buffer | undefined> {
  const body = request.body as Readable | undefined;
  if (!body || typeof (body as Readable).on !== 'function') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Makes the server (not listening yet). */
export async function createServer(options: ServerOptions = {}): Promise<{
  app: FastifyInstance;
  mock: MockApi | null;
}> {
  const dist = resolve(options.dist ?? 'dist');
  const pages = readServerPages(dist);
  // The small pictures a page draws inline instead of asking for them after it.
  const pictures = readInlinePictures(dist);
  // The pages' policy, with the hash of the script they carry inline (the tap keeper).
  const policy = buildPolicy(dist);
  const deadlineMs = options.deadlineMs ?? 1000;
  const app = Fastify({
    logger: loggerOptions(options),
    // A proxy's X-Forwarded-* say how the browser reached the page (its scheme, for same-origin links).
    trustProxy: true,
    bodyLimit: 10 * 1024 * 1024,
  });
  const mock = options.apiOrigin ? null : mockApi(options.scenario);
  const reporter = logReporter(app);

  await app.register(fastifyCompress, { global: true, threshold: 512 });
  // Files are sent by the route below (reply.sendFile), with the cache headers it chooses.
  await app.register(fastifyStatic, { root: dist, serve: false, cacheControl: false, etag: true });

  // The API: forwarded as it came, or answered by the embedded mock backend.
  await app.register(async (api) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    if (options.apiOrigin)
      await api.register(fastifyReplyFrom, { base: options.apiOrigin, disableRequestLogging: true });
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!mock) return reply.from(request.url);
      const response = await mock.answer(request.method, request.url, request.headers, await bodyOf(request));
      if (!response) return reply.code(404).send({ code: 404, message: 'not found', data: null });
      return reply
        .code(response.status)
        .headers(response.headers)
        .send(Buffer.from(await response.body));
    };
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
    const prefixes = mock ? [...API_PREFIXES, ...mock.extraPrefixes] : API_PREFIXES;
    for (const prefix of prefixes)
      api.route({ method: [...methods], url: `${prefix}*`, handler: forward, exposeHeadRoute: false });
    if (mock) for (const url of mock.extraPaths) api.route({ method: [...methods], url, handler: forward });
  });

  // The address the server's own opening calls go to when it is its own API (the mock).
  const apiBase = () => {
    if (options.apiOrigin) return options.apiOrigin.replace(/\/+$/, '');
    const address = app.server.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      reply.header('Content-Security-Policy', policy);
      for (const [name, value] of Object.entries(PAGE_HEADERS)) reply.header(name, value);
      const file = pathname === '/' ? undefined : buildFile(dist, pathname);
      if (file && extname(file) !== '.html') {
        reply.header('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
        return reply.sendFile(file.slice(dist.length + 1));
      }
      // Browsers ask for /favicon.ico on their own; a build without one is not an error.
      if (pathname === '/favicon.ico') return reply.code(204).header('Cache-Control', 'no-cache').send();
      // A missing hashed file is a 404, never the app's page (a stale chunk must fail loudly).
      if (pathname.startsWith('/assets/') || (extname(pathname) && extname(pathname) !== '.html'))
        return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain').send('Not Found');
      const page = pages.of(pathname.replace(/\.html$/, ''));
      let rendered: Awaited<ReturnType<typeof renderPage>>;
      try {
        rendered = await renderPage({
          url: request.url,
          origin: `${request.protocol}://${request.host}`,
          acceptLanguage: request.headers['accept-language'],
          apiBase: apiBase(),
          deadlineMs,
          reporter,
          pictures,
        });
      } catch (error) {
        // The app could not be drawn here (a screen that cannot be loaded): the static page of the
        // route, which the browser draws itself, as from a static host.
        request.log.warn({ code: 'server-render' }, (error as Error).message);
        const name = pathname
          .replace(/\.html$/, '')
          .replace(/\/+$/, '')
          .slice(1);
        const fallback =
          (/^[A-Za-z0-9_-]+$/.test(name) && buildFile(dist, `/${name}.html`)) || `${dist}${sep}index.html`;
        reply.header('Cache-Control', PERSONAL);
        return reply.type('text/html; charset=utf-8').sendFile(fallback.slice(dist.length + 1));
      }
      reply
        .code(rendered.status)
        .header('Cache-Control', rendered.personal ? PERSONAL : 'no-cache')
        .header('Vary', 'Accept-Language')
        .type('text/html; charset=utf-8');
      const head = headIn(page.head, rendered.language, rendered.title, (href) => pictures.has(href));
      async function* document() {
        yield head;
        for await (const chunk of rendered.markup) yield chunk as Buffer;
        yield page.middle;
        yield `<script type="application/json" id="${SERVED_STATE_ID}">${rendered.state()}</script>`;
        yield page.tail;
      }
      return reply.send(Readable.from(document()));
    },
  });

  return { app, mock };
}

/** Whether a build is there to serve. */
export function hasBuild(dist: string): boolean {
  return existsSync(resolve(dist, 'index.html'));
}
