/**
 * The ports the project's servers listen on, in one place: the dev server (`npm start`, the workbench
 * at its `/__preview`), the mock server that serves a build (`npm run serve:mock`, `vite preview`),
 * the production server (`npm run serve`; `PORT` overrides it) and the tests' servers, which take any
 * free port so that runs side by side never clash.
 */
export const LISTEN_PORTS = {
  /** `npm start` / `npm run dev`: the app on the mock backend, and the workbench at `/__preview`. */
  dev: 5173,
  /** A built `dist/` on the mock backend: `npm run serve:mock` (scripts/serve/serve.ts) and `vite preview`. */
  mock: 4173,
  /** `npm run serve`: the production server, unless `PORT` names another (docs/deployment.md). */
  production: 8080,
  /** Tests, the size and Lighthouse runs: the system picks a free port. */
  anyFree: 0,
} as const;
