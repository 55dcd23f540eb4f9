/** Phones' telemetry in e2e tests: when a page's channel is connected, and when what it sent has its answer. */
import type { Page, Request } from 'playwright-core';

/** Where the channel keeps the session's sample decision (src/app/telemetry/channel.ts). */
const SAMPLED_KEY = 'telemetry.sampled';

/**
 * Waits until the page's telemetry channel is connected: its code loads after the first screen is
 * drawn, at the first touch or 5 s later (src/app/main.tsx), and writes the session's sample decision
 * as it connects. Before a
 * reload, call `forgetTelemetry` so that the wait is for the new page's channel.
 */
export async function telemetryConnected(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, SAMPLED_KEY, { timeout });
}

/** Forgets the decision (the next page draws it again, at the same rate): see `telemetryConnected`. */
export async function forgetTelemetry(page: Page): Promise<void> {
  await page.evaluate((key) => sessionStorage.removeItem(key), SAMPLED_KEY);
}

/** The path phones send their reports to (app.json's `telemetry.collectorUrl`). */
const REPORTS_PATH = '/v1/logs';
const isReport = (url: string) => new URL(url).pathname === REPORTS_PATH;

/**
 * Watches the reports a page sends; call it before the page's first navigation. In the dev app the
 * mock backend's service worker holds each request until the page lets it through: a page left or
 * reloaded in that moment never answers, and its report never reaches the collector. `answered()`
 * waits until every report the page's current document has sent (counted in the page as it calls
 * `sendBeacon`) has had its answer, so that a test leaves as a borrower would, a moment after the
 * app spoke.
 */
export async function watchReports(page: Page): Promise<{ answered(timeout?: number): Promise<void> }> {
  await page.addInitScript((path) => {
    const send = navigator.sendBeacon.bind(navigator);
    const counted = window as unknown as { reportsSent: number };
    counted.reportsSent = 0;
    navigator.sendBeacon = (url, data) => {
      if (new URL(url, location.href).pathname === path) counted.reportsSent += 1;
      return send(url, data);
    };
  }, REPORTS_PATH);
  // The requests of the current document, and how many of them were answered.
  let current = new Set<Request>();
  let answered = 0;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    current = new Set();
    answered = 0;
  });
  page.on('request', (request) => {
    if (isReport(request.url())) current.add(request);
  });
  const settle = (request: Request) => {
    if (current.delete(request)) answered += 1;
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const sent = () => page.evaluate(() => (window as unknown as { reportsSent?: number }).reportsSent ?? 0);
  return {
    async answered(timeout = 30_000) {
      const until = Date.now() + timeout;
      for (let count = await sent(); answered < count; count = await sent()) {
        if (Date.now() > until)
          throw new Error(`${count - answered} report(s) unanswered after ${timeout} ms`);
        await page.waitForTimeout(100);
      }
    },
  };
}

/** An OTLP/HTTP JSON logs export, as far as the tests read it. */
interface LogsExport {
  resourceLogs?: {
    scopeLogs?: {
      logRecords?: { eventName: string; attributes: { key: string; value: { stringValue?: string } }[] }[];
    }[];
  }[];
}

/** The records named `eventName` in the text of one report, each as its attributes' string values. */
export function recordsIn(
  text: string | null | undefined,
  eventName: string,
): Record<string, string | undefined>[] {
  const body = JSON.parse(text || '{}') as LogsExport;
  const found: Record<string, string | undefined>[] = [];
  for (const resource of body.resourceLogs ?? [])
    for (const scope of resource.scopeLogs ?? [])
      for (const record of scope.logRecords ?? [])
        if (record.eventName === eventName)
          found.push(Object.fromEntries(record.attributes.map((a) => [a.key, a.value.stringValue])));
  return found;
}
