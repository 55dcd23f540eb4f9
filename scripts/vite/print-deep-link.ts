import type { Plugin, ViteDevServer } from 'vite';

/**
 * `npm start`: the dev server's address alone (`http://127.0.0.1:5173/`) opens the official site,
 * with no session; the screens a developer works on open from the native shell's deep link. So the
 * server prints that link too, on every address it listens on, below Vite's own lines, each time it
 * prints them (a restart too): README.md's `http://127.0.0.1:5173/bindBank?product_id=1`.
 */
export const DEEP_LINK = '/bindBank?product_id=1';

/** The deep link on each of the server's local addresses (none before it listens). */
export function deepLinks(server: Pick<ViteDevServer, 'resolvedUrls'>, link = DEEP_LINK): string[] {
  return (server.resolvedUrls?.local ?? []).map((url) => new URL(link, url).href);
}

export function printDeepLink(link = DEEP_LINK): Plugin {
  return {
    name: 'print-deep-link',
    apply: 'serve',
    configureServer(server) {
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        for (const url of deepLinks(server, link))
          server.config.logger.info(`  ➜  Deep link: ${url}  (a screen as the native app opens it)`);
      };
    },
  };
}
