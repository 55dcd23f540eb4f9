import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkConfigFolder, formatProblems } from './scripts/config-check';

/** Fails the build when a screen config is invalid, naming the file, the JSON path and what was expected. */
function validateConfigs(): Plugin {
  return {
    name: 'validate-screen-configs',
    async buildStart() {
      const problems = await checkConfigFolder(join(__dirname, 'screen-configs'));
      const errors = problems.filter((p) => p.level === 'error');
      if (errors.length) this.error(`invalid screen configs:\n${formatProblems(errors)}`);
    },
  };
}

/** Keeps the mock service worker (copied from public/) out of the production build. */
function dropMockWorker(): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    closeBundle() {
      rmSync(join(__dirname, 'dist', 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), validateConfigs(), dropMockWorker()],
  build: {
    target: 'es2020',
    sourcemap: false,
    cssCodeSplit: true,
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
});
