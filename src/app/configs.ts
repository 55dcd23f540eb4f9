/** The bundled descriptors: each screen and fragment is its own lazily loaded chunk. */
import type { DescriptorSource } from '../engine/load/loader';
import routesJson from '../../screen-configs/routes.json';
import appJson from '../../screen-configs/app.json';
import type { RoutesDescriptor } from '../schema/screen';
import type { AppSettings } from './app-settings-schema';
import { readSession } from '../api/session';
import { safeHttpUrl } from '../api/url-gate';
import {
  createRemoteDescriptors,
  RemoteReports,
  type ReleaseFloor,
  type RemoteReport,
} from './remote-descriptors';

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
export const appSettings = appJson as AppSettings;

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
const reportUrl = import.meta.env.VITE_CONFIG_REPORT_URL || '';

/** Sends a report of refused remote descriptors to VITE_CONFIG_REPORT_URL (nothing is sent without one). */
function sendReport(report: RemoteReport): void {
  const url = reportUrl && safeHttpUrl(reportUrl, window.location.href);
  if (!url) return;
  void fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

/** Rejections of remote descriptors, one report per release and session. */
export const remoteReports = new RemoteReports(sendReport, appSettings.appVersion);
if (remoteBase && typeof window !== 'undefined')
  window.addEventListener('pagehide', () => remoteReports.flush());

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
      releaseKey: releaseKey(),
      releaseFloor,
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
