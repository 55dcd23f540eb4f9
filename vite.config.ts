import { defineConfig, type Plugin } from 'vite';
import type { HttpHandler } from 'msw';
import react from '@vitejs/plugin-react';
import { workbench } from './scripts/workbench-server/workbench-server';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the production build goes: `dist/`, or `DIST_DIR` (so that parallel builds do not clash). */
const outDir = resolve(import.meta.dirname, process.env.DIST_DIR ?? 'dist');
import { execFile, execFileSync } from 'node:child_process';

/** Fails the build when a screen config is invalid, naming the file, the JSON path and what was expected. */
function validateConfigs(): Plugin {
  return {
    name: 'validate-screen-configs',
    apply: 'build',
    buildStart() {
      try {
        execFileSync(
          process.execPath,
          [
            join(import.meta.dirname, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
            join(import.meta.dirname, 'scripts', 'descriptors', 'validate.ts'),
          ],
          {
            cwd: import.meta.dirname,
            stdio: 'pipe',
            encoding: 'utf8',
          },
        );
      } catch (error) {
        const output = (error as { stdout?: string }).stdout ?? String(error);
        this.error(`invalid screen configs:\n${output}`);
      }
    },
  };
}

/**
 * `npm start`: what the editor schemas and registries are made from (routes, fragments, the endpoint
 * catalogue, bridge messages, widget and action schemas) is watched, and `npm run generate` runs again
 * when it changes, so an operator's editor knows a new route or fragment at once.
 */
function regenerateOnChange(): Plugin {
  const root = import.meta.dirname;
  const watched = [
    /screen-configs[\\/]routes\.json$/,
    /screen-configs[\\/]fragments[\\/][^\\/]+\.json$/,
    /src[\\/]api[\\/]endpoints\.ts$/,
    /src[\\/]bridge[\\/]message-types\.ts$/,
    /src[\\/](widgets|actions)[\\/][^\\/]+[\\/]schema\.ts$/,
    /src[\\/]api[\\/]contracts[\\/][^\\/]+\.ts$/,
  ];
  return {
    name: 'regenerate-on-change',
    apply: 'serve',
    configureServer(server) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let running = false;
      let again = false;
      const generate = () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        execFile(
          process.execPath,
          [
            join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
            join(root, 'scripts', 'generate', 'generate.ts'),
          ],
          { cwd: root, encoding: 'utf8' },
          (error, stdout, stderr) => {
            running = false;
            if (error) server.config.logger.error(`npm run generate failed:\n${stderr || stdout}`);
            else server.config.logger.info(stdout.trim(), { timestamp: true });
            if (again) {
              again = false;
              generate();
            }
          },
        );
      };
      const changed = (file: string) => {
        if (!watched.some((pattern) => pattern.test(file))) return;
        clearTimeout(timer);
        timer = setTimeout(generate, 200);
      };
      server.watcher.on('change', changed);
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
    },
  };
}

/**
 * `npm start`: the mock backend's pages (agreements, generated pictures) for what the browser's mock
 * worker never sees. MSW's worker lets page loads through (an agreement in a frame, a link that opens
 * one), which Vite would answer with the app's own page. Here they are answered by the same handlers
 * and fake backend as scripts/serve/serve.ts answers them for the production build.
 */
function mockPages(): Plugin {
  return {
    name: 'mock-pages',
    apply: 'serve',
    configureServer(server) {
      let handlers: Promise<HttpHandler[]> | undefined;
      const load = async () => {
        const { createBackend } = (await server.ssrLoadModule(
          '/mocks/backend.ts',
        )) as typeof import('./mocks/backend');
        const { createHandlers } = (await server.ssrLoadModule(
          '/mocks/handlers.ts',
        )) as typeof import('./mocks/handlers');
        return createHandlers(createBackend('default'));
      };
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        if (!url.pathname.startsWith('/mock-assets/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next();
          return;
        }
        void (async () => {
          const { getResponse } = await import('msw');
          const response = await getResponse(
            await (handlers ??= load()),
            new Request(url, { method: req.method }),
          );
          if (!response || response.type === 'error') {
            res.statusCode = 404;
            res.end();
            return;
          }
          const body = Buffer.from(await response.arrayBuffer());
          response.headers.forEach((value, key) => res.setHeader(key, value));
          res.statusCode = response.status;
          res.end(req.method === 'HEAD' ? undefined : body);
        })().catch(next);
      });
    },
  };
}

/** Keeps the mock service worker (copied from public/) out of the production build. */
function dropMockWorker(): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    closeBundle() {
      rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * Leaves axios's fetch adapter out of the production bundle (about 3 kB gzip, and work at start-up):
 * axios tries its XMLHttpRequest adapter first, which every browser has, so the fetch one is never
 * used. Should it be asked for, axios says it is not supported here. It runs before Vite's own
 * resolver (`enforce: 'pre'`), which would otherwise resolve the import first.
 */
function axiosWithoutFetch(): Plugin {
  const stub = '\0axios-fetch-adapter';
  return {
    name: 'axios-without-fetch',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './fetch.js' &&
        importer &&
        /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)
      )
        return stub;
      return null;
    },
    load(id) {
      return id === stub ? 'export const getFetch = () => false;' : null;
    },
  };
}

const MAIN = resolve(import.meta.dirname, 'src/app/main.tsx');
const BOOT = resolve(import.meta.dirname, 'src/app/boot-calls.ts');
/** antd-mobile's index re-exports every part: walking through it would tie them all to the shell. */
const BARREL = /[\\/]antd-mobile[\\/]es[\\/]index\.js$/;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `from` reaches through static imports (antd-mobile's index counts as a leaf). */
function staticClosure(from: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (BARREL.test(id)) continue;
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

let shellModules: Set<string> | undefined;
let bootModules: Set<string> | undefined;
/**
 * Two files every route page fetches at once, and nothing else before the screen's own widgets:
 * - `boot`: boot-calls and everything it imports (the API, bindings, conditions). It stays one file
 *   even where a lazily loaded part shares one of its modules, so the page's first script needs no
 *   other file before it can start the data calls.
 * - `shell`: everything else the entry needs at once, main.tsx included, so the shell is index.html's
 *   script itself (no entry file of its own to fetch first). Without the group the same code came in
 *   several files (React's JSX runtime, antd-mobile helpers, the engine, ...), each a request of its
 *   own on the slow network before anything could render. antd-mobile's parts in it are imported from
 *   their folders (not the index), so none is left outside to import the shell back
 *   (tests/e2e/build-output.e2e.ts checks that no files import each other in a circle).
 * The manifest then has no `index.html` key: scripts/size/size.ts finds the entry as the `shell` chunk.
 */
function startupChunk(id: string, graph: ModuleGraph): string | null {
  if (!shellModules || !bootModules) {
    const boot = (bootModules = staticClosure(BOOT, graph));
    shellModules = new Set([...staticClosure(MAIN, graph)].filter((m) => !boot.has(m)));
  }
  if (bootModules.has(id)) return 'boot';
  return shellModules.has(id) ? 'shell' : null;
}

/**
 * antd-mobile's default locale (for any part drawn outside the app's ConfigProvider) is Chinese; the
 * app speaks English. The build gives antd-mobile's config provider the English locale as its default,
 * and leaves the Chinese one out (about 1.3 kB gzip).
 */
function englishByDefault(): Plugin {
  return {
    name: 'antd-mobile-english-by-default',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../../locales/zh-CN' &&
        importer &&
        /[\\/]antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]config-provider\.js$/.test(importer)
      )
        return this.resolve('antd-mobile/es/locales/en-US', importer, { skipSelf: true });
      return null;
    },
  };
}

/**
 * react-router 7 lists only its development build in its package exports (remix-run/react-router#14102),
 * so a production build would ship its development checks and warnings. The build takes the same
 * version's production files, which the package carries beside them.
 */
function reactRouterProductionFiles(): Plugin {
  return {
    name: 'react-router-production-files',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const production = resolved.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');
      return production !== resolved.id && existsSync(production) ? production : resolved;
    },
  };
}

export default defineConfig({
  plugins: [
    reactRouterProductionFiles(),
    react(),
    validateConfigs(),
    regenerateOnChange(),
    workbench(),
    mockPages(),
    dropMockWorker(),
    axiosWithoutFetch(),
    englishByDefault(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    // Each widget's CSS travels with its code, so a route loads only its widgets' styles. The shell's
    // and the route's first widgets' stylesheets are inlined into each route page by
    // scripts/build/route-pages.ts: the first paint waits for no request.
    cssCodeSplit: true,
    // dist/.vite/manifest.json: which files each route needs (npm run size reads it).
    manifest: true,
    // Every browser the app supports (ES2020: Chromium 80+ web views) knows `modulepreload`: the
    // polyfill would only test for it at every start.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // A route page runs boot-calls on its own as soon as it arrives (scripts/build/route-pages.ts): the
      // screen's data calls start while the rest of the app is still downloading.
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        boot: resolve(import.meta.dirname, 'src/app/boot-calls.ts'),
      },
      output: {
        codeSplitting: {
          // Only the modules startupChunk names, not everything they import.
          includeDependenciesRecursively: false,
          groups: [{ name: startupChunk, priority: 10 }],
        },
      },
    },
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    // `npm start` compiles the app's and the workbench's modules while it starts: the first page opened
    // does not wait for each file to be compiled when the browser asks for it (2–3 s sooner here).
    warmup: {
      clientFiles: ['./src/app/main.tsx', './src/preview/main.tsx', './src/preview/monaco-setup.ts'],
    },
    // Builds (dist/, DIST_DIR folders), generated pages (public/legal/, rewritten by every
    // `npm run generate`) and test output are not sources: writing them reloads no page.
    watch: {
      ignored: ['**/dist/**', '**/dist-*/**', '**/public/legal/**', '**/test-results/**', '**/gallery/**'],
    },
  },
  preview: { port: 4173, host: '127.0.0.1' },
});
