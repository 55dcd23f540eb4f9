/** Production build of the benchmark page (bench/) into dist-bench/: `npm run bench` builds and drives it. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

export default defineConfig({
  root: resolve(import.meta.dirname, 'bench'),
  base: './',
  plugins: [react()],
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: resolve(import.meta.dirname, 'dist-bench'),
    emptyOutDir: true,
    target: 'es2020',
  },
});
