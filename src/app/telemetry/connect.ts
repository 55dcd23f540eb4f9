/**
 * The app's telemetry connected to the collector app.json names, with the app's name and version as
 * its resource. main.tsx loads this module after the first screen is drawn.
 */
import { appSettings } from '../configs';
import { SCOPE, startChannel, type Channel, type ChannelOptions } from './channel';
import { telemetry } from './telemetry';

/** Starts the channel; `session` gives the values no record may carry (`options` are for tests). */
export function connectAppTelemetry(
  session: () => Readonly<Record<string, string>>,
  options: Partial<ChannelOptions> = {},
): Channel {
  return startChannel(telemetry, {
    settings: appSettings.telemetry,
    resource: { 'service.name': SCOPE.name, 'service.version': appSettings.appVersion },
    session,
    ...options,
  });
}
