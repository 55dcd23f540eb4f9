import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests in Chromium, one file at a time: each drives a browser and a server, and two at
 * once on a 2-core machine take as long as one after the other. The files that start Vite's dev
 * server share one dependency cache (tests/e2e/global-setup.ts). The files share their imported
 * modules (the harness, the mock server) instead of importing them again each: those modules hold
 * nothing of a test, and every file starts its own servers and browser.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    isolate: false,
    maxWorkers: 1,
  },
});
