/**
 * The operators' OpenTelemetry Collector, faked: it receives what phones send to `/v1/logs` (OTLP/HTTP
 * JSON, src/app/telemetry/), keeps the log records, and counts per release how many phones run it and
 * how many refused what, as the workbench's Releases panel shows them. The same store answers the
 * dev server (scripts/workbench-server: every tab and phone of a dev session reports to one place),
 * the production build's mock server (scripts/serve) and msw/node in tests.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

/** Where phones send their logs (app.json's `telemetry.collectorUrl`). */
export const LOGS_PATH = '/v1/logs';

type Value = string | number | boolean;

/** One log record as received: its event, when it arrived, its and its resource's attributes. */
export interface ReceivedLog {
  event: string;
  severity: string;
  /** ISO time of arrival (the phone's clock is not trusted). */
  receivedAt: string;
  attributes: Record<string, Value>;
  resource: Record<string, Value>;
}

/** Per release: the phones that reported running it, and what phones refused of it. */
export interface ReleaseCount {
  release: string;
  phones: number;
  refusals: { screen: string | null; reason: string; phones: number }[];
  /** ISO time of the last record about the release. */
  lastSeen: string;
}

export interface LogStore {
  /** Keeps the log records of an OTLP/HTTP JSON body; the number kept, or null when it is not one. */
  receive(body: unknown, at?: Date): number | null;
  /** The records, newest first. */
  records(): ReceivedLog[];
  /** The counts per release, the most recently reported first. */
  releases(): ReleaseCount[];
  clear(): void;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** An OTLP `AnyValue` as a plain value (int64 arrives as a string or a number). */
function plain(value: unknown): Value | undefined {
  if (!isObject(value)) return undefined;
  if (typeof value.stringValue === 'string') return value.stringValue;
  if (typeof value.boolValue === 'boolean') return value.boolValue;
  if (typeof value.doubleValue === 'number') return value.doubleValue;
  const int = value.intValue;
  if (typeof int === 'number' || (typeof int === 'string' && /^-?\d+$/.test(int))) return Number(int);
  return undefined;
}

function attributesOf(value: unknown): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const entry of list(value)) {
    if (!isObject(entry) || typeof entry.key !== 'string') continue;
    const v = plain(entry.value);
    if (v !== undefined) out[entry.key] = v;
  }
  return out;
}

/** The most records kept: a dev session's phones send a handful each. */
const MAX_RECORDS = 2000;

export function createLogStore(): LogStore {
  let kept: ReceivedLog[] = [];
  return {
    receive(body, at = new Date()) {
      if (!isObject(body) || !Array.isArray(body.resourceLogs)) return null;
      const received: ReceivedLog[] = [];
      for (const resourceLogs of body.resourceLogs) {
        if (!isObject(resourceLogs)) continue;
        const resource = attributesOf(
          isObject(resourceLogs.resource) ? resourceLogs.resource.attributes : [],
        );
        for (const scopeLogs of list(resourceLogs.scopeLogs))
          for (const record of list(isObject(scopeLogs) ? scopeLogs.logRecords : [])) {
            if (!isObject(record)) continue;
            const attributes = attributesOf(record.attributes);
            const event = typeof record.eventName === 'string' ? record.eventName : attributes['event.name'];
            if (typeof event !== 'string') continue;
            const severity = typeof record.severityText === 'string' ? record.severityText : '';
            received.push({ event, severity, receivedAt: at.toISOString(), attributes, resource });
          }
      }
      kept = [...received.reverse(), ...kept].slice(0, MAX_RECORDS);
      return received.length;
    },
    records: () => kept.map((r) => ({ ...r, attributes: { ...r.attributes }, resource: { ...r.resource } })),
    releases() {
      const byRelease = new Map<
        string,
        ReleaseCount & { refused: Map<string, ReleaseCount['refusals'][0]> }
      >();
      // Newest first: the first record of a release met is its latest, and sets its place.
      for (const record of kept) {
        const release = record.attributes['config.release'];
        if (typeof release !== 'string') continue;
        const count = byRelease.get(release) ?? {
          release,
          phones: 0,
          refusals: [],
          refused: new Map(),
          lastSeen: record.receivedAt,
        };
        if (record.event === 'config.release.active') count.phones += 1;
        if (record.event === 'config.release.refused') {
          const screen = record.attributes['config.screen'];
          const reason = String(record.attributes['config.reason'] ?? '');
          const key = `${String(screen ?? '')}\0${reason}`;
          const refusal = count.refused.get(key) ?? {
            screen: typeof screen === 'string' ? screen : null,
            reason,
            phones: 0,
          };
          refusal.phones += 1;
          count.refused.set(key, refusal);
        }
        byRelease.set(release, count);
      }
      return [...byRelease.values()].map(({ refused, ...count }) => ({
        ...count,
        refusals: [...refused.values()].reverse(),
      }));
    },
    clear() {
      kept = [];
    },
  };
}

/** What a collector answers an accepted export (OTLP/HTTP: an empty ExportLogsServiceResponse). */
export const ACCEPTED = {};

/** `POST /v1/logs` (on any origin) keeps the records (400 for a body that is not an OTLP logs export). */
export function telemetryHandlers(store: LogStore): HttpHandler[] {
  return [
    http.post(`*${LOGS_PATH}`, async ({ request }) => {
      let body: unknown;
      try {
        body = JSON.parse(await request.text()) as unknown;
      } catch {
        body = null;
      }
      if (store.receive(body) === null)
        return HttpResponse.json({ message: 'not an OTLP/HTTP JSON logs export' }, { status: 400 });
      return HttpResponse.json(ACCEPTED);
    }),
  ];
}
