import { existsSync } from 'node:fs';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** react-router's production files, inside its package. */
const PRODUCTION_FILE = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.m?js$/;

/**
 * react-router 7 lists only its development build in its package exports (remix-run/react-router#14102),
 * so a production build would ship its development checks and warnings. The build takes the same
 * version's production files, which the package carries beside them.
 *
 * Those files keep every component the bundler meets, used or not (`Link`, `NavLink`, `Form`, their
 * prefetching and submission code: about 4 kB gzip of the shell): each is made by a call to React
 * (`forwardRef`, `memo`, `createContext`) the bundler cannot know is pure, and then given a
 * `displayName`, a write to that object it must keep. The build marks those calls pure, as React's
 * own build annotates its calls, and leaves the names out: they are for React's developer tools, and
 * React's production build prints none. What the app uses runs unchanged.
 */
export function reactRouterProductionFiles(): Plugin {
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
    transform(code, id) {
      if (!PRODUCTION_FILE.test(id)) return null;
      const out = withUnusedComponentsDroppable(code);
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}

/** React's calls that make a component or a context, as react-router's bundle writes them (`React10.forwardRef(`). */
const COMPONENT_CALL = /\bReact\d*\.(?:forwardRef|memo|createContext)\(/g;
/** A statement of its own that names a component or a context: `Link.displayName = "Link";`. */
const DISPLAY_NAME = /^[ \t]*[\w$]+\.displayName = "[^"\n]*";[ \t]*$/gm;

/** The file with React's component calls marked pure and the display names left out. */
function withUnusedComponentsDroppable(code: string): MagicString {
  const out = new MagicString(code);
  for (const call of code.matchAll(COMPONENT_CALL)) out.appendLeft(call.index, '/* @__PURE__ */ ');
  for (const name of code.matchAll(DISPLAY_NAME)) out.remove(name.index, name.index + name[0].length);
  return out;
}
