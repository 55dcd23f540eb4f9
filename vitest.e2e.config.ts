import { defineConfig } from 'vitest/config';

/**
 * The e2e files that edit the project's own files while they run (a screen's JSON, app.json), as an
 * operator does on the dev server. They are a project of their own, `e2e-edits`, so that the README's
 * test command can run the other e2e files beside the unit tests, which read those files.
 */
const EDITS_PROJECT_FILES = [
  'tests/e2e/workbench.e2e.ts',
  'tests/e2e/workbench-ships.e2e.ts',
  'tests/e2e/workbench-panel.e2e.ts',
  'tests/e2e/dev-reload.e2e.ts',
];

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
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page under load (the unit tests run beside these) can take seconds to navigate or answer:
    // a poll waits as long as a borrower would, not vitest's default of one second.
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: false,
    isolate: false,
    maxWorkers: 1,
    projects: [
      {
        extends: true,
        test: { name: 'e2e', include: ['tests/e2e/**/*.e2e.ts'], exclude: EDITS_PROJECT_FILES },
      },
      { extends: true, test: { name: 'e2e-edits', include: EDITS_PROJECT_FILES } },
    ],
  },
});
