import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The fault suites: descriptor fuzzing, response faults, hostile URLs (jsdom, msw/node), in two
 * workers (Vitest's default on two cores is one).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/faults/global-setup.ts'],
    include: ['tests/faults/**/*.test.{ts,tsx}'],
    testTimeout: 120_000,
    maxWorkers: 2,
  },
});
