/**
 * The telemetry channel, connected after the first screen is drawn: the session is sampled once at
 * the rate app.json gives (kept for the tab's session), each record is redacted, and the batch goes to
 * the collector URL in app.json as one OTLP/HTTP JSON `/v1/logs` request with `navigator.sendBeacon`:
 * what the first screen noted (the release the phone runs, what it refused) as soon as the channel
 * connects, and anything later a few seconds after it was noted, or at once when the page is hidden
 * or left or a batch is full: a web view sent to the background may be killed without ever hearing
 * `pagehide`. Nothing waits on the network while the borrower uses the app. Without a collector URL,
 * or outside the sample, nothing is sent.
 */
import { safeHttpUrl } from '../../api/url-gate';
import { REPORT_REFERRER_POLICY } from '../referrer-policy';
import { toOtlpLogs } from './otlp';
import { redactRecord, sessionMasker } from './redact';
import type { Telemetry, TelemetryRecord, TelemetryValue } from './telemetry';

/** app.json's `telemetry`. */
export interface TelemetrySettings {
  collectorUrl?: string;
  sampleRate?: number;
}

export interface ChannelOptions {
  settings: TelemetrySettings | undefined;
  /** The app's own attributes (its name and version), sent once per batch. */
  resource: Readonly<Record<string, TelemetryValue>>;
  /** The session's values, none of which may leave in a record. */
  session: () => Readonly<Record<string, string>>;
  /** The page, its storage and its beacon (tests pass their own). */
  page?: Pick<Window, 'addEventListener' | 'location'> & { document: Pick<Document, 'visibilityState'> };
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  beacon?: (url: string, body: Blob) => boolean;
  random?: () => number;
  now?: () => number;
  /** How long a record waits for others to join its batch while the page stays (default 3 s). */
  batchWaitMs?: number;
}

/** A full batch goes at once rather than waiting for the page to be hidden. */
export const MAX_BATCH = 50;
const SAMPLED_KEY = 'telemetry.sampled';
/** The `once` keys sent in this session. */
const ONCE_KEY = 'telemetry.once';
export const SCOPE = { name: 'loan-screens' };

/** Whether this session is in the sample: drawn once, kept for the tab's session. */
function sampled(rate: number, storage: ChannelOptions['storage'], random: () => number): boolean {
  let kept: string | null | undefined;
  try {
    kept = storage?.getItem(SAMPLED_KEY);
  } catch {
    // no storage: drawn for this page only
  }
  const inSample = kept === '1' || kept === '0' ? kept === '1' : random() < rate;
  try {
    storage?.setItem(SAMPLED_KEY, inSample ? '1' : '0');
  } catch {
    // as above
  }
  return inSample;
}

/** The `once` keys already sent in the tab's session, and a way to add one. */
function onceKeys(storage: ChannelOptions['storage']) {
  let sent = new Set<string>();
  try {
    const list = JSON.parse(storage?.getItem(ONCE_KEY) ?? '[]') as unknown;
    if (Array.isArray(list)) sent = new Set(list.filter((k): k is string => typeof k === 'string'));
  } catch {
    // unreadable: start afresh
  }
  return {
    /** Whether the key is new to the session (and is now remembered). */
    first(key: string): boolean {
      if (sent.has(key)) return false;
      sent.add(key);
      try {
        storage?.setItem(ONCE_KEY, JSON.stringify([...sent]));
      } catch {
        // storage full: a reload may send it again
      }
      return true;
    },
  };
}

function defaultBeacon(url: string, body: Blob): boolean {
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function')
    return navigator.sendBeacon(url, body);
  return false;
}

/** A running channel: `flush` sends what is pending now. */
export interface Channel {
  flush(): void;
  /** Where batches go, or null when this session sends nothing. */
  url: string | null;
}

/** Connects `telemetry` to the collector app.json names (or to nothing, when there is none). */
export function startChannel(telemetry: Telemetry, options: ChannelOptions): Channel {
  const page = options.page ?? window;
  const rate = options.settings?.sampleRate ?? 1;
  const url = options.settings?.collectorUrl
    ? safeHttpUrl(options.settings.collectorUrl, page.location.href)
    : null;
  const storage = options.storage ?? (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  if (!url || !sampled(rate, storage, options.random ?? Math.random)) {
    telemetry.connect({ add: () => undefined });
    return { flush: () => undefined, url: null };
  }
  const beacon = options.beacon ?? defaultBeacon;
  const now = options.now ?? Date.now;
  let pending: TelemetryRecord[] = [];
  const once = onceKeys(storage);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending.length) return;
    const mask = sessionMasker(options.session());
    const records = pending.map(({ once: _key, ...record }) => redactRecord(record, mask));
    pending = [];
    const resource = Object.fromEntries(
      Object.entries(options.resource).map(([k, v]) => [k, typeof v === 'string' ? mask(v) : v]),
    );
    const body = JSON.stringify(toOtlpLogs(records, resource, SCOPE, now()));
    // OTLP/HTTP JSON is `application/json` (a cross-origin collector answers its CORS preflight).
    const blob = new Blob([body], { type: 'application/json' });
    if (beacon(url, blob)) return;
    // A beacon the browser refused (too large, or none): a keepalive request outlives the page too.
    // It names no page at all; a beacon cannot be told, and names the page's origin at most (the
    // page's referrer policy, src/app/referrer-policy.ts).
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      keepalive: true,
      referrerPolicy: REPORT_REFERRER_POLICY,
    }).catch(() => undefined);
  };

  page.addEventListener('pagehide', flush);
  page.addEventListener('visibilitychange', () => {
    if (page.document.visibilityState === 'hidden') flush();
  });
  telemetry.connect({
    add(record) {
      if (record.once !== undefined && !once.first(record.once)) return;
      pending.push(record);
      if (pending.length >= MAX_BATCH) flush();
      else timer ??= setTimeout(flush, options.batchWaitMs ?? 3000);
    },
  });
  // What waited for the channel goes now.
  flush();
  return { flush, url };
}
