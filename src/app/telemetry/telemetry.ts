/**
 * What the phone tells the operators, as every part of the app writes it: `telemetry.log(name,
 * attributes)` notes one event, `telemetry.once(key, name, attributes)` notes it once per session (a
 * reload of the web view included), and `telemetry.set(attributes)` names what every later record
 * carries (the release the phone runs). Records wait here until the channel is connected after the
 * first screen is drawn (./channel.ts: sampled, kept once per session, redacted, batched into
 * OpenTelemetry logs and sent with `sendBeacon`): this module is in the first route's code, so it
 * only queues.
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
  /** Sent only if no record with this key was sent before in the session (`Telemetry.once`). */
  once?: string;
}

/** Where records go once the channel is connected. */
export interface TelemetrySink {
  add(record: TelemetryRecord): void;
}

export interface Telemetry {
  log(name: string, attributes?: TelemetryAttributes, severity?: TelemetryRecord['severity']): void;
  /** Logs the event unless one with `key` was sent before in this session (a reload included). */
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

const defined = (attributes: TelemetryAttributes | undefined) => {
  const out: Record<string, TelemetryValue> = {};
  for (const [key, value] of Object.entries(attributes ?? {})) if (value !== undefined) out[key] = value;
  return out;
};

/** A telemetry facade; `now` is for tests. */
export function createTelemetry(now: () => number = Date.now): Telemetry {
  let waiting: TelemetryRecord[] = [];
  let sink: TelemetrySink | undefined;
  let common: Record<string, TelemetryValue> = {};
  const add = (record: TelemetryRecord) => {
    if (sink) sink.add(record);
    else if (waiting.length < MAX_WAITING) waiting.push(record);
  };
  return {
    log(name, attributes, severity = 'info') {
      add({ name, time: now(), severity, attributes: { ...common, ...defined(attributes) } });
    },
    once(key, name, attributes, severity = 'info') {
      add({ name, time: now(), severity, attributes: { ...common, ...defined(attributes) }, once: key });
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
}

/** The app's telemetry: one per page. */
export const telemetry = createTelemetry();
