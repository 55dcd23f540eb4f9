/**
 * The phone's reports fed with the app's own configuration: app.json's collector and version, the
 * declared routes and the release running. main.tsx loads this module once the first screen is drawn;
 * telemetry/ takes all of it as arguments and reads no configuration itself.
 */
import type { RouteLocation } from './route-match';
import { appSettings, routes, runningRelease } from './configs';
import type { Channel } from './telemetry/channel';
import { startAppTelemetry } from './telemetry/start';

/** Starts the telemetry channel and the field's vitals; `opened` is the address the page was opened on. */
export function startReports(
  session: () => Readonly<Record<string, string>>,
  opened: RouteLocation,
): Promise<Channel> {
  return startAppTelemetry(
    {
      settings: appSettings.telemetry,
      appVersion: appSettings.appVersion,
      routes,
      release: runningRelease(),
    },
    session,
    opened,
  );
}
