import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { resolve } from 'node:path';
import { workbench } from './scripts/workbench-server/workbench-server.ts';
import { axiosWithoutFetch } from './scripts/vite/axios-without-fetch.ts';
import { dropMockWorker } from './scripts/vite/drop-mock-worker.ts';
import { englishByDefault } from './scripts/vite/english-by-default.ts';
import { mockPages } from './scripts/vite/mock-pages.ts';
import { printDeepLink } from './scripts/vite/print-deep-link.ts';
import { reactRouterProductionFiles } from './scripts/vite/react-router-production-files.ts';
import { regenerateOnChange } from './scripts/vite/regenerate-on-change.ts';
import { BOOT, startupChunks } from './scripts/vite/startup-chunks.ts';
import { BUILD_CHECKS } from './scripts/vite/build-checks.ts';
import { validateConfigs } from './scripts/vite/validate-configs.ts';
import { LISTEN_PORTS } from './src/app/listen-ports.ts';
import { PAGE_REFERRER_POLICY } from './src/app/referrer-policy.ts';

/*
 * The app's build and dev server. Each plugin is a module of its own in scripts/vite/ (what it does
 * and why is written there); this file only says which run and how the output is laid out.
 */

/** Where the production build goes: `dist/`, or `DIST_DIR` (so that parallel builds do not clash). */
const outDir = resolve(import.meta.dirname, process.env.DIST_DIR ?? 'dist');

export default defineConfig({
  plugins: [
    // Build: checks and dependency choices.
    reactRouterProductionFiles(),
    react(),
    validateConfigs(),
    // Dev server: regenerated registries, the workbench at /__preview, the mock backend's pages, the
    // deep link printed with the server's addresses.
    regenerateOnChange(),
    workbench(),
    mockPages(),
    printDeepLink(),
    // Build: what stays out of dist/.
    dropMockWorker(outDir),
    axiosWithoutFetch(),
    englishByDefault(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    // The oldest web view the app supports, from package.json's `browserslist` (docs/deployment.md).
    target: browserslistToEsbuild(),
    sourcemap: false,
    // Each widget's CSS travels with its code, so a route loads only its widgets' styles. The shell's
    // and the route's first widgets' stylesheets are inlined into each route page by
    // scripts/build/route-pages.ts: the first paint waits for no request.
    cssCodeSplit: true,
    // dist/.vite/manifest.json: which files each route needs (npm run size reads it).
    manifest: true,
    // Every browser the app supports (package.json's `browserslist`) knows `modulepreload`: the
    // polyfill would only test for it at every start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A route page runs boot-calls on its own as soon as it arrives (scripts/build/route-pages.ts): the
      // screen's data calls start while the rest of the app is still downloading.
      input: { index: resolve(import.meta.dirname, 'index.html'), boot: BOOT },
      checks: BUILD_CHECKS,
      output: {
        codeSplitting: {
          // Only the modules the startup namer names (the `boot` and `shell` files), not everything they import.
          includeDependenciesRecursively: false,
          // The namer is a function: `debugName` labels the group in the bundler's timing report.
          groups: [{ name: startupChunks(), debugName: 'startup', priority: 10 }],
        },
      },
    },
  },
  server: {
    port: LISTEN_PORTS.dev,
    host: '127.0.0.1',
    // The address carries the session: a request names the page's origin at most (src/app/referrer-policy.ts).
    headers: { 'Referrer-Policy': PAGE_REFERRER_POLICY },
    // `npm start` compiles the app's and the workbench's modules while it starts: the first page opened
    // does not wait for each file to be compiled when the browser asks for it (2–3 s sooner here).
    warmup: {
      clientFiles: ['./src/app/main.tsx', './src/preview/main.tsx', './src/preview/monaco-setup.ts'],
    },
    // Builds (dist/, DIST_DIR folders), generated pages (public/legal/, rewritten by every
    // `npm run generate`) and test output are not sources: writing them reloads no page.
    watch: {
      ignored: ['**/dist/**', '**/dist-*/**', '**/public/legal/**', '**/test-results/**', '**/gallery/**'],
    },
  },
  preview: { port: LISTEN_PORTS.mock, host: '127.0.0.1' },
});
