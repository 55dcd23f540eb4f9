/**
 * The CPU slowdown that makes this machine a low-tier phone, as Chrome DevTools calibrates it: the
 * host's speed is Lighthouse's own `benchmarkIndex` (the page function Lighthouse runs and reports as
 * `environment.benchmarkIndex`), and the target is DevTools' low-tier mobile, index 264 (mid-tier:
 * 1000; `panels/mobile_throttling/CalibrationController.ts`).
 *
 * Two multipliers, one per kind of throttling Lighthouse applies:
 * - **simulated** (a page load): Lighthouse's simulation multiplies the time of every main-thread task
 *   it observed by `cpuSlowdownMultiplier`, the benchmark's among them, so host ÷ 264 makes the
 *   benchmark take as long as it does on the phone (Lighthouse's CPU throttling calculator).
 * - **applied** (a user flow's timespan, which Lighthouse throttles through DevTools): the browser
 *   slows the page down for real, which is not exactly linear, so the rate is found as DevTools finds
 *   it: a bisection until the benchmark, run throttled, scores within 10 points of 264.
 *
 * A host slower than the phone (index under 264, a multiplier under 1) cannot emulate it: no verdict.
 */
import type { Browser, Page } from 'puppeteer-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** DevTools' calibration targets (benchmark index). */
export const LOW_TIER_INDEX = 264;
export const MID_TIER_INDEX = 1000;

/** Lighthouse's benchmark, as it runs it in the page under test (about a second of full CPU). */
export async function benchmarkIndex(page: Page): Promise<number> {
  return page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as Promise<number>;
}

/** The simulated-throttling multiplier for a host of `hostIndex`: host ÷ target, two decimals. */
export function simulatedMultiplier(hostIndex: number, target = LOW_TIER_INDEX): number {
  return Math.floor((hostIndex / target) * 100) / 100;
}

/** Why this host cannot be judged (its index is below the target's), or nothing when it can. */
export function tooWeak(hostIndex: number, target = LOW_TIER_INDEX): string | undefined {
  return hostIndex < target
    ? `this machine's benchmark index is ${Math.round(hostIndex)}, below the low-tier phone's ${target}: ` +
        'it cannot emulate the phone (a CPU slowdown under 1), so no verdict is given'
    : undefined;
}

/** Measures the host in a blank tab of `browser`; the tab is closed afterwards. */
export async function measureHost(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.goto('about:blank');
    return await benchmarkIndex(page);
  } finally {
    await page.close();
  }
}

/**
 * The applied-throttling rate that makes the benchmark score `target` on this host, found by
 * bisection as DevTools' calibration does (up to eight steps; a score within 10 points is a match).
 */
export async function appliedRate(
  browser: Browser,
  hostIndex: number,
  target = LOW_TIER_INDEX,
): Promise<number> {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  const scores = new Map<number, number>();
  const scoreAt = async (rate: number) => {
    if (!scores.has(rate)) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      scores.set(rate, await benchmarkIndex(page));
    }
    return scores.get(rate)!;
  };
  const truncate = (n: number) => Number(n.toFixed(2));
  try {
    await page.goto('about:blank');
    let lower = 1;
    let upper = truncate((hostIndex / target) * 1.5);
    let rate = simulatedMultiplier(hostIndex, target);
    for (let step = 0; step < 8; step++) {
      rate = truncate((lower + upper) / 2);
      const score = await scoreAt(rate);
      if (Math.abs(score - target) < 10) break;
      if (score < target) upper = rate;
      else lower = rate;
    }
    return rate;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await page.close();
  }
}
