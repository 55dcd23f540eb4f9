/**
 * A phone's report read as an OpenTelemetry Collector reads it: the OTLP/HTTP JSON body mapped onto
 * the official OTLP protobuf definitions (`ExportLogsServiceRequest`, as generated in
 * @opentelemetry/otlp-transformer), encoded to the protobuf wire form and decoded again. A body
 * that names a field the definitions do not have, or gives a field the wrong type, does not come
 * back the same.
 */
import { createRequire } from 'node:module';

/** What protobufjs generates for a message: its static check, conversion and codec. */
interface MessageClass {
  verify(object: unknown): string | null;
  fromObject(object: unknown): unknown;
  encode(message: unknown): { finish(): Uint8Array };
  decode(bytes: Uint8Array): unknown;
  toObject(message: unknown, options: { longs: StringConstructor; enums: NumberConstructor }): unknown;
}

const require = createRequire(import.meta.url);
// The generated module declares only a generic protobufjs Root: its namespaces are typed here.
const generated = require('@opentelemetry/otlp-transformer/build/src/generated/root') as {
  opentelemetry: { proto: { collector: { logs: { v1: { ExportLogsServiceRequest: MessageClass } } } } };
};
const { ExportLogsServiceRequest } = generated.opentelemetry.proto.collector.logs.v1;

/** One decoded log record: its event, severity, body and attributes as plain values. */
export interface DecodedLog {
  event: string;
  severityText: string;
  body: string;
  attributes: Record<string, string | number | boolean>;
  resource: Record<string, string | number | boolean>;
}

export interface Decoded {
  /** The request as the protobuf definitions give it back (OTLP JSON field names). */
  message: Record<string, unknown>;
  logs: DecodedLog[];
  /** How many bytes the same report takes in the protobuf encoding. */
  wireBytes: number;
}

type AnyValue = { stringValue?: string; intValue?: string; boolValue?: boolean; doubleValue?: number };
const plain = (v: AnyValue) =>
  v.stringValue ?? v.boolValue ?? v.doubleValue ?? (v.intValue !== undefined ? Number(v.intValue) : '');
const attributes = (list: { key: string; value: AnyValue }[] | undefined) =>
  Object.fromEntries((list ?? []).map((a) => [a.key, plain(a.value)]));

/**
 * JSON with its keys sorted, for comparing two objects whatever their key order; an empty list is
 * the same as none (protobuf does not tell them apart).
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, x]) => !(Array.isArray(x) && x.length === 0))
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** Decodes a `/v1/logs` body through the OTLP protobuf definitions. */
export function decodeLogs(body: string): Decoded {
  const json = JSON.parse(body) as Record<string, unknown>;
  const error = ExportLogsServiceRequest.verify(
    // The JSON mapping writes 64-bit integers as strings; the definitions' own check wants numbers there.
    JSON.parse(body.replace(/"(timeUnixNano|observedTimeUnixNano|intValue)":"(\d+)"/g, '"$1":$2')),
  );
  if (error) throw new Error(`not an OTLP logs export: ${error}`);
  const bytes = ExportLogsServiceRequest.encode(ExportLogsServiceRequest.fromObject(json)).finish();
  const message = ExportLogsServiceRequest.toObject(ExportLogsServiceRequest.decode(bytes), {
    longs: String,
    enums: Number,
  }) as Record<string, unknown>;
  // Everything the phone wrote is in the definitions: the report comes back field for field.
  if (canonical(message) !== canonical(json))
    throw new Error(
      `the report does not map onto the OTLP definitions:\n${canonical(json)}\n${canonical(message)}`,
    );
  const logs: DecodedLog[] = [];
  type Resource = { attributes?: { key: string; value: AnyValue }[] };
  type Record_ = {
    eventName?: string;
    severityText?: string;
    body?: AnyValue;
    attributes?: { key: string; value: AnyValue }[];
  };
  const resourceLogs = (message.resourceLogs ?? []) as {
    resource?: Resource;
    scopeLogs?: { logRecords?: Record_[] }[];
  }[];
  for (const r of resourceLogs)
    for (const scope of r.scopeLogs ?? [])
      for (const record of scope.logRecords ?? [])
        logs.push({
          event: record.eventName ?? '',
          severityText: record.severityText ?? '',
          body: String(plain(record.body ?? {})),
          attributes: attributes(record.attributes),
          resource: attributes(r.resource?.attributes),
        });
  return { message, logs, wireBytes: bytes.length };
}
