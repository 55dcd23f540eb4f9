/**
 * The mock backend in the browser (dev builds only; the app loads this module through a dynamic
 * import behind its dev flag). `?scenario=name` picks a scenario and starts it fresh; the choice
 * and the backend's state are kept in sessionStorage, so in-app navigation and reloads keep them.
 */
import { http, passthrough } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createBackend, type Backend } from './backend';
import { createHandlers, isMockedPath } from './handlers';
import { isScenario, listScenarios } from './scenarios';
import { ensureWorkerControl } from './worker-control';

export { listScenarios } from './scenarios';

const SCENARIO_KEY = 'mock.scenario';
const STATE_KEY = 'mock.backend';

export interface MockWorker {
  worker: SetupWorker;
  backend: Backend;
  /** The scenario in use. */
  scenario: string;
  /** Switches to a scenario from a fresh state (the page should reload its data). */
  useScenario(name: string): void;
  scenarios: ReturnType<typeof listScenarios>;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function chosenScenario(store: Storage | undefined): string {
  const fromQuery = new URLSearchParams(window.location.search).get('scenario');
  if (fromQuery !== null) {
    if (isScenario(fromQuery)) {
      store?.setItem(SCENARIO_KEY, fromQuery);
      store?.removeItem(STATE_KEY);
      return fromQuery;
    }
    console.warn(
      `[mock] unknown scenario "${fromQuery}"; known: ${listScenarios()
        .map((s) => s.name)
        .join(', ')}`,
    );
  }
  const kept = store?.getItem(SCENARIO_KEY);
  return kept && isScenario(kept) ? kept : 'default';
}

/** Resolves once the worker controls the page; never, while the page is loaded again to come under it. */
async function inControl(store: Storage | undefined): Promise<void> {
  const outcome = ensureWorkerControl({
    controlled: Boolean(navigator.serviceWorker.controller),
    store,
    reload: () => window.location.reload(),
    warn: (message) => console.warn(message),
  });
  if (outcome === 'reloading') await new Promise(() => {});
}

/** Starts the MSW worker on the fake backend; resolves once requests are intercepted. */
export async function startMockWorker(): Promise<MockWorker> {
  const store = storage();
  const scenario = chosenScenario(store);
  const backend = createBackend(scenario);
  const saved = store?.getItem(STATE_KEY);
  if (saved && !(backend.restore(saved) && backend.scenario === scenario)) backend.reset(scenario);

  let savedRevision = backend.revision;
  const save = () => {
    if (backend.revision === savedRevision) return;
    savedRevision = backend.revision;
    try {
      store?.setItem(STATE_KEY, backend.snapshot());
    } catch {
      // storage full (large uploads): the state then lasts until the next reload
    }
  };

  // Every request of the page reaches the worker, and is matched on the page against each handler in
  // turn. The dev server's own files (hundreds of modules per page) go on to it from the first one.
  const devServerFiles = http.all(
    ({ request }) => !isMockedPath(new URL(request.url).pathname),
    () => passthrough(),
  );
  // Telemetry (`/v1/logs`) is not answered here: it goes on to the dev server, where every tab's phones report.
  const worker = setupWorker(devServerFiles, ...createHandlers(backend));
  worker.events.on('response:mocked', save);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  await inControl(store);
  console.info(`[mock] backend scenario "${backend.scenario}" (change it with ?scenario=name)`);

  return {
    worker,
    backend,
    get scenario() {
      return backend.scenario;
    },
    useScenario(name) {
      backend.reset(name);
      store?.setItem(SCENARIO_KEY, name);
      store?.removeItem(STATE_KEY);
      savedRevision = backend.revision;
    },
    scenarios: listScenarios(),
  };
}
