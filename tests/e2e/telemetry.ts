/** Phones' telemetry in e2e tests: when a page's channel is connected, so that leaving it sends its report. */
import type { Page } from 'playwright-core';

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
