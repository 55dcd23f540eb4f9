import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Keeps the mock service worker (copied from public/) out of the production build in `outDir`. */
export function dropMockWorker(outDir: string): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    closeBundle() {
      rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
