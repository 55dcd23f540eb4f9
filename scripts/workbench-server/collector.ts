/**
 * The dev server's telemetry collector (`npm start` only): phones of the dev session, in any tab or on
 * any device, send their OpenTelemetry logs to `/v1/logs` (app.json's collector URL) and the mock
 * collector (mocks/telemetry.ts) keeps them for the whole dev server's life; the workbench's Releases
 * panel reads the counts per release from `GET /__workbench/telemetry`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect } from 'vite';
import { ACCEPTED, createLogStore, LOGS_PATH, type LogStore } from '../../mocks/telemetry.ts';
import { readBody, send } from './http.ts';

/** The collector's answers: OTLP/HTTP export requests in, the counts out. */
export function collector(store: LogStore = createLogStore()): {
  store: LogStore;
  use(middlewares: Connect.Server): void;
} {
  const receive = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST') return send(response, 405, { message: 'POST an OTLP/HTTP JSON export' });
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request)) as unknown;
    } catch {
      body = null;
    }
    if (store.receive(body) === null)
      return send(response, 400, { message: 'not an OTLP/HTTP JSON logs export' });
    return send(response, 200, ACCEPTED);
  };
  return {
    store,
    use(middlewares) {
      middlewares.use(LOGS_PATH, (request, response) => void receive(request, response));
      middlewares.use('/__workbench/telemetry', (request, response) => {
        if (request.method === 'DELETE') {
          store.clear();
          return send(response, 200, { releases: [] });
        }
        send(response, 200, { releases: store.releases(), records: store.records().slice(0, 100) });
      });
    },
  };
}
