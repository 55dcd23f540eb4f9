/**
 * The app's telemetry connected to the collector its settings name, with the app's name and version
 * as its resource. What it reports to and as is handed in (src/app/reports.ts passes app.json's):
 * this folder reads no configuration of its own.
 */
import { SCOPE, startChannel, type Channel, type ChannelOptions, type TelemetrySettings } from './channel';
import { telemetry } from './telemetry';

/** Where the app's records go and what they say the app is. */
export interface AppChannelSettings {
  /** app.json's `telemetry`: the collector and the sample rate. */
  settings: TelemetrySettings | undefined;
  /** The app's version, the resource's `service.version`. */
  appVersion: string;
}

/** Starts the channel; `session` gives the values no record may carry (`options` are for tests). */
export function connectAppTelemetry(
  app: AppChannelSettings,
  session: () => Readonly<Record<string, string>>,
  options: Partial<ChannelOptions> = {},
): Channel {
  return startChannel(telemetry, {
    settings: app.settings,
    resource: { 'service.name': SCOPE.name, 'service.version': app.appVersion },
    session,
    ...options,
  });
}
