/** Production build of the benchmark page (page/) into dist-bench/ at the root: `npm run bench` builds and drives it. */
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
  },
});
