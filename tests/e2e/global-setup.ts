/**
 * Once per e2e run: one Vite dependency cache for the files that start the dev server (dev-reload,
 * workbench), so that only the first of them pre-bundles the dependencies. Removed after the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Vite dependency cache the dev-server e2e files share. */
    devCacheDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const devCacheDir = mkdtempSync(join(tmpdir(), 'dev-app-vite-'));
  project.provide('devCacheDir', devCacheDir);
  return () => rmSync(devCacheDir, { recursive: true, force: true });
}
