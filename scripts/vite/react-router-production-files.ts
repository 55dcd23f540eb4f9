import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * react-router 7 lists only its development build in its package exports (remix-run/react-router#14102),
 * so a production build would ship its development checks and warnings. The build takes the same
 * version's production files, which the package carries beside them.
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
  };
}
