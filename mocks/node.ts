/**
 * The mock backend for vitest: the same handlers through msw/node, with a log of the requests that
 * went out. `useScenario(name)` starts the backend over and empties the log.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { createBackend, type Backend } from './backend';
import { createHandlers, type RecordedRequest } from './handlers';
import { createLogStore, type LogStore } from './telemetry';

export type { RecordedRequest } from './handlers';

export interface MockServer {
  server: SetupServer;
  /** The fake backend (its `state` is the lender's data). */
  backend: Backend;
  /** Every API request so far, oldest first. */
  requests: RecordedRequest[];
  /** The telemetry phones sent (`POST /v1/logs`): its records and the counts per release. */
  telemetry: LogStore;
  /** Starts over with a scenario (or a comma-separated list); empties the request log and the telemetry. */
  useScenario(name: string): void;
  /** Starts the current scenario over; empties the request log and the telemetry. */
  reset(): void;
  /** The requests that went to one endpoint (by catalogue name), oldest first. */
  requestsTo(endpoint: string): RecordedRequest[];
}

/** A msw/node server on a fresh backend; call `server.listen()` in `beforeAll`. */
export function createMockServer(scenario = 'default'): MockServer {
  const backend = createBackend(scenario);
  const requests: RecordedRequest[] = [];
  const telemetry = createLogStore();
  const server = setupServer(...createHandlers(backend, { onRequest: (r) => requests.push(r), telemetry }));
  return {
    server,
    backend,
    requests,
    telemetry,
    useScenario(name) {
      backend.reset(name);
      requests.length = 0;
      telemetry.clear();
    },
    reset() {
      backend.reset();
      requests.length = 0;
      telemetry.clear();
    },
    requestsTo: (endpoint) => requests.filter((r) => r.endpoint === endpoint),
  };
}
