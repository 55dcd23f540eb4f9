import type { Plugin } from 'vite';

/**
 * Leaves axios's fetch adapter out of the production bundle (about 3 kB gzip, and work at start-up):
 * axios tries its XMLHttpRequest adapter first, which every browser has, so the fetch one is never
 * used. Should it be asked for, axios says it is not supported here. It runs before Vite's own
 * resolver (`enforce: 'pre'`), which would otherwise resolve the import first.
 */
export function axiosWithoutFetch(): Plugin {
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
