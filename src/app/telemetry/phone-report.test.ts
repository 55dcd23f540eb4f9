// @vitest-environment jsdom
/**
 * A phone's report as it leaves the app: opened with the whole session in its address (every common
 * parameter and header secret), it reports the release it runs and what it refused; the batch sent on
 * `pagehide` is decoded with the official OTLP protobuf definitions and holds none of the session.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeLogs } from '../../../tests/otlp';
import { COMMON_PARAMS, startSession } from '../../api/session';

/** A value for every common parameter, each one unmistakable. */
const session = Object.fromEntries(COMMON_PARAMS.map((name) => [name, `${name}-v4lue-${name.length}`]));

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
  vi.resetModules();
});

describe('a phone’s report', () => {
  it('says which release it runs and what it refused, without any session value or name', async () => {
    window.history.replaceState(null, '', `/bindBank?${new URLSearchParams(session).toString()}`);
    const captured = startSession(window);
    expect(captured.building).toBe(session.building);
    const { appSettings, remoteReports } = await import('../configs');
    // A refusal whose reason quotes the session, as a careless server or message might.
    remoteReports.add('r20261125090000-1a2b3c4d', {
      screen: 'bind-bank',
      reason: `remote descriptor not used: HTTP 404 at /screens/bind-bank.json?userId=${session.userId}&swift=${session.swift}`,
    });
    remoteReports.flush();
    const sent: Blob[] = [];
    const { connectAppTelemetry } = await import('./connect');
    connectAppTelemetry(
      { settings: appSettings.telemetry, appVersion: appSettings.appVersion },
      () => captured,
      { beacon: (_url, body) => sent.push(body) > 0 },
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);

    const body = await sent[0]!.text();
    const { logs, message } = decodeLogs(body);
    expect(logs.map((l) => [l.event, l.attributes['config.release']])).toEqual([
      ['config.release.active', 'bundled'],
      ['config.release.refused', 'r20261125090000-1a2b3c4d'],
    ]);
    expect(logs[1]!.attributes['config.screen']).toBe('bind-bank');
    expect(logs[0]!.resource).toEqual({ 'service.name': 'loan-screens', 'service.version': '1.0.0' });
    const decoded = JSON.stringify(message);
    for (const [name, value] of Object.entries(session)) {
      expect(decoded, name).not.toContain(value);
      expect(
        logs.flatMap((l) => Object.keys(l.attributes)),
        name,
      ).not.toContain(name);
    }
  });
});
