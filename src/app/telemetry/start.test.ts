/**
 * The phone's reports as main.tsx starts them after the first screen: the field's web vitals go
 * through the telemetry channel to the collector (the mock backend's, as in dev) with the declared
 * route and the release, and nothing of the borrower's session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metric } from 'web-vitals';
import { createMockServer } from '../../../mocks/node';
import { appSettings, BUNDLED_RELEASE, routes } from '../configs';
import { startAppTelemetry, VITAL_EVENT } from './start';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const session = { sessionId: 's-secret-77', deviceId: 'd-9041', mobilePhone: '09171234567' };
const opened = {
  pathname: '/payWay',
  search: `?orderId=OD1001&${new URLSearchParams(session).toString()}`,
  hash: '#/addnormalcard',
};

/** web-vitals' reporters, each measuring once as the browser would. */
const measured = { LCP: 1840, INP: 120, CLS: 0.02 };
const reporter = (name: keyof typeof measured) => (callback: (metric: Metric) => void) =>
  callback({ name, value: measured[name], rating: 'good' } as Metric);

describe('the phone reports started after the first screen', () => {
  it('sends web vitals to the collector with the route and the release, and no session value', async () => {
    const stored = new Map<string, string>();
    const sentTo: string[] = [];
    const app = {
      settings: appSettings.telemetry,
      appVersion: appSettings.appVersion,
      routes,
      release: BUNDLED_RELEASE,
    };
    await startAppTelemetry(app, () => session, opened, {
      channel: {
        page: {
          addEventListener: () => undefined,
          location: { href: `http://localhost${opened.pathname}${opened.search}${opened.hash}` } as Location,
          document: { visibilityState: 'visible' },
        },
        storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
        // sendBeacon, as Node has none: the same POST of the same body.
        beacon: (url, body) => {
          sentTo.push(url);
          void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
          return true;
        },
        batchWaitMs: 0,
      },
      vitals: {
        load: async () => ({ onLCP: reporter('LCP'), onINP: reporter('INP'), onCLS: reporter('CLS') }),
      },
    });

    const vitals = () => mock.telemetry.records().filter((r) => r.event === VITAL_EVENT);
    await expect.poll(() => vitals().length).toBe(3);
    expect(vitals().map((r) => r.attributes)).toEqual(
      expect.arrayContaining(
        (['LCP', 'INP', 'CLS'] as const).map((name) => ({
          'vital.name': name,
          'vital.value': measured[name],
          'vital.rating': 'good',
          'app.route': '/payWay#/addnormalcard',
          'config.release': BUNDLED_RELEASE,
        })),
      ),
    );
    // The collector's address as app.json gives it, nothing of the page's query on it or in a record.
    expect(new Set(sentTo)).toEqual(new Set(['http://localhost/v1/logs']));
    const everything = JSON.stringify(mock.telemetry.records());
    for (const value of [...Object.values(session), 'OD1001']) expect(everything).not.toContain(value);
    expect(everything).not.toMatch(/sessionId|deviceId|mobilePhone/);
  });
});
