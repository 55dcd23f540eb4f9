import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Metric } from 'web-vitals';
import type { RoutesDescriptor } from '../schema/screen';
import { startFieldVitals, type VitalReport } from './field-vitals';

const routes = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../screen-configs/routes.json'), 'utf8'),
) as RoutesDescriptor;

/** web-vitals' three reporters, each handing its callback one measurement as the browser would. */
function fakeVitals(measured: Partial<Record<VitalReport['name'], number>>) {
  let loads = 0;
  const reporter = (name: VitalReport['name']) => (callback: (metric: Metric) => void) => {
    const value = measured[name];
    if (value !== undefined) callback({ name, value, rating: 'good' } as Metric);
  };
  return {
    loads: () => loads,
    load: async () => {
      loads++;
      return { onLCP: reporter('LCP'), onINP: reporter('INP'), onCLS: reporter('CLS') };
    },
  };
}

const address = (pathname: string, search: string, hash = '') => ({ pathname, search, hash });

describe('field vitals', () => {
  it('sends LCP, INP and CLS with the declared route and the release, never a session value', async () => {
    const sent: VitalReport[] = [];
    const vitals = fakeVitals({ LCP: 1210, INP: 96, CLS: 0.01 });
    await startFieldVitals((report) => sent.push(report), {
      routes,
      location: address(
        '/payWay',
        '?orderId=OD1001&sessionId=s-secret&deviceId=d-1',
        '#/addnormalcard?card=9',
      ),
      release: '2026.11.28-1',
      sampleRate: 1,
      load: vitals.load,
    });
    expect(sent).toEqual([
      { name: 'LCP', value: 1210, rating: 'good', route: '/payWay#/addnormalcard', release: '2026.11.28-1' },
      { name: 'INP', value: 96, rating: 'good', route: '/payWay#/addnormalcard', release: '2026.11.28-1' },
      { name: 'CLS', value: 0.01, rating: 'good', route: '/payWay#/addnormalcard', release: '2026.11.28-1' },
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/s-secret|OD1001|d-1|card=9/);
  });

  it('names the route as declared, a second path of a screen included, and an unknown address not-found', async () => {
    const routeOf = async (pathname: string) => {
      const sent: VitalReport[] = [];
      await startFieldVitals((report) => sent.push(report), {
        routes,
        location: address(pathname, '?sessionId=s-1'),
        release: 'r',
        sampleRate: 1,
        load: fakeVitals({ LCP: 1 }).load,
      });
      return sent[0]!.route;
    };
    expect(await routeOf('/repaymentOfCode2')).toBe('/repaymentOfCode2');
    expect(await routeOf('/bindBank/')).toBe('/bindBank');
    expect(await routeOf('/no-such-page/s-1')).toBe('not-found');
  });

  it('a page load outside the sample neither loads web-vitals nor sends anything', async () => {
    const sent: VitalReport[] = [];
    const vitals = fakeVitals({ LCP: 1210 });
    const options = { routes, location: address('/bindBank', ''), release: 'r', load: vitals.load };
    await startFieldVitals((report) => sent.push(report), { ...options, sampleRate: 0.1, random: () => 0.5 });
    expect(vitals.loads()).toBe(0);
    await startFieldVitals((report) => sent.push(report), {
      ...options,
      sampleRate: 0.1,
      random: () => 0.05,
    });
    expect(vitals.loads()).toBe(1);
    expect(sent).toHaveLength(1);
  });
});
