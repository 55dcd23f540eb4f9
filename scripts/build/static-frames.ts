/**
 * Screens' static frames for the route pages: src/app/static-frame.tsx, built for Node by Vite (the
 * app's own engine, widgets and copy; their stylesheets left out, the page has them) into a folder
 * of its own, and run once per screen and language.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { FrameResult } from '../../src/app/static-frame';

const root = resolve(import.meta.dirname, '../..');
const ENTRY = 'src/app/static-frame.tsx';

/** Draws frames: `frame(screen, language)`; `close()` removes the built module. */
export interface FrameDrawer {
  frame(screen: string, language: string): Promise<FrameResult>;
  close(): void;
}

/** Builds the frame module and loads it. */
export async function frameDrawer(): Promise<FrameDrawer> {
  const outDir = mkdtempSync(join(tmpdir(), 'static-frames-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    // Everything in one file, antd-mobile included: Node cannot load its stylesheet imports itself.
    ssr: { noExternal: true },
    build: {
      ssr: join(root, ENTRY),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: { output: { codeSplitting: false } },
    },
  });
  const module = (await import(pathToFileURL(join(outDir, 'static-frame.js')).href)) as {
    staticFrame(screen: string, language: string): Promise<FrameResult>;
  };
  return {
    frame: (screen, language) => module.staticFrame(screen, language),
    close: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
