/**
 * The phone's reports, started once the first screen is drawn, touched or not (main.tsx loads this
 * module then, so every session reports and the first route's code holds none of it): the telemetry
 * channel connected to app.json's collector, and the field's web vitals (LCP, INP, CLS with the
 * declared route the page was opened on and the release it runs) sent through it. A session outside
 * the sample, or an app without a collector, does not even load the web-vitals library. The app's
 * settings, routes and release are handed in (src/app/reports.ts).
 */
import type { RoutesDescriptor } from '../../schema/screen';
import { startFieldVitals, type FieldVitalsOptions, type VitalReport } from '../field-vitals';
import type { RouteLocation } from '../route-match';
import type { Channel, ChannelOptions } from './channel';
import { nextTask } from '../next-task';
import { connectAppTelemetry, type AppChannelSettings } from './connect';
import { telemetry, type TelemetryAttributes } from './telemetry';

/** The event of a web-vitals measurement. */
export const VITAL_EVENT = 'web-vital';

/** A measurement as a record's attributes (OpenTelemetry-style names). */
export const vitalAttributes = (report: VitalReport): TelemetryAttributes => ({
  'vital.name': report.name,
  'vital.value': report.value,
  'vital.rating': report.rating,
  'app.route': report.route,
  'config.release': report.release,
});

/** What the reports are about: the channel's settings, the declared routes and the running release. */
export interface AppReporting extends AppChannelSettings {
  /** The declared routes: a vital names the route, never the address. */
  routes: RoutesDescriptor;
  /** The release of the descriptors the phone runs. */
  release: string;
}

export interface AppTelemetryOptions {
  /** The channel's page, storage and beacon (tests pass their own). */
  channel?: Partial<ChannelOptions>;
  /** web-vitals' reporters (tests pass their own). */
  vitals?: Pick<FieldVitalsOptions, 'load'>;
}

/**
 * Connects the channel for `app` (`session` gives the values no record may carry) and measures this page
 * load's web vitals when the session reports; `opened` is the address the page was opened on.
 */
export async function startAppTelemetry(
  app: AppReporting,
  session: () => Readonly<Record<string, string>>,
  opened: RouteLocation,
  options: AppTelemetryOptions = {},
): Promise<Channel> {
  const channel = connectAppTelemetry(app, session, options.channel);
  // The vitals are set up in a task of their own: on a slow phone, neither part holds the page long.
  await nextTask();
  // The channel drew the session's sample at app.json's rate: every page load of a reporting session measures.
  await startFieldVitals((report) => telemetry.log(VITAL_EVENT, vitalAttributes(report)), {
    routes: app.routes,
    location: opened,
    release: app.release,
    sampleRate: channel.url ? 1 : 0,
    ...options.vitals,
  });
  return channel;
}
