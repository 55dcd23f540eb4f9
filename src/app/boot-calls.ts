/**
 * A route page's screen starts its data calls before the app's code has arrived.
 *
 * A route page (scripts/build/route-pages.ts) runs this file on its own, as soon as it is downloaded, while
 * the rest of the app is still on its way: it reads the page's inline descriptor, resolves its
 * sources' parameters and starts their calls. When the app then enters that screen, each of its
 * source calls that is exactly one of these (same endpoint, parameters and query) takes the answer
 * already on its way instead of asking again. The app imports this file too, so on any page the
 * code runs once.
 *
 * Only a source whose `when`, `params` and `query` read nothing but `query`, `session` and `app` is
 * started early: those are known before the app runs. The screen is the one the app's router picks
 * for the address, and the calls are resolved by the app's own function (engine/session/sources.ts). A call
 * the app does not take is dropped once the first screen has started its own calls, so a later
 * visit never gets an old answer.
 */
import { createApi } from '../api';
import { captureSession, historyKeeper, type SecretKeeper } from '../api/session';
import { collectPaths, type Scope } from '../engine/language/expressions';
import { createLanguage } from '../engine/language/language';
import type { ApiPort, ApiResult, CallOptions } from '../engine/ports';
import type { Source } from '../schema/screen';
import { sourceCalls } from '../engine/session/sources';
import { filterRegistry } from '../generated/filters';
import { appSettings, inPageScreen, knownScreen, routes } from './configs';
import { matchRoute } from './route-match';
import { nextTask } from './next-task';
import { followVisitLanguage } from './visit-language';

/** The roots an early call may read: the page's address, the session and the app's settings. */
const KNOWN_AT_BOOT = new Set(['query', 'session', 'app']);

const started = new Map<string, Promise<ApiResult>>();
let appStarted = false;

/** The identity of a call: an early call is taken only by the very same one. */
function callKey(endpoint: string, params: unknown, query: unknown): string {
  return JSON.stringify([endpoint, params, query ?? null]);
}

function knownAtBoot(source: Source): boolean {
  const paths = collectPaths([source.when ?? null, source.params ?? null, source.query ?? null]);
  return [...paths].every((path) => KNOWN_AT_BOOT.has(path.split('.')[0]!));
}

/** Where the early calls read their inputs from (the page itself, unless a test says otherwise). */
export interface BootPage {
  root: HTMLElement | null;
  pathname: string;
  search: string;
  hash: string;
  storage: Storage | undefined;
  /** Where the session's header secrets are kept once they left the address bar (history state). */
  keeper?: SecretKeeper;
  /** The API to call with the page's session (the app's own clients by default). */
  api?: (session: Record<string, string>) => ApiPort;
}

function thisPage(): BootPage | null {
  if (typeof document === 'undefined') return null;
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return {
    root: document.getElementById('root'),
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    storage,
    keeper: historyKeeper(window),
  };
}

/**
 * Starts the data calls of the screen this page was built for (`data-boot-screen` on the root), unless
 * the app has already started. Resolves to how many calls it started. The work comes in short parts,
 * each in a task of its own (finding the screen's calls, reading the session, each call), so the page
 * drawn before any script ran stays responsive on a slow phone; once the app runs, nothing more starts.
 */
export async function startBootCalls(page: BootPage | null = thisPage()): Promise<number> {
  const screenId = page?.root?.dataset.bootScreen;
  if (appStarted || !page || !screenId) return 0;
  // The app routes this address the same way: a hash may lead to another screen than the page's.
  const match = matchRoute(routes, page, knownScreen);
  if (match.screen !== screenId) return 0;
  const screen = inPageScreen(screenId) as { sources?: Source[] } | undefined;
  const sources = Array.isArray(screen?.sources) ? screen.sources.filter(knownAtBoot) : [];
  if (!sources.length) return 0;
  await nextTask();
  if (appStarted) return 0;
  const session = captureSession(page.search, page.storage, page.keeper);
  // The app's filters (`| default:1`) and maximum amount, as its engine will have them; an early call
  // takes no input.
  const language = createLanguage({
    filters: filterRegistry,
    formats: {},
    maxAmount: appSettings.maxAmount,
    currency: appSettings.currency,
  });
  const scope: Scope = { query: match.query, session, app: appSettings };
  const getSession = () => session;
  // In the language the app will draw the screen in, as its own calls are asked for.
  const api = page.api?.(session) ?? createApi({ getSession, getLanguage: followVisitLanguage(getSession) });
  let count = 0;
  for (const { source, params, query } of sourceCalls(sources, scope, language)) {
    const key = callKey(source.endpoint, params, query);
    await nextTask();
    if (appStarted) break;
    if (started.has(key)) continue;
    started.set(key, api.call(source.endpoint, params, query ? { query } : {}));
    count++;
  }
  return count;
}

/**
 * The app's API: a call that is exactly one the page started early takes its answer (once); every
 * other call goes out as usual. Early calls nobody took are dropped right after the first calls.
 */
export function withBootCalls(api: ApiPort): ApiPort {
  appStarted = true;
  let expiring = false;
  const expire = () => {
    if (expiring || !started.size) return;
    expiring = true;
    // The first screen starts all its sources in one go: what it did not take by then is stale.
    setTimeout(() => started.clear(), 0);
  };
  return {
    has: (name) => api.has(name),
    url: (name, params) => api.url(name, params),
    call(name, params, options: CallOptions = {}) {
      const key = callKey(name, params, options.query);
      const early = options.headers || options.onProgress ? undefined : started.get(key);
      expire();
      if (!early) return api.call(name, params, options);
      started.delete(key);
      return early;
    },
  };
}

// In a task of its own, after the one that ran this file's code (and the modules it imports).
void nextTask().then(() => startBootCalls());
