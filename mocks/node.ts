/**
 * The mock backend for vitest: the same handlers through msw/node, with a log of the requests that
 * went out. `useScenario(name)` starts the backend over and empties the log.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { createBackend, type Backend } from './backend';
import { createHandlers, type RecordedRequest } from './handlers';
import { createReportStore, type ReportStore } from './config-reports';

export type { RecordedRequest } from './handlers';

export interface MockServer {
  server: SetupServer;
  /** The fake backend (its `state` is the lender's data). */
  backend: Backend;
  /** Every API request so far, oldest first. */
  requests: RecordedRequest[];
  /** The config reports phones posted (`POST /config-reports`), newest first through `list()`. */
  reports: ReportStore;
  /** Starts over with a scenario (or a comma-separated list); empties the request log and the reports. */
  useScenario(name: string): void;
  /** Starts the current scenario over; empties the request log and the reports. */
  reset(): void;
  /** The requests that went to one endpoint (by catalogue name), oldest first. */
  requestsTo(endpoint: string): RecordedRequest[];
}

/** A msw/node server on a fresh backend; call `server.listen()` in `beforeAll`. */
export function createMockServer(scenario = 'default'): MockServer {
  const backend = createBackend(scenario);
  const requests: RecordedRequest[] = [];
  const reports = createReportStore();
  const server = setupServer(...createHandlers(backend, { onRequest: (r) => requests.push(r), reports }));
  return {
    server,
    backend,
    requests,
    reports,
    useScenario(name) {
      backend.reset(name);
      requests.length = 0;
      reports.clear();
    },
    reset() {
      backend.reset();
      requests.length = 0;
      reports.clear();
    },
    requestsTo: (endpoint) => requests.filter((r) => r.endpoint === endpoint),
  };
}
