/**
 * The money paths as Lighthouse user flows: each opens its screen (not measured), then records one
 * timespan while a finger does what a borrower does there (touch taps and key presses through the
 * DevTools protocol, as on a phone), and reports the timespan's INP and TBT. Lighthouse throttles a
 * timespan through DevTools, so the CPU rate is the applied calibration (calibrate.ts).
 */
import type { Page } from 'puppeteer-core';
import { startFlow } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';

export interface Flow {
  name: string;
  /** Path and query on the app's origin. */
  path: string;
  /** Resolves once the screen is drawn and its calls are answered. */
  ready(page: Page): Promise<void>;
  /** What the borrower does, until its result is on screen. */
  act(page: Page): Promise<void>;
}

export interface FlowFigures {
  inpMs: number;
  tbtMs: number;
  cls: number;
}

const aria = (name: string, role: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/** Taps the first visible element `selector` matches, as a finger does (a touch, not a click). */
async function tap(page: Page, selector: string): Promise<void> {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 20_000 });
  if (!element) throw new Error(`nothing to tap at ${selector}`);
  await element.tap();
}

const shown = (page: Page, selector: string) =>
  page.waitForSelector(selector, { visible: true, timeout: 20_000 }).then(() => undefined);

/** A sheet or dialog's opening animation: a finger waits until it has stopped moving. */
const settle = () => new Promise((done) => setTimeout(done, 400));

export function moneyFlows(session: string): Flow[] {
  return [
    {
      name: 'choose a payment channel',
      path: `/repayPeriod?${session}`,
      ready: (page) => shown(page, aria('Payment Method', 'button')),
      async act(page) {
        await tap(page, aria('Payment Method', 'button'));
        await shown(page, aria('GCash', 'radio'));
        await settle();
        await tap(page, aria('GCash', 'radio'));
        await page.waitForFunction(
          () => document.querySelector('[role="radio"][aria-checked="true"]')?.textContent?.includes('GCash'),
          { timeout: 20_000 },
        );
      },
    },
    {
      name: 'type a bank account number',
      path: `/bindBank?${session}`,
      ready: (page) => shown(page, aria('Account number', 'textbox')),
      async act(page) {
        await tap(page, aria('Account number', 'textbox'));
        await page.keyboard.type('001234567890', { delay: 80 });
        // Every key reached the field (it keeps digits only, as typed).
        await page.waitForFunction(
          () =>
            (document.activeElement as HTMLInputElement | null)?.value?.replace(/\D/g, '') === '001234567890',
          { timeout: 20_000 },
        );
      },
    },
    {
      name: 'pay and confirm the SMS code',
      path: `/payWay?${session}&amount=545000`,
      ready: (page) => shown(page, aria('Pay', 'button')),
      async act(page) {
        await tap(page, '::-p-text(BDO Unibank)');
        await tap(page, aria('Pay', 'button'));
        await shown(page, aria('Verification code', 'textbox'));
        await settle();
        await tap(page, aria('Verification code', 'textbox'));
        await page.keyboard.type('123456', { delay: 80 });
        await tap(page, aria('Confirm', 'button'));
        await shown(page, '::-p-text(Your repayment has been submitted)');
      },
    },
  ];
}

/** Makes a tab the phone Lighthouse's mobile runs emulate: its user agent, screen and touch. */
export async function emulateLighthousePhone(page: Page): Promise<void> {
  const screen = constants.screenEmulationMetrics.mobile!;
  await page.emulate({
    userAgent: constants.userAgents.mobile,
    viewport: {
      width: screen.width,
      height: screen.height,
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    },
  });
}

/**
 * Runs `flow` on a fresh tab of the page's browser at `url`, with the CPU slowed by `rate` and
 * Lighthouse's mobile network throttling, and returns its timespan's figures.
 */
export async function runFlow(page: Page, origin: string, flow: Flow, rate: number): Promise<FlowFigures> {
  const { throttling } = constants;
  // The same phone Lighthouse emulates in the timespan, from the first load on (touch included).
  await emulateLighthousePhone(page);
  await page.goto(`${origin}${flow.path}`, { waitUntil: 'networkidle0' });
  await flow.ready(page);
  const userFlow = await startFlow(page, {
    name: flow.name,
    config: {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: ['performance'],
        throttlingMethod: 'devtools',
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: rate },
      },
    },
  });
  await userFlow.startTimespan({ name: flow.name });
  await flow.act(page);
  await userFlow.endTimespan();
  const result = await userFlow.createFlowResult();
  const lhr = result.steps[0]!.lhr;
  if (lhr.runtimeError) throw new Error(`${flow.name}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    inpMs: Math.round(audit('interaction-to-next-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
  };
}
