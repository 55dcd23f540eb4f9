import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { BUILD_CHECKS } from './scripts/vite/build-checks.ts';

/*
 * The production server's build (`npm run build` runs it after the browser's): src/server/main.ts and
 * everything it draws with (the app's engine, widgets, copy, the embedded mock backend) in one module
 * for Node, in dist-server/ (never served). Fastify and its plugins stay packages the server imports
 * (the image installs the dependencies without the development ones: docs/deployment.md).
 */
export default defineConfig({
  plugins: [react()],
  // React, React Redux and RTK in their production builds, whatever NODE_ENV the server is started
  // with: an SSR build leaves `process.env.NODE_ENV` to run time, and the development builds render
  // several times slower (and check every state change).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The app's modules import stylesheets Node cannot load: everything is bundled but the server's own
  // framework.
  ssr: {
    noExternal: true,
    external: ['fastify', '@fastify/compress', '@fastify/reply-from', '@fastify/static'],
  },
  build: {
    ssr: resolve(import.meta.dirname, 'src/server/main.ts'),
    outDir: resolve(import.meta.dirname, process.env.SERVER_DIR ?? 'dist-server'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rolldownOptions: { checks: BUILD_CHECKS, output: { codeSplitting: false, entryFileNames: 'server.js' } },
  },
});
