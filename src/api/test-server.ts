/**
 * The lender's API as the api tests meet it: an msw server at BASE that records every request it
 * gets in `seen` and answers with what a test gave `answerWith` (an empty success by default).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApi } from './index';

/** A request as the server received it. */
export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  contentType: string;
  text: string;
  form?: Record<string, unknown>;
}

type Answer = (request: Request) => Response | Promise<Response>;

export const BASE = 'http://api.test';
export const seen: Seen[] = [];
const emptySuccess: Answer = () => HttpResponse.json({ code: 0, message: 'ok', data: {} });
let reply: Answer = emptySuccess;

/** Answers the requests of the running test with `answer`. */
export function answerWith(answer: Answer): void {
  reply = answer;
}

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

/** Runs the server around a test file's tests, forgetting the requests and the answer after each. */
export function startTestServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    seen.length = 0;
    reply = emptySuccess;
  });
  afterAll(() => server.close());
}

/** A session with every common parameter and header value set. */
export const SESSION = {
  deviceId: 'd-1',
  sessionId: 's-1',
  product_id: '7',
  productId: '7',
  swift: 'sw',
  eyes: 'ey',
  building: 'bu',
  gather: 'ga',
};

/** The transport and the envelope, without the contracts' check of `data` (tested in response-check.test.ts). */
export function api(options: { timeout?: number; session?: Record<string, string> } = {}) {
  return createApi({
    getSession: () => options.session ?? SESSION,
    baseURL: BASE,
    timeout: options.timeout,
    responseChecks: () => undefined,
  });
}

/** A success with data. */
export const ok0 = () => HttpResponse.json({ code: 0, message: 'ok', data: { a: 1 } });
