/** The mock collector: OTLP/HTTP JSON logs in at /v1/logs, counts per release out. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toOtlpLogs } from '../src/app/telemetry/otlp';
import type { TelemetryRecord } from '../src/app/telemetry/telemetry';
import { createMockServer } from './node';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => mock.reset());
afterAll(() => mock.server.close());

const record = (name: string, attributes: TelemetryRecord['attributes']): TelemetryRecord => ({
  name,
  time: Date.UTC(2026, 10, 25, 9),
  severity: name.endsWith('refused') ? 'warn' : 'info',
  attributes,
});

/** One phone's batch, as its telemetry channel sends it. */
const send = (records: TelemetryRecord[]) =>
  fetch('http://localhost/v1/logs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(toOtlpLogs(records, { 'service.version': '1.0.0' }, { name: 'loan-screens' }, 0)),
  });

describe('the mock collector', () => {
  it('counts per release the phones that run it and what they refused', async () => {
    const r1 = 'r20261125090000-1a2b3c4d';
    const r2 = 'r20261125100000-5e6f7a8b';
    expect((await send([record('config.release.active', { 'config.release': r1 })])).status).toBe(200);
    await send([record('config.release.active', { 'config.release': r1 })]);
    await send([
      record('config.release.active', { 'config.release': r2 }),
      record('config.release.refused', {
        'config.release': r2,
        'config.screen': 'bind-bank',
        'config.reason': 'hash',
      }),
    ]);
    await send([
      record('config.release.refused', {
        'config.release': r2,
        'config.screen': 'bind-bank',
        'config.reason': 'hash',
      }),
      record('config.release.refused', { 'config.release': 'manifest', 'config.reason': 'HTTP 404' }),
    ]);
    const counts = mock.telemetry.releases();
    expect(counts.map((c) => [c.release, c.phones])).toEqual([
      ['manifest', 0],
      [r2, 1],
      [r1, 2],
    ]);
    expect(counts[1]!.refusals).toEqual([{ screen: 'bind-bank', reason: 'hash', phones: 2 }]);
    expect(counts[0]!.refusals).toEqual([{ screen: null, reason: 'HTTP 404', phones: 1 }]);
    expect(mock.telemetry.records()[0]).toMatchObject({ event: 'config.release.refused', severity: 'WARN' });
    // Telemetry is not an API call: the request log stays as it was.
    expect(mock.requests).toEqual([]);
  });

  it('refuses a body that is not an OTLP logs export, and keeps nothing of it', async () => {
    const post = (body: string) => fetch('http://localhost/v1/logs', { method: 'POST', body });
    expect((await post('{"releaseId": "r1"}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
    expect(mock.telemetry.records()).toEqual([]);
  });
});
