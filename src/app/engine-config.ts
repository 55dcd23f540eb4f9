/** Wires the engine to the generated registries, the API, the bridge and the URL and contact gates. */
import type { EngineConfig } from '../engine/view/engine-context';
import type { ReporterPort } from '../engine/ports';
import { createApi } from '../api';
import { linkWithSession, sessionHostsOf } from '../api/session-links';
import { safeContactHref, safeHttpUrl } from '../api/url-gate';
import { createBridge } from '../bridge';
import { appSettings, descriptorSource, remoteReports, runningRelease } from './configs';
import { telemetry } from './telemetry/telemetry';
import { reportingRejections } from './remote-descriptors';
import { withBootCalls } from './boot-calls';
import { engineParts } from './engine-parts';
import { followVisitLanguage } from './visit-language';

/** Problems that must not break a screen are reported here (the console in every build; never session values). */
export const consoleReporter: ReporterPort = {
  warn(problem) {
    console.warn(
      `[${problem.code}]${problem.screen ? ` ${problem.screen}` : ''}${problem.path ? ` ${problem.path}` : ''}: ${problem.message}`,
    );
  },
};

/**
 * An offer the disclosure statement refused (its numbers do not add up, or it passes the market's
 * caps) also reaches the operators, on the telemetry channel, with the release the phone runs.
 */
export function reportingRefusedOffers(reporter: ReporterPort): ReporterPort {
  return {
    warn(problem) {
      reporter.warn(problem);
      if (problem.code !== 'offer-refused') return;
      telemetry.log(
        'offer.refused',
        { ...problem.attributes, 'config.release': runningRelease(), 'config.screen': problem.screen },
        'warn',
      );
    },
  };
}

/**
 * Adds to a link out the session parameters it lacks, where it may carry them: app.json's lender
 * hosts and the page's own origin, never the header secrets (docs/contracts.md §11).
 */
export function sessionLinks(
  getSession: () => Record<string, string>,
  app: unknown,
): (href: string) => string {
  return (href) => linkWithSession(href, getSession(), { allowedHosts: sessionHostsOf(app) });
}

export function createEngineConfig(getSession: () => Record<string, string>): EngineConfig {
  return {
    ...engineParts,
    // A route page may have started its screen's data calls before this code arrived (boot-calls.ts).
    // The lender answers in the visit's language: Accept-Language, and `lang` on /preschool calls.
    api: withBootCalls(
      createApi({ getSession, getLanguage: followVisitLanguage(getSession), reporter: consoleReporter }),
    ),
    bridge: createBridge(),
    // A refused remote screen also reaches the operators, through the telemetry channel.
    reporter: reportingRefusedOffers(reportingRejections(consoleReporter, remoteReports)),
    source: descriptorSource,
    app: appSettings as unknown as Record<string, unknown>,
    // Same-origin paths from the server resolve against the page; everything else must be http(s).
    safeUrl: (raw) => safeHttpUrl(raw, window.location.href),
    withSession: sessionLinks(getSession, appSettings),
    safeContact: safeContactHref,
  };
}
