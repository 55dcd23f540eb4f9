import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Unit and screen tests. Logic (`*.test.ts`) runs in Node, where a file starts in a fraction of the
 * time a document takes; a logic test that needs one says `// @vitest-environment jsdom` on its
 * first line. Components and screens (`*.test.tsx`) run in jsdom. Two workers: on a 2-core machine
 * Vitest's default is one, and the files spend much of their time waiting on timers and imports.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    setupFiles: ['tests/setup.ts'],
    maxWorkers: 2,
    exclude: ['**/node_modules/**', 'dist/**', 'tests/e2e/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'mocks/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx', 'tests/screens/**/*.test.tsx'],
        },
      },
    ],
  },
});
