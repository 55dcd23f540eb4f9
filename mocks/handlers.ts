/**
 * MSW handlers for every endpoint of the catalogue, backed by one fake backend. Paths are matched
 * on any origin (`*` + the path on the wire), so the same handlers serve the browser worker,
 * msw/node in tests and scripts/serve/serve.ts. Unknown paths under the API prefixes answer a 404
 * envelope instead of falling through to the app's index.html.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { endpointNames, endpointOf, endpoints, wirePath, type EndpointName } from '../src/api/endpoints';
import type { Backend, CallInput, Field, Reply } from './backend';
import { telemetryHandlers, type LogStore } from './telemetry';

/** Path prefixes that belong to the API (never to the single-page app). */
export const API_PATH = /^\/(?:api|preschool|gopia|v3|curriculum|service)(?:\/|$)/;

/** The path prefix of the mock backend's images. */
const ASSETS_PATH = '/mock-assets/';

/**
 * Whether the mock backend answers requests to this path: the API and its images. (Phones' telemetry
 * goes on to the dev server's collector, which every tab shares: scripts/workbench-server.)
 */
export function isMockedPath(pathname: string): boolean {
  return API_PATH.test(pathname) || pathname.startsWith(ASSETS_PATH);
}

/** What went out, as tests and the e2e control endpoint see it. */
export interface RecordedRequest {
  endpoint?: EndpointName;
  method: string;
  path: string;
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The raw body text ('' for GET; multipart bodies as sent). */
  body: string;
  /** The parsed body: JSON as sent, form and multipart fields as strings, files as {name, type, size}. */
  fields: Record<string, unknown>;
}

export interface HandlerOptions {
  /** Called for every API request before it is answered. */
  onRequest?(request: RecordedRequest): void;
  /** Where the logs phones send to `/v1/logs` are kept; without it that path is not answered. */
  telemetry?: LogStore;
}

interface Parsed {
  input: CallInput;
  recorded: RecordedRequest;
}

function asField(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

async function parse(request: Request, endpoint: EndpointName | undefined): Promise<Parsed> {
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => (headers[key] = value));
  const type = headers['content-type'] ?? '';
  const body: Record<string, Field> = {};
  const fields: Record<string, unknown> = {};
  let raw = '';
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (type.includes('multipart/form-data')) {
      raw = await request.clone().text();
      const form = await request.formData();
      for (const [key, value] of form) {
        if (typeof value === 'string') {
          body[key] = value;
          fields[key] = value;
        } else {
          const bytes = new Uint8Array(await value.arrayBuffer());
          body[key] = { name: value.name, type: value.type, size: value.size, bytes };
          fields[key] = { name: value.name, type: value.type, size: value.size };
        }
      }
    } else {
      raw = await request.text();
      if (type.includes('application/json')) {
        let json: unknown;
        try {
          json = raw ? (JSON.parse(raw) as unknown) : {};
        } catch {
          // an unreadable JSON body is recorded as sent, with no fields
        }
        if (json && typeof json === 'object' && !Array.isArray(json)) {
          for (const [key, value] of Object.entries(json)) {
            fields[key] = value;
            if (value !== undefined && value !== null) body[key] = asField(value);
          }
        }
      } else {
        for (const [key, value] of new URLSearchParams(raw)) {
          body[key] = value;
          fields[key] = value;
        }
      }
    }
  }
  return {
    input: { query, body, origin: url.origin },
    recorded: { endpoint, method: request.method, path: url.pathname, query, headers, body: raw, fields },
  };
}

/** Turns a backend reply into an HTTP response. */
export function toResponse(reply: Reply): Response {
  switch (reply.type) {
    case 'network-error':
      return HttpResponse.error();
    case 'html':
      return HttpResponse.html(reply.body, { status: reply.status });
    case 'file':
      return new HttpResponse(reply.body as BodyInit, {
        status: reply.status,
        headers: { 'Content-Type': reply.contentType, 'Cache-Control': 'no-store' },
      });
    case 'json':
      return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
  }
}

/**
 * The answers already given to a state-changing call, by endpoint and Idempotency-Key, per world (a
 * new scenario starts afresh): a request that repeats a key gets the first answer again and changes
 * nothing, as the lender's server does.
 */
const replays = new WeakMap<object, Map<string, Reply>>();

function replayed(backend: Backend, name: EndpointName, key: string | undefined, answer: () => Reply): Reply {
  if (!key || !endpointOf(name)?.changesState) return answer();
  let seen = replays.get(backend.state);
  if (!seen) replays.set(backend.state, (seen = new Map()));
  const slot = `${name}:${key}`;
  const kept = seen.get(slot);
  if (kept) return kept;
  const reply = answer();
  if (reply.type === 'json' && reply.status < 500) seen.set(slot, reply);
  return reply;
}

/**
 * One handler per catalogue endpoint, the /mock-assets/ images, the telemetry collector (when given a
 * store) and a 404 for unknown API paths.
 */
export function createHandlers(backend: Backend, options: HandlerOptions = {}): HttpHandler[] {
  const forEndpoint = endpointNames.map((name) => {
    const def = endpoints[name];
    const method = def.method === 'GET' ? http.get : http.post;
    return method(`*${wirePath(def)}`, async ({ request }) => {
      const { input, recorded } = await parse(request, name);
      options.onRequest?.(recorded);
      const reply = replayed(backend, name, recorded.headers['idempotency-key'], () =>
        backend.answer(name, input),
      );
      if (backend.state.delayMs > 0) await delay(backend.state.delayMs);
      return toResponse(reply);
    });
  });

  const assets = http.get(`*${ASSETS_PATH}*`, ({ request }) => {
    const reply = backend.asset(new URL(request.url).pathname);
    return reply ? toResponse(reply) : new HttpResponse(null, { status: 404 });
  });

  const unknownApi = http.all('*', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!API_PATH.test(path)) return undefined;
    const { recorded } = await parse(request, undefined);
    options.onRequest?.(recorded);
    return HttpResponse.json({ code: 404, message: 'not found', data: null }, { status: 404 });
  });

  const telemetry = options.telemetry ? telemetryHandlers(options.telemetry) : [];
  return [...forEndpoint, assets, ...telemetry, unknownApi];
}
