/**
 * The embedded mock backend: the same MSW handlers and fake backend as the dev server and
 * scripts/serve/serve.ts (mocks/), answering over the server's own HTTP when no API_ORIGIN is set.
 */
import { getResponse } from 'msw';
import type { IncomingHttpHeaders } from 'node:http';
import { createBackend } from '../../mocks/backend';
import { createHandlers } from '../../mocks/handlers';
import { isScenario } from '../../mocks/scenarios';
import { createLogStore, LOGS_PATH } from '../../mocks/telemetry';

export interface MockAnswer {
  status: number;
  headers: Record<string, string>;
  body: ArrayBuffer;
}

export interface MockApi {
  /** Paths the mock answers beyond the API's (its pictures). */
  extraPrefixes: string[];
  /** Single paths the mock answers (the phones' reports). */
  extraPaths: string[];
  /** The mock's answer to a request, or null when no handler takes it. */
  answer(
    method: string,
    url: string,
    headers: IncomingHttpHeaders,
    body: Buffer | undefined,
  ): Promise<MockAnswer | null>;
}

/** The mock backend in `scenario` (mocks/scenarios.ts). */
export function mockApi(scenario = 'default'): MockApi {
  if (!isScenario(scenario)) throw new Error(`unknown mock scenario "${scenario}"`);
  const backend = createBackend(scenario);
  const handlers = createHandlers(backend, { telemetry: createLogStore() });
  return {
    extraPrefixes: ['/mock-assets/'],
    extraPaths: [LOGS_PATH],
    async answer(method, url, given, body) {
      const headers = new Headers();
      for (const [key, value] of Object.entries(given)) {
        if (value === undefined || key.startsWith(':')) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
      }
      const request = new Request(new URL(url, `http://${given.host ?? '127.0.0.1'}`), {
        method,
        headers,
        body: body && body.length && method !== 'GET' && method !== 'HEAD' ? new Uint8Array(body) : undefined,
      });
      const response = await getResponse(handlers, request);
      if (!response || response.type === 'error') return null;
      const out: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        if (key !== 'content-length' && key !== 'content-encoding') out[key] = value;
      });
      return { status: response.status, headers: out, body: await response.arrayBuffer() };
    },
  };
}
