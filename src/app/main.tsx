/** Entry: capture the session, build the store and engine, start the mock backend in dev, render. */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'antd-mobile/es/global';
import './styles.css';
import { App } from './app';
import { appSettings, PERSISTED_STATE_KEY } from './configs';
import { applyTheme } from './theme';
import { createEngineConfig } from './engine-config';
import { makeStore, actions, selectSession } from '../store';
import { captureSession, historyKeeper, startSession } from '../api/session';
import { chooseLanguage, ENGLISH_ONLY, phoneLanguages } from './language/choose';
import { loadLanguage, showLanguage } from './language/app-language';
import { loadDialogView } from '../engine/view/ui-host';
import { whenIdle } from '../engine/widget-api';
import { REPORTS_START_MARK } from './start-marks';
import { nextTask } from './next-task';
import { languageOf } from './language/choose';

/**
 * Runs `fn` once the first screen is drawn (its body or its error, not the skeleton) and painted, or
 * after `latestMs` whatever happens.
 */
function afterFirstScreen(root: Element, fn: () => void, latestMs = 5000): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(latest);
    // A task queued from a frame callback runs after that frame is painted.
    requestAnimationFrame(() => setTimeout(fn, 0));
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector('main[aria-busy="false"]')) run();
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const latest = setTimeout(run, latestMs);
  // A page the server drew may show its screen already.
  if (root.querySelector('main[aria-busy="false"]')) run();
}

/** The tap public/tap-keeper.js kept on the page before the app ran. */
interface KeptTaps {
  taps: Element[];
  closed: boolean;
}

/** Ends public/tap-keeper.js's watch; the tap it kept, if any, and still on the page. */
function takeKeptTap(): HTMLElement | null {
  const page = window as Window & { keptTaps?: KeptTaps };
  // Closed before the keeper arrives, if it comes late: it then keeps nothing.
  const kept = (page.keptTaps ??= { taps: [], closed: true });
  kept.closed = true;
  const tap = kept.taps.splice(0)[0];
  return tap instanceof HTMLElement && tap.isConnected ? tap : null;
}

/** How long after the first screen a borrower who does not touch it waits for the phone's reports to start. */
const REPORTS_LATEST_MS = 5000;

/** What counts as the borrower starting to use the page: a touch, a click or a key. */
const FIRST_INPUT = ['pointerdown', 'touchstart', 'keydown'] as const;

/** Runs `fn` at the borrower's first touch, click or key press, or after `latestMs` if none comes. */
function atFirstInputOr(latestMs: number, fn: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(latest);
    for (const type of FIRST_INPUT) window.removeEventListener(type, run, true);
    fn();
  };
  const latest = setTimeout(run, latestMs);
  for (const type of FIRST_INPUT) window.addEventListener(type, run, { capture: true, passive: true });
}

async function main() {
  // public/webview-check.js found a web view older than the app's floor and says to update it.
  if (document.documentElement.dataset.webview === 'too-old') return;
  // The brand from app.json, before anything is drawn (the route pages inline the same variables).
  applyTheme(document.documentElement, appSettings.theme);
  if (import.meta.env.DEV && import.meta.env.VITE_MOCK !== 'off') {
    const { startMockWorker } = await import('../../mocks/browser');
    await startMockWorker();
  }
  // Start-up comes in short parts, each in a task of its own: on a slow phone the page drawn before any
  // script ran can still scroll or take a tap in between.
  await nextTask();
  // The route the page was opened on, as web vitals name it (its path and hash, never its query).
  const { pathname, search, hash } = window.location;
  const opened = { pathname, search, hash };
  // The header secrets leave the address bar here; they stay in memory and in history state.
  const session = startSession(window);
  const store = makeStore({ storage: window.sessionStorage, persistKey: PERSISTED_STATE_KEY });
  store.dispatch(actions.route.sessionCaptured(session));
  const rootElement = document.getElementById('root')!;
  // A page the server or the build drew (src/server/render-page.tsx): its screen, language and answers,
  // read by the code only such a page loads (./hydrate.ts, asked for by the page itself).
  const hydration = rootElement.hasAttribute('data-server') ? await import('./hydrate') : null;
  let served = hydration?.servedState(rootElement) ?? null;
  const settings = appSettings.languages ?? ENGLISH_ONLY;
  // The visit's language, kept in the session like the shell's own `lang` (docs/contracts.md §4); on
  // a page the server drew, the one it chose. The build draws its pages in app.json's language only.
  const code =
    (served && !served.prerendered && languageOf(served.language, settings)) ||
    chooseLanguage(session.lang, phoneLanguages(), settings);
  // A visit in another language than the build's page: the app draws the screen in the visit's.
  if (served?.prerendered && served.language !== code) served = null;
  if (session.lang !== code)
    store.dispatch(
      actions.route.sessionCaptured(captureSession(`?lang=${code}`, window.sessionStorage, historyKeeper())),
    );
  showLanguage(code);
  // Its pack and translating code, or English when they do not come in time (language/fallback.ts).
  const language = await loadLanguage(code);
  if (language.code !== code) showLanguage(language.code);
  await nextTask();
  const config = createEngineConfig(() => selectSession(store.getState()));
  if (served && hydration) {
    // Its opening calls take the server's answers, its pictures the addresses the server drew.
    const first = await hydration.hydratable(served, { config, store, language });
    await nextTask();
    if (first) {
      // React hydrates the server's markup in slices, and replays a tap made on it meanwhile; a tap
      // made before this code ran (tap-keeper.js) is given to it now, which hydrates what it touches.
      const tap = takeKeptTap();
      hydrateRoot(rootElement, <App config={config} store={store} language={language} first={first} />);
      tap?.click();
      afterStart(rootElement, store, opened);
      return;
    }
  }
  // A tap on a page drawn again here has nothing left to act on.
  takeKeptTap();
  if (rootElement.hasAttribute('data-server')) {
    // The address shows another screen than the page holds (a hash route), or in another language:
    // drawn here afresh.
    rootElement.removeAttribute('data-server');
    rootElement.textContent = '';
  }
  // A route page (scripts/build/route-pages.ts) is drawn with its screen's header before the app starts.
  const bootScreen = rootElement.dataset.bootScreen;
  if (bootScreen)
    config.boot = {
      screen: bootScreen,
      title: rootElement.querySelector('.screen-title')?.textContent ?? '',
      header: rootElement.querySelector('.screen-header') !== null,
    };
  await nextTask();
  // The first render is a transition, which React draws in slices: on a slow phone the page drawn before
  // any script ran stays responsive while the app starts, instead of one long task.
  startTransition(() =>
    createRoot(rootElement).render(<App config={config} store={store} language={language} />),
  );
  afterStart(rootElement, store, opened);
}

/** What starts once the first screen is drawn: the phone's reports and the dialog code's warm-up. */
function afterStart(
  rootElement: HTMLElement,
  store: ReturnType<typeof makeStore>,
  opened: { pathname: string; search: string; hash: string },
): void {
  afterFirstScreen(rootElement, () => {
    // The phone's reports (the release it runs, what it refused, the field's web vitals) start at the
    // borrower's first touch, or a few seconds after the screen is drawn for one who only reads: every
    // session reports, and their code (the channel and web-vitals, about 5 kB) never competes with
    // the first screen's own code, data and pictures on a slow network. web-vitals reads the
    // browser's buffered entries, so what happened before it loaded still counts.
    atFirstInputOr(REPORTS_LATEST_MS, () => {
      performance.mark(REPORTS_START_MARK);
      void import('./reports')
        // In a task after the one that ran the module's code.
        .then(async ({ startReports }) => {
          await nextTask();
          return startReports(() => selectSession(store.getState()), opened);
        })
        .catch(() => undefined);
    });
    // As every warm-up, once the borrower has first touched the page and the browser is idle: fetch
    // the dialog code, so that a dialog still opens if the network goes away.
    whenIdle(() => void loadDialogView().catch(() => undefined));
  });
}

// In a task of its own, after the one that ran the app's code.
void nextTask().then(main);
