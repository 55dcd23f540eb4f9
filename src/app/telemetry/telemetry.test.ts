/** The telemetry facade: records wait for the channel, `once` holds over a reload, `set` carries on. */
import { describe, expect, it } from 'vitest';
import { createTelemetry, type OnceKeeper, type TelemetryRecord } from './telemetry';

/** A tab's sessionStorage, as two page loads of one session share it. */
function sessionOfTab(): OnceKeeper {
  let text: string | null = null;
  return { read: () => text, write: (t) => (text = t) };
}

const names = (records: TelemetryRecord[]) => records.map((r) => r.name);

describe('telemetry', () => {
  it('keeps what is logged before the channel connects, then hands everything to it in order', () => {
    const telemetry = createTelemetry(undefined, () => 1000);
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

  it('logs a `once` record once per session, a reload of the page included', () => {
    const tab = sessionOfTab();
    const got: TelemetryRecord[] = [];
    const firstLoad = createTelemetry(tab);
    firstLoad.connect({ add: (r) => got.push(r) });
    firstLoad.once('release:r1', 'config.release.active', { 'config.release': 'r1' });
    firstLoad.once('release:r1', 'config.release.active', { 'config.release': 'r1' });
    const reload = createTelemetry(tab);
    reload.connect({ add: (r) => got.push(r) });
    reload.once('release:r1', 'config.release.active', { 'config.release': 'r1' });
    reload.once('release:r2', 'config.release.active', { 'config.release': 'r2' });
    expect(got.map((r) => r.attributes['config.release'])).toEqual(['r1', 'r2']);
    // Another tab (a new session) logs it again.
    const other = createTelemetry(sessionOfTab());
    const more: TelemetryRecord[] = [];
    other.connect({ add: (r) => more.push(r) });
    other.once('release:r1', 'config.release.active');
    expect(names(more)).toEqual(['config.release.active']);
  });

  it('adds what `set` names to every later record; a record’s own attribute wins; undefined is left out', () => {
    const telemetry = createTelemetry(undefined);
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
    const telemetry = createTelemetry(undefined);
    for (let i = 0; i < 150; i += 1) telemetry.log(`event-${i}`);
    const got: TelemetryRecord[] = [];
    telemetry.connect({ add: (r) => got.push(r) });
    expect(got).toHaveLength(100);
    expect(got[0]!.name).toBe('event-0');
  });
});
