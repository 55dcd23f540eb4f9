/** The mock backend in the browser (dev only): ?scenario= picks a scenario; state survives a reload. */
import { setupWorker } from 'msw/browser';
import { createBackend } from './backend';
import { createHandlers } from './handlers';

const SCENARIO_KEY = 'mock.scenario';
const STATE_KEY = 'mock.backend';

export async function startMockWorker(): Promise<void> {
  const fromQuery = new URLSearchParams(window.location.search).get('scenario');
  if (fromQuery) {
    sessionStorage.setItem(SCENARIO_KEY, fromQuery);
    sessionStorage.removeItem(STATE_KEY);
  }
  const backend = createBackend(sessionStorage.getItem(SCENARIO_KEY) ?? 'default');
  const saved = sessionStorage.getItem(STATE_KEY);
  if (saved) backend.restore(saved);
  const worker = setupWorker(...createHandlers(backend));
  worker.events.on('response:mocked', () => sessionStorage.setItem(STATE_KEY, backend.snapshot()));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
