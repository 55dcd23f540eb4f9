/**
 * The static pages' renderer for the route pages: the server's own render function
 * (src/server/render-page.tsx, `renderStaticPage`), built for Node by Vite (the app's engine, widgets
 * and copy; their stylesheets left out, the page has them) into a folder of its own, and run once per
 * route at build time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { StaticPage } from '../../src/server/render-page';
import type { ReporterPort } from '../../src/engine/ports';

const root = resolve(import.meta.dirname, '../..');
const ENTRY = 'src/server/render-page.tsx';

/** Draws pages: `page(pathname)`; `close()` removes the built module. */
export interface PageDrawer {
  page(pathname: string): Promise<StaticPage>;
  close(): void;
}

/** Builds the render module and loads it. */
export async function pageDrawer(): Promise<PageDrawer> {
  const outDir = mkdtempSync(join(tmpdir(), 'static-pages-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    // Drawn by the production builds of React and the store, as the server draws (vite.server.config.ts).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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
  const module = (await import(pathToFileURL(join(outDir, 'render-page.js')).href)) as {
    renderStaticPage(pathname: string, reporter: ReporterPort): Promise<StaticPage>;
  };
  const reporter: ReporterPort = {
    warn: (problem) => console.warn(`static page: ${problem.message}`),
  };
  return {
    page: (pathname) => module.renderStaticPage(pathname, reporter),
    close: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
