/**
 * The truth from the field: LCP, INP and CLS as borrowers' phones measure them (the `web-vitals`
 * library), each sent with the route the page was opened on and the build's release, never a session
 * value (the route is the one declared in routes.json, never the address, whose query holds the
 * session). A sample of page loads measures; the others do not even load the library.
 */
import type { Metric } from 'web-vitals';
import { matchRoute, type RouteLocation } from './route-match';
import type { RoutesDescriptor } from '../schema/screen';

/** One measurement, as it goes to the telemetry channel. */
export interface VitalReport {
  name: 'LCP' | 'INP' | 'CLS';
  /** Milliseconds (LCP, INP) or the layout shift score (CLS). */
  value: number;
  rating: Metric['rating'];
  /** The declared route the page was opened on (`/payWay#/addnormalcard`), or `not-found`. */
  route: string;
  release: string;
}

/** A web-vitals reporter (`onLCP`, …): calls back with each measurement of its metric. */
type Reporter = (report: (metric: Metric) => void) => void;

export interface FieldVitalsOptions {
  routes: RoutesDescriptor;
  location: RouteLocation;
  release: string;
  /** The share of page loads that measure (0–1). */
  sampleRate: number;
  random?: () => number;
  /** web-vitals' reporters; loaded when the page is sampled. */
  load?: () => Promise<{ onLCP: Reporter; onINP: Reporter; onCLS: Reporter }>;
}

/**
 * Measures this page load's LCP, INP and CLS when it is in the sample, and hands each to `send` as
 * web-vitals reports it (LCP once the borrower first interacts or leaves, INP and CLS when the page is
 * hidden). Resolves once the reporters are set up (at once when the load is not sampled).
 */
export async function startFieldVitals(
  send: (report: VitalReport) => void,
  {
    routes,
    location,
    release,
    sampleRate,
    random = Math.random,
    load = () => import('web-vitals'),
  }: FieldVitalsOptions,
): Promise<void> {
  if (!(random() < sampleRate)) return;
  const route = matchRoute(routes, location, () => true).route ?? 'not-found';
  const { onLCP, onINP, onCLS } = await load();
  const report = (metric: Metric) =>
    send({
      name: metric.name as VitalReport['name'],
      value: metric.value,
      rating: metric.rating,
      route,
      release,
    });
  onLCP(report);
  onINP(report);
  onCLS(report);
}
