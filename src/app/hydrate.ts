/**
 * What the browser needs only on a page the server (or the build) drew: reading the page's served
 * state and opening its first screen as the server opened it, so that React can hydrate the markup.
 * A module of its own, imported by src/app/main.tsx only when the page's root says it was drawn
 * (`data-server`): a page the app draws itself never loads it, and a drawn page asks for it at once
 * (a `modulepreload` beside its scripts: scripts/build/route-pages.ts).
 */
import type { EngineConfig } from '../engine/view/engine';
import type { AppStore } from '../store';
import type { AppLanguage } from './language/app-language';
import { knownScreen, routes } from './configs';
import { matchRoute } from './route-match';
import {
  openFirstScreen,
  readServedState,
  SERVED_STATE_ID,
  withServedAnswers,
  type FirstScreen,
  type ServedState,
} from './first-screen';

export type { ServedState };

/** The served state of a page the server drew, or null (a page it could not draw). */
export function servedState(root: HTMLElement): ServedState | null {
  if (!root.hasAttribute('data-server')) return null;
  return readServedState(document.getElementById(SERVED_STATE_ID)?.textContent);
}

/** How long the browser waits for its screen to reach what the server drew before it hydrates anyway. */
const HYDRATE_LATEST_MS = 3000;

/**
 * The screen the server drew, opened here as the server opened it (its opening calls take the
 * server's answers, its pictures the server's addresses), once its state is the one the server drew:
 * null when the address shows another screen or the screen cannot be opened (the app then draws the
 * page itself). `config` is the app's engine configuration: it takes the served answers and pictures.
 */
export async function hydratable(
  served: ServedState,
  { config, store, language }: { config: EngineConfig; store: AppStore; language: AppLanguage },
): Promise<FirstScreen | null> {
  config.api = withServedAnswers(config.api, served.answers);
  const pictures = served.pictures;
  if (pictures)
    config.inlinePicture = (path) =>
      Object.prototype.hasOwnProperty.call(pictures, path) ? pictures[path] : undefined;
  const { pathname, search, hash } = window.location;
  if (matchRoute(routes, { pathname, search, hash }, knownScreen).screen !== served.screen) return null;
  try {
    return await openFirstScreen({
      base: config,
      store,
      language,
      screen: served.screen,
      until: served.status,
      latestMs: HYDRATE_LATEST_MS,
    });
  } catch {
    return null;
  }
}
