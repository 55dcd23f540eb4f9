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
    // A test may wait this long: the README's test command runs these tests beside the e2e tests, and
    // on a busy machine a screen test can take several times what it takes alone.
    testTimeout: 20_000,
    maxWorkers: 2,
    // Each file in a worker thread rather than a child process: the same isolation, and the whole
    // run takes about a sixth less time and CPU on this machine (171 s -> 144 s).
    pool: 'threads',
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
          // antd-mobile's index imports each of its parts, hundreds of modules a file would evaluate
          // one by one: bundled once into one module, it loads in about 0.25 s per file instead of 0.65.
          // Its stylesheets are left out, as Vitest leaves out CSS (a document here has no layout).
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: ['antd-mobile'],
                rolldownOptions: {
                  plugins: [
                    {
                      name: 'no-css',
                      resolveId: (id: string) => (id.endsWith('.css') ? '\0no-css' : null),
                      load: (id: string) => (id === '\0no-css' ? '' : null),
                    },
                  ],
                },
              },
            },
          },
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx', 'tests/screens/**/*.test.tsx'],
        },
      },
    ],
  },
});
