/**
 * Production build of the benchmark page (page/) into dist-bench/ at the root: `npm run bench` builds
 * and drives it; `npm run lighthouse` loads its hand-written screen alone (reference.html).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

export default defineConfig({
  root: resolve(import.meta.dirname, 'page'),
  base: './',
  plugins: [react()],
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: resolve(import.meta.dirname, '../../dist-bench'),
    emptyOutDir: true,
    target: 'es2020',
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'page/index.html'),
        reference: resolve(import.meta.dirname, 'page/reference.html'),
      },
    },
  },
});
