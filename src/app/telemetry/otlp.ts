/**
 * Telemetry records as OpenTelemetry logs in the OTLP/HTTP JSON encoding (an
 * `ExportLogsServiceRequest`, what a collector's `/v1/logs` receives): one resource (the app and its
 * version), one scope, one log record per event with its name, time, severity and attributes.
 */
import type { TelemetryRecord, TelemetryValue } from './telemetry';

/** An OTLP `AnyValue` (int64 values are written as strings, as the protobuf JSON mapping does). */
export type OtlpValue =
  { stringValue: string } | { boolValue: boolean } | { intValue: string } | { doubleValue: number };

export interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}

export interface OtlpLogRecord {
  timeUnixNano: string;
  observedTimeUnixNano: string;
  severityNumber: number;
  severityText: string;
  eventName: string;
  body: { stringValue: string };
  attributes: OtlpAttribute[];
}

export interface OtlpLogsRequest {
  resourceLogs: {
    resource: { attributes: OtlpAttribute[] };
    scopeLogs: { scope: { name: string; version?: string }; logRecords: OtlpLogRecord[] }[];
  }[];
}

/** Severity numbers of the OpenTelemetry log data model. */
const SEVERITY = { info: { number: 9, text: 'INFO' }, warn: { number: 13, text: 'WARN' } } as const;

export function otlpValue(value: TelemetryValue): OtlpValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  return Number.isSafeInteger(value) ? { intValue: String(value) } : { doubleValue: value };
}

export const otlpAttributes = (attributes: Readonly<Record<string, TelemetryValue>>): OtlpAttribute[] =>
  Object.entries(attributes).map(([key, value]) => ({ key, value: otlpValue(value) }));

/** Milliseconds since the epoch as the nanoseconds OTLP counts in (a string: it exceeds 2^53). */
const nanos = (ms: number) => `${Math.max(0, Math.round(ms))}000000`;

/** What a record says in words: its name and attributes, for a collector that shows only the body. */
const bodyOf = (record: TelemetryRecord) =>
  [record.name, ...Object.entries(record.attributes).map(([k, v]) => `${k}=${String(v)}`)].join(' ');

/** One export request holding `records`, from the app described by `resource`. */
export function toOtlpLogs(
  records: readonly TelemetryRecord[],
  resource: Readonly<Record<string, TelemetryValue>>,
  scope: { name: string; version?: string },
  observedAt: number,
): OtlpLogsRequest {
  return {
    resourceLogs: [
      {
        resource: { attributes: otlpAttributes(resource) },
        scopeLogs: [
          {
            scope,
            logRecords: records.map((record) => ({
              timeUnixNano: nanos(record.time),
              observedTimeUnixNano: nanos(observedAt),
              severityNumber: SEVERITY[record.severity].number,
              severityText: SEVERITY[record.severity].text,
              eventName: record.name,
              body: { stringValue: bodyOf(record) },
              attributes: otlpAttributes(record.attributes),
            })),
          },
        ],
      },
    ],
  };
}
