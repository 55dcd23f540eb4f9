/**
 * Bridges on fake hosts for the bridge tests: each one made here (or pushed to `bridges`) is
 * disposed after its test, and the console spies are restored.
 */
import { afterEach, vi } from 'vitest';
import { createBridge, createBridgeLog, type Bridge, type BridgeHost } from './index';

/** The bridges the running test made, disposed after it. */
export const bridges: Bridge[] = [];

/** A bridge on `host` with a log of its own (kept when `dev`). */
export function setup(host: BridgeHost = {}, dev = true) {
  const log = createBridgeLog();
  const bridge = createBridge(host, { dev, log });
  bridges.push(bridge);
  return { host, log, bridge };
}

/** Spies on the console that keep it quiet; the tests read what went to it. */
export function silenceConsole() {
  return {
    info: vi.spyOn(console, 'info').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  };
}

/** Disposes the test's bridges and restores the spies after each test of the file. */
export function disposeBridgesAfterEach(): void {
  afterEach(() => {
    for (const bridge of bridges.splice(0)) bridge.dispose();
    vi.restoreAllMocks();
  });
}
