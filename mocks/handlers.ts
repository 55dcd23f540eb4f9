/**
 * MSW handlers for every endpoint of the catalogue, backed by one fake backend. Paths are matched
 * on any origin (`*` + the path on the wire), so the same handlers serve the browser worker,
 * msw/node in tests and scripts/serve/serve.ts. Unknown paths under the API prefixes answer a 404
 * envelope instead of falling through to the app's index.html.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { endpointNames, endpointOf, endpoints, wirePath, type EndpointName } from '../src/api/endpoints';
import type { Backend, CallInput, Field, Reply } from './backend';
import { requestLanguage } from './language';
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
    input: {
      query,
      body,
      origin: url.origin,
      language: requestLanguage(headers['accept-language'], query.lang),
    },
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
      // The copy is in the language the request asked for (mocks/language.ts): a cache keeps one per language.
      return HttpResponse.json(reply.body as Record<string, unknown>, {
        status: reply.status,
        headers: { Vary: 'Accept-Language' },
      });
  }
}

/** What a server keeps for an Idempotency-Key: the request it first came with, and its answer. */
interface KeptAnswer {
  request: string;
  reply: Reply;
}

/**
 * The answers already given to a state-changing call, by endpoint and Idempotency-Key, per world (a
 * new scenario starts afresh), as the lender's server keeps them: a request that repeats a key gets
 * the first answer again and changes nothing; one that brings the key with other parameters (another
 * card for the same payment) is refused with 422, and the first request stands.
 */
const replays = new WeakMap<object, Map<string, KeptAnswer>>();

/** HTTP 422: the key already belongs to a request with other parameters. */
export const KEY_CONFLICT: Reply = {
  type: 'json',
  status: 422,
  body: { code: 422, message: 'This Idempotency-Key was used with other parameters', data: null },
};

/** HTTP 504 from the gateway: the call was carried out, its answer lost on the way. */
const GATEWAY_TIMEOUT: Reply = {
  type: 'html',
  status: 504,
  body: '<html><body><h1>504 Gateway Time-out</h1></body></html>',
};

/**
 * The parameters that make two requests under one key the same request. The payment session token is
 * not one: repayment-way issues a new one on every visit of the payment screen, and a retry of the
 * same payment after a detour carries it.
 */
function requestPrint(fields: Record<string, unknown>): string {
  const names = Object.keys(fields)
    .filter((name) => !/token$/i.test(name))
    .sort();
  return JSON.stringify(names.map((name) => [name, fields[name]]));
}

function replayed(
  backend: Backend,
  name: EndpointName,
  recorded: RecordedRequest,
  answer: () => Reply,
): Reply {
  const key = recorded.headers['idempotency-key'];
  if (!key || !endpointOf(name)?.changesState) return answer();
  let seen = replays.get(backend.state);
  if (!seen) replays.set(backend.state, (seen = new Map()));
  const slot = `${name}:${key}`;
  const request = requestPrint(recorded.fields);
  const kept = seen.get(slot);
  if (kept) return kept.request === request ? kept.reply : KEY_CONFLICT;
  const reply = answer();
  if (reply.type === 'json' && reply.status < 500) seen.set(slot, { request, reply });
  return reply;
}

/** The answer as the borrower's phone gets it: a scenario may have the gateway lose it (504). */
function delivered(backend: Backend, name: EndpointName, reply: Reply): Reply {
  const lost = backend.state.lostAnswers[name] ?? 0;
  if (lost <= 0) return reply;
  backend.state.lostAnswers[name] = lost - 1;
  return GATEWAY_TIMEOUT;
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
      const reply = delivered(
        backend,
        name,
        replayed(backend, name, recorded, () => backend.answer(name, input)),
      );
      const wait = backend.state.delayMs + (backend.state.delays[name] ?? 0);
      if (wait > 0) await delay(wait);
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
