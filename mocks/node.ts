/** The mock backend for vitest: the same handlers through msw/node, with a log of the requests that went out. */
import { setupServer } from 'msw/node';
import { createBackend, type Backend } from './backend';
import { createHandlers } from './handlers';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
}

export function createMockServer(scenario = 'default') {
  let backend: Backend = createBackend(scenario);
  const requests: RecordedRequest[] = [];
  const server = setupServer(...createHandlers(backend));
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(request.headers),
      body: request.method === 'GET' ? '' : await request.clone().text(),
    });
  });
  return {
    server,
    requests,
    get backend() {
      return backend;
    },
    useScenario(name: string) {
      backend = createBackend(name);
      server.resetHandlers(...createHandlers(backend));
      requests.length = 0;
    },
  };
}
