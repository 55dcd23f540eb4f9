/**
 * The workbench on the dev server (`npm start` only; never in a build): its page at /__preview, the
 * config files it edits (./files.ts), the releases it makes and rolls back (./releases.ts) and the
 * collector phones report to (./collector.ts).
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { collector } from './collector.ts';
import { configFiles } from './files.ts';
import { releases } from './releases.ts';

/** A stylesheet of one of Monaco's parts, imported by the part's module. */
const MONACO_PART = /[\\/]monaco-editor[\\/]esm[\\/]/;
const NO_STYLE = '\0monaco-part-style';

/**
 * Monaco's parts import about 190 stylesheets of their own, which the dev server would serve one
 * request each before the editor shows. The workbench imports Monaco's one stylesheet of the same
 * rules instead (src/preview/monaco-setup.ts), and the parts' imports come to nothing, in the
 * dependency pre-bundling and outside it alike.
 */
const oneMonacoStylesheet = {
  name: 'one-monaco-stylesheet',
  resolveId: (source: string, importer?: string) =>
    importer && MONACO_PART.test(importer) && source.endsWith('.css') ? NO_STYLE : null,
  load: (id: string) => (id === NO_STYLE ? 'export {};' : null),
};

/** Where operators open the workbench; the dev server answers it with preview.html, its own entry. */
const WORKBENCH_PATH = '/__preview';

/** The dev server's workbench page and endpoints, and Monaco's stylesheets as one. */
export function workbench(): Plugin {
  const root = join(import.meta.dirname, '../..');
  return {
    name: 'workbench',
    apply: 'serve',
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [oneMonacoStylesheet] } } }),
    resolveId: oneMonacoStylesheet.resolveId,
    load: oneMonacoStylesheet.load,
    configureServer(server) {
      // Phones of the dev session report here (app.json's collector URL); the Releases panel counts them.
      collector().use(server.middlewares);
      // Before Vite's own pages: the workbench is not a route of the app, and the app never loads it.
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://dev');
        if (url.pathname === WORKBENCH_PATH) request.url = `/preview.html${url.search}`;
        next();
      });
      configFiles(root, server.middlewares);
      releases(root, server.middlewares);
    },
  };
}
