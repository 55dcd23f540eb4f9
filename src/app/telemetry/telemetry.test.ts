/** The telemetry facade: records wait for the channel, `set` carries on to later records. */
import { describe, expect, it } from 'vitest';
import { createTelemetry, type TelemetryRecord } from './telemetry';

describe('telemetry', () => {
  it('keeps what is logged before the channel connects, then hands everything to it in order', () => {
    const telemetry = createTelemetry(() => 1000);
    telemetry.log('first', { a: 1 });
    telemetry.log('second');
    const got: TelemetryRecord[] = [];
    telemetry.connect({ add: (r) => got.push(r) });
    telemetry.log('third', { b: true }, 'warn');
    expect(got).toEqual([
      { name: 'first', time: 1000, severity: 'info', attributes: { a: 1 } },
      { name: 'second', time: 1000, severity: 'info', attributes: {} },
      { name: 'third', time: 1000, severity: 'warn', attributes: { b: true } },
    ]);
  });

  it('adds what `set` names to every later record; a record’s own attribute wins; undefined is left out', () => {
    const telemetry = createTelemetry();
    const got: TelemetryRecord[] = [];
    telemetry.connect({ add: (r) => got.push(r) });
    telemetry.log('before');
    telemetry.set({ 'config.release': 'r1' });
    telemetry.log('after', { screen: undefined });
    telemetry.log('refused', { 'config.release': 'r0' });
    expect(got.map((r) => r.attributes)).toEqual([
      {},
      { 'config.release': 'r1' },
      { 'config.release': 'r0' },
    ]);
  });

  it('keeps at most a hundred records while no channel is connected', () => {
    const telemetry = createTelemetry();
    for (let i = 0; i < 150; i += 1) telemetry.log(`event-${i}`);
    const got: TelemetryRecord[] = [];
    telemetry.connect({ add: (r) => got.push(r) });
    expect(got).toHaveLength(100);
    expect(got[0]!.name).toBe('event-0');
  });
});
