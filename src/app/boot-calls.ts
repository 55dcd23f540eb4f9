/**
 * A route page's screen starts its data calls before the app's code has arrived.
 *
 * A route page (scripts/route-pages.ts) runs this file on its own, as soon as it is downloaded, while
 * the rest of the app is still on its way: it reads the page's inline descriptor, resolves its
 * sources' parameters and starts their calls. When the app then enters that screen, each of its
 * source calls that is exactly one of these (same endpoint, parameters and query) takes the answer
 * already on its way instead of asking again. The app imports this file too, so on any page the
 * code runs once.
 *
 * Only a source whose `when`, `params` and `query` read nothing but `query`, `session` and `app` is
 * started early: those are known before the app runs. A call the app does not take is dropped once
 * the first screen has started its own calls, so a later visit never gets an old answer.
 */
import { createApi } from '../api';
import { captureSession } from '../api/session';
import { test } from '../engine/conditions';
import { collectPaths, resolveValue, type Scope } from '../engine/expressions';
import type { ApiPort, ApiResult, CallOptions } from '../engine/ports';
import type { Source } from '../engine/schema/screen';
import { appSettings, inPageScreen } from './configs';

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
  search: string;
  hash: string;
  storage: Storage | undefined;
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
    search: window.location.search,
    hash: window.location.hash,
    storage,
  };
}

/**
 * Starts the data calls of the screen this page was built for (`data-boot-screen` on the root), unless
 * the app has already started. Returns how many calls it started.
 */
export function startBootCalls(page: BootPage | null = thisPage()): number {
  const screenId = page?.root?.dataset.bootScreen;
  // A hash may route to another screen (and carry a query of its own): the app decides then.
  if (appStarted || !page || !screenId || page.hash.replace(/^#/, '')) return 0;
  const screen = inPageScreen(screenId) as { sources?: Source[] } | undefined;
  const sources = Array.isArray(screen?.sources) ? screen.sources.filter(knownAtBoot) : [];
  if (!sources.length) return 0;
  const session = captureSession(page.search, page.storage);
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(page.search)) query[key] = value;
  const scope: Scope = { query, session, app: appSettings };
  const api = page.api?.(session) ?? createApi({ getSession: () => session });
  let count = 0;
  for (const source of sources) {
    if (source.when !== undefined && !test(source.when, scope)) continue;
    const params = resolveValue(source.params ?? {}, scope) as Record<string, unknown>;
    const extra = source.query ? (resolveValue(source.query, scope) as Record<string, unknown>) : undefined;
    const key = callKey(source.endpoint, params, extra);
    if (started.has(key)) continue;
    started.set(key, api.call(source.endpoint, params, extra ? { query: extra } : {}));
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

startBootCalls();
