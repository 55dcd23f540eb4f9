/** Entry: capture the session, build the store and engine, start the mock backend in dev, render. */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd-mobile/es/global';
import './styles.css';
import { App } from './app';
import { appSettings } from './configs';
import { applyTheme } from './theme';
import { createEngineConfig } from './engine-config';
import { makeStore, actions, selectSession } from '../store';
import { captureSession, historyKeeper, startSession } from '../api/session';
import { chooseLanguage, ENGLISH_ONLY, phoneLanguages } from './language/choose';
import { loadLanguage, showLanguage } from './language/app-language';
import { loadDialogView } from '../engine/view/ui-host';
import { whenIdle } from '../engine/widget-api';
import { nextTask } from './next-task';

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
}

/**
 * A route page's static frame (scripts/build/route-pages.ts) stays until the app has drawn the screen
 * behind it (its body or its error, not the skeleton), and gives way in the same frame: the app's
 * root, laid out behind it all along, is shown where the frame was.
 */
function replaceFrameWhenDrawn(root: HTMLElement): void {
  if (!root.hasAttribute('data-framed')) return;
  const observer = new MutationObserver(() => {
    if (!root.querySelector('main:not([aria-busy="true"])')) return;
    observer.disconnect();
    for (const frame of document.querySelectorAll('.static-frame')) frame.remove();
    root.removeAttribute('data-framed');
    document.documentElement.removeAttribute('data-frame');
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
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
  const store = makeStore({ storage: window.sessionStorage });
  store.dispatch(actions.route.sessionCaptured(session));
  // The visit's language, kept in the session like the shell's own `lang` (docs/contracts.md §4).
  const code = chooseLanguage(session.lang, phoneLanguages(), appSettings.languages ?? ENGLISH_ONLY);
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
  // A route page (scripts/build/route-pages.ts) is drawn with its screen's header before the app starts.
  const rootElement = document.getElementById('root')!;
  const bootScreen = rootElement.dataset.bootScreen;
  if (bootScreen)
    config.boot = {
      screen: bootScreen,
      title: rootElement.querySelector('.screen-title')?.textContent ?? '',
      header: rootElement.querySelector('.screen-header') !== null,
    };
  replaceFrameWhenDrawn(rootElement);
  await nextTask();
  // The first render is a transition, which React draws in slices: on a slow phone the page drawn before
  // any script ran stays responsive while the app starts, instead of one long task.
  startTransition(() =>
    createRoot(rootElement).render(<App config={config} store={store} language={language} />),
  );
  afterFirstScreen(rootElement, () => {
    // The phone's reports (the release it runs, what it refused, the field's web vitals) start at the
    // borrower's first touch, or a few seconds after the screen is drawn for one who only reads: every
    // session reports, and their code (the channel and web-vitals, about 5 kB) never competes with
    // the first screen's own code, data and pictures on a slow network. web-vitals reads the
    // browser's buffered entries, so what happened before it loaded still counts.
    atFirstInputOr(
      REPORTS_LATEST_MS,
      () =>
        void import('./telemetry/start')
          // In a task after the one that ran the module's code.
          .then(async ({ startAppTelemetry }) => {
            await nextTask();
            return startAppTelemetry(() => selectSession(store.getState()), opened);
          })
          .catch(() => undefined),
    );
    // As every warm-up, once the borrower has first touched the page and the browser is idle: fetch
    // the dialog code, so that a dialog still opens if the network goes away.
    whenIdle(() => void loadDialogView().catch(() => undefined));
  });
}

// In a task of its own, after the one that ran the app's code.
void nextTask().then(main);
