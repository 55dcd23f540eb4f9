/**
 * What the phone tells the operators, as every part of the app writes it: `telemetry.log(name,
 * attributes)` notes one event, `telemetry.once(key, name, attributes)` notes it once per session (a
 * reload of the web view included), and `telemetry.set(attributes)` names what every later record
 * carries (the release the phone runs). Records wait here until the channel is connected after the
 * first screen is drawn (./channel.ts: sampled, redacted, batched into OpenTelemetry logs and sent
 * with `sendBeacon`), so this module stays small enough for the first route's code.
 */

export type TelemetryValue = string | number | boolean;

/** Attributes of one record; an undefined value is left out. */
export type TelemetryAttributes = Readonly<Record<string, TelemetryValue | undefined>>;

/** One event, as the channel receives it. */
export interface TelemetryRecord {
  /** The event's name, e.g. `config.release.active`. */
  name: string;
  /** When it happened, in milliseconds since the epoch. */
  time: number;
  /** 'warn' for what went wrong (a refused release), else 'info'. */
  severity: 'info' | 'warn';
  attributes: Record<string, TelemetryValue>;
}

/** Where records go once the channel is connected. */
export interface TelemetrySink {
  add(record: TelemetryRecord): void;
}

export interface Telemetry {
  log(name: string, attributes?: TelemetryAttributes, severity?: TelemetryRecord['severity']): void;
  /** Logs the event unless `key` was logged before in this session. */
  once(
    key: string,
    name: string,
    attributes?: TelemetryAttributes,
    severity?: TelemetryRecord['severity'],
  ): void;
  /** Attributes every record logged from now on carries (a later value of a key wins). */
  set(attributes: TelemetryAttributes): void;
  /** Hands the records noted so far, and every later one, to `sink`. */
  connect(sink: TelemetrySink): void;
}

/** The most records kept while no channel is connected: a phone notes a handful per session. */
const MAX_WAITING = 100;
const ONCE_KEY = 'telemetry.once';

/** Where `once` remembers what it logged: the tab's sessionStorage, so a reload does not repeat it. */
export interface OnceKeeper {
  read(): string | null;
  write(text: string): void;
}

function sessionKeeper(): OnceKeeper | undefined {
  try {
    const storage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
    return storage && { read: () => storage.getItem(ONCE_KEY), write: (t) => storage.setItem(ONCE_KEY, t) };
  } catch {
    return undefined; // some web views throw on access when storage is disabled
  }
}

const defined = (attributes: TelemetryAttributes | undefined) => {
  const out: Record<string, TelemetryValue> = {};
  for (const [key, value] of Object.entries(attributes ?? {})) if (value !== undefined) out[key] = value;
  return out;
};

/** A telemetry facade; `now` and `keeper` are for tests. */
export function createTelemetry(
  keeper: OnceKeeper | undefined = sessionKeeper(),
  now: () => number = Date.now,
): Telemetry {
  let waiting: TelemetryRecord[] = [];
  let sink: TelemetrySink | undefined;
  let common: Record<string, TelemetryValue> = {};
  const logged = (): string[] => {
    try {
      const list = JSON.parse(keeper?.read() ?? '[]') as unknown;
      return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
    } catch {
      return [];
    }
  };
  const seen = new Set(logged());

  const telemetry: Telemetry = {
    log(name, attributes, severity = 'info') {
      const record = { name, time: now(), severity, attributes: { ...common, ...defined(attributes) } };
      if (sink) sink.add(record);
      else if (waiting.length < MAX_WAITING) waiting.push(record);
    },
    once(key, name, attributes, severity) {
      if (seen.has(key)) return;
      seen.add(key);
      try {
        keeper?.write(JSON.stringify([...seen]));
      } catch {
        // Storage full: the record is still logged, a reload may log it again.
      }
      telemetry.log(name, attributes, severity);
    },
    set(attributes) {
      common = { ...common, ...defined(attributes) };
    },
    connect(next) {
      sink = next;
      const queued = waiting;
      waiting = [];
      for (const record of queued) next.add(record);
    },
  };
  return telemetry;
}

/** The app's telemetry: one per page. */
export const telemetry = createTelemetry();
