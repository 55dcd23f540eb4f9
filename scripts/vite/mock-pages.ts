import type { HttpHandler } from 'msw';
import type { Plugin } from 'vite';

/**
 * `npm start`: the mock backend's pages (agreements, generated pictures) for what the browser's mock
 * worker never sees. MSW's worker lets page loads through (an agreement in a frame, a link that opens
 * one), which Vite would answer with the app's own page. Here they are answered by the same handlers
 * and fake backend as scripts/serve/serve.ts answers them for the production build.
 */
export function mockPages(): Plugin {
  return {
    name: 'mock-pages',
    apply: 'serve',
    configureServer(server) {
      let handlers: Promise<HttpHandler[]> | undefined;
      const load = async () => {
        const { createBackend } = (await server.ssrLoadModule(
          '/mocks/backend.ts',
        )) as typeof import('../../mocks/backend');
        const { createHandlers } = (await server.ssrLoadModule(
          '/mocks/handlers.ts',
        )) as typeof import('../../mocks/handlers');
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
