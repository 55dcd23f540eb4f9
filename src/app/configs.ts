/** The bundled descriptors: each screen and fragment is its own lazily loaded chunk. */
import type { DescriptorSource } from '../engine/load/loader';
import routesJson from '../../screen-configs/routes.json';
import appJson from '../../screen-configs/app.json';
import marketJson from '../../screen-configs/market/ph.json';
import type { RoutesDescriptor } from '../schema/screen';
import type { AppSettings } from './app-settings-schema';
import type { Market } from './market-schema';
import { readSession } from '../api/session';
import {
  createRemoteDescriptors,
  RemoteReports,
  type ReleaseFloor,
  type RemoteReport,
} from './remote-descriptors';
import { telemetry } from './telemetry/telemetry';

const screenFiles = import.meta.glob<{ default: unknown }>([
  '../../screen-configs/*.json',
  '!../../screen-configs/routes.json',
  '!../../screen-configs/app.json',
]);
const fragmentFiles = import.meta.glob<{ default: unknown }>('../../screen-configs/fragments/*.json');

const byId = (files: Record<string, () => Promise<{ default: unknown }>>) =>
  new Map(Object.entries(files).map(([file, load]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), load]));

const screens = byId(screenFiles);
const fragments = byId(fragmentFiles);

export const routes = routesJson as RoutesDescriptor;
/** The rules of the market the lender lends in (screen-configs/market/ph.json): its caps, its mobile number rule. */
export const market = marketJson as Market;
/** app.json, with the market beside it: screens read `app.market.…`, the disclosure statement its caps. */
export const appSettings = { ...(appJson as AppSettings), market };

/** Where the app keeps what survives a reload of the web view (the store's persisted part) in sessionStorage. */
export const PERSISTED_STATE_KEY = 'loan.state.v1';

/** The ids of the bundled screens, sorted. */
export function screenIds(): string[] {
  return [...screens.keys()].sort();
}

/** The ids of the bundled fragments, sorted. */
export function fragmentIds(): string[] {
  return [...fragments.keys()].sort();
}

/** Whether a screen id has a bundled descriptor (or can be fetched remotely). */
export function knownScreen(id: string): boolean {
  return screens.has(id) || Boolean(remoteBase);
}

interface Embedded {
  screens?: Record<string, unknown>;
  fragments?: Record<string, unknown>;
}
let embedded: Embedded | undefined;

/**
 * The descriptors a route page carries inline (scripts/build/route-pages.ts): its screen and fragments,
 * read without a request. Parsed once; anything unreadable counts as none.
 */
function embeddedDescriptors(): Embedded {
  if (embedded) return embedded;
  embedded = {};
  const text =
    typeof document === 'undefined' ? null : document.getElementById('screen-descriptors')?.textContent;
  if (text) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object') embedded = parsed as Embedded;
    } catch {
      // A broken page falls back to the descriptors' own files.
    }
  }
  return embedded;
}

const own = (record: Record<string, unknown> | undefined, id: string) =>
  record && Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined;

/** The descriptor of a screen as this page carries it inline, or undefined (unchecked: built pages only). */
export function inPageScreen(id: string): unknown {
  return own(embeddedDescriptors().screens, id);
}

/** The largest remote descriptor read (bytes); the biggest bundled screen is under 20 kB. */
export const MAX_DESCRIPTOR_BYTES = 256 * 1024;

/** A response's body as text, refused as soon as it is over `max` bytes (declared or received). */
export async function readCapped(response: Response, max = MAX_DESCRIPTOR_BYTES): Promise<string> {
  const tooBig = () => new Error(`it is larger than ${max} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > max) {
    await response.body?.cancel().catch(() => undefined);
    throw tooBig();
  }
  if (!response.body) {
    const text = await response.text();
    if (new TextEncoder().encode(text).length > max) throw tooBig();
    return text;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooBig();
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

/** A remote file's text: no cookies, revalidated, refused past a timeout or the size cap. */
async function fetchText(url: string, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, credentials: 'omit', cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await readCapped(response);
  } catch (error) {
    throw controller.signal.aborted ? new Error(`no answer within ${timeoutMs} ms`) : error;
  } finally {
    clearTimeout(timer);
  }
}

const remoteBase = import.meta.env.VITE_CONFIG_BASE || '';

/** The release name of a phone that runs the descriptors bundled with the app. */
export const BUNDLED_RELEASE = 'bundled';

let running = BUNDLED_RELEASE;

/** The release this phone runs (`bundled` until a remote one is read, and when none is taken). */
export const runningRelease = (): string => running;

/** Tells the operators, once per session, which release this phone runs. */
function reportRelease(releaseId: string | null): void {
  const release = releaseId ?? BUNDLED_RELEASE;
  running = release;
  // Every later record (web vitals, refusals) says which release it happened under.
  telemetry.set({ 'config.release': release });
  telemetry.once(`release:${release}`, 'config.release.active', { 'config.release': release });
}

/** Tells the operators what the phone refused of a release, once per session, screen and reason. */
function reportRefusals(report: RemoteReport): void {
  for (const { screen, reason } of report.rejections)
    telemetry.once(
      `refused:${report.releaseId}:${screen ?? ''}:${reason}`,
      'config.release.refused',
      { 'config.release': report.releaseId, 'config.screen': screen, 'config.reason': reason },
      'warn',
    );
}

/** Rejections of remote descriptors, batched per release and session, reported through telemetry. */
export const remoteReports = new RemoteReports(reportRefusals, appSettings.appVersion);
// Whatever is still batched goes to the telemetry channel before it sends its own batch.
if (remoteBase && typeof window !== 'undefined')
  window.addEventListener('pagehide', () => remoteReports.flush());
if (!remoteBase) reportRelease(null);

/**
 * The public release key: app.json's, or a build's own (`VITE_RELEASE_KEY`, a JWK as JSON: a staging
 * build, the end-to-end tests). Unreadable, it is none, and no release is taken.
 */
function releaseKey(): JsonWebKey | undefined {
  const own = import.meta.env.VITE_RELEASE_KEY;
  if (!own) return appSettings.releaseKey;
  try {
    return JSON.parse(own) as JsonWebKey;
  } catch {
    return undefined;
  }
}

/**
 * The lowest release number this build accepts, fixed when it is built: app.json's `releaseFloor`, or
 * the build's own (`VITE_RELEASE_FLOOR`: a staging build, the end-to-end tests). A fresh install, which
 * has used no release yet, refuses one below it, so an old signed release cannot be replayed to it.
 */
function buildFloor(): number {
  const own = Number(import.meta.env.VITE_RELEASE_FLOOR || appSettings.releaseFloor || 0);
  return Number.isSafeInteger(own) && own > 0 ? own : 0;
}

/** The newest release this phone has used, in localStorage: it outlives the session and the web view. */
const RELEASE_FLOOR_KEY = 'loan.release.newest';
const releaseFloor: ReleaseFloor = {
  read() {
    try {
      const kept = Number(window.localStorage.getItem(RELEASE_FLOOR_KEY));
      return Number.isSafeInteger(kept) && kept > 0 ? kept : 0;
    } catch {
      return 0;
    }
  },
  write(releaseNumber) {
    try {
      window.localStorage.setItem(RELEASE_FLOOR_KEY, String(releaseNumber));
    } catch {
      // storage full or disabled: the floor holds for this page only (the manifest is still verified)
    }
  },
};

const remoteDescriptors = remoteBase
  ? createRemoteDescriptors({
      base: remoteBase,
      appVersion: appSettings.appVersion,
      deviceId: () => readSession().deviceId ?? '',
      fetchText,
      reports: remoteReports,
      onRelease: reportRelease,
      releaseKey: releaseKey(),
      releaseFloor,
      buildFloor: buildFloor(),
    })
  : undefined;

export const descriptorSource: DescriptorSource = {
  async bundledScreen(id) {
    const inPage = inPageScreen(id);
    if (inPage !== undefined) return inPage;
    const load = screens.get(id);
    return load ? (await load()).default : undefined;
  },
  async bundledFragment(id) {
    const inPage = own(embeddedDescriptors().fragments, id);
    if (inPage !== undefined) return inPage;
    const load = fragments.get(id);
    return load ? (await load()).default : undefined;
  },
  remote: remoteDescriptors,
  appVersion: appSettings.appVersion,
  bundledChecked: import.meta.env.PROD,
};
