import type { ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { DEEP_LINK, printDeepLink } from './print-deep-link';

/** The parts of a dev server the plugin touches, printing into `lines`. */
function fakeServer(local: string[] | null, lines: string[]) {
  return {
    resolvedUrls: local ? { local, network: [] } : null,
    printUrls: () => lines.push(...(local ?? []).map((url) => `Local: ${url}`)),
    config: { logger: { info: (line: string) => lines.push(line) } },
  } as unknown as ViteDevServer;
}

describe('print-deep-link', () => {
  it("prints the README's deep link under each address the server listens on", () => {
    const lines: string[] = [];
    const server = fakeServer(['http://127.0.0.1:5173/'], lines);
    const plugin = printDeepLink();
    (plugin.configureServer as (s: ViteDevServer) => void)(server);
    server.printUrls();
    expect(DEEP_LINK).toBe('/bindBank?product_id=1');
    expect(lines[0]).toBe('Local: http://127.0.0.1:5173/');
    expect(lines[1]).toContain('Deep link: http://127.0.0.1:5173/bindBank?product_id=1');
    expect(lines).toHaveLength(2);
  });

  it('on another port too, and nothing more when the server listens nowhere', () => {
    const lines: string[] = [];
    const server = fakeServer(['http://127.0.0.1:5174/'], lines);
    (printDeepLink().configureServer as (s: ViteDevServer) => void)(server);
    server.printUrls();
    expect(lines[1]).toContain('http://127.0.0.1:5174/bindBank?product_id=1');
    const none: string[] = [];
    const idle = fakeServer(null, none);
    (printDeepLink().configureServer as (s: ViteDevServer) => void)(idle);
    idle.printUrls();
    expect(none).toEqual([]);
  });
});
