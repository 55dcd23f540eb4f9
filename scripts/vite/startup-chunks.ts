import { resolve } from 'node:path';
import { projectRoot } from './paths.ts';

/** The app's entry and the early data calls a route page runs first (scripts/build/route-pages.ts). */
const MAIN = resolve(projectRoot, 'src/app/main.tsx');
export const BOOT = resolve(projectRoot, 'src/app/boot-calls.ts');
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

/**
 * The chunk namer of the build's one code-splitting group. Two files every route page fetches at once,
 * and nothing else before the screen's own widgets:
 * - `boot`: boot-calls and everything it imports (the API, bindings, conditions). It stays one file
 *   even where a lazily loaded part shares one of its modules, so the page's first script needs no
 *   other file before it can start the data calls.
 * - `shell`: everything else the entry needs at once, main.tsx included, so the shell is index.html's
 *   script itself (no entry file of its own to fetch first). Without the group the same code came in
 *   several files (React's JSX runtime, antd-mobile helpers, the engine, ...), each a request of its
 *   own on the slow network before anything could render. antd-mobile's parts in it are imported from
 *   their folders (not the index), so none is left outside to import the shell back
 *   (tests/e2e/build-output.e2e.ts checks that no files import each other in a circle).
 * The manifest then has no `index.html` key: scripts/size/route-model.ts finds the entry as the `shell` chunk.
 * One namer per build: the module sets are worked out on its first call, from that build's graph.
 */
export function startupChunks(): (id: string, graph: ModuleGraph) => string | null {
  let shellModules: Set<string> | undefined;
  let bootModules: Set<string> | undefined;
  return (id, graph) => {
    if (!shellModules || !bootModules) {
      const boot = (bootModules = staticClosure(BOOT, graph));
      shellModules = new Set([...staticClosure(MAIN, graph)].filter((m) => !boot.has(m)));
    }
    if (bootModules.has(id)) return 'boot';
    return shellModules.has(id) ? 'shell' : null;
  };
}
