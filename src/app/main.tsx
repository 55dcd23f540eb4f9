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
import { showLanguage } from './language/app-language';
import { loadPack } from './language/pack';
import { loadDialogView } from '../engine/view/ui-host';
import { whenIdle } from '../engine/widget-api';
import { nextTask } from './next-task';

/**
 * Runs `fn` once the first screen is drawn (its body or its error, not the skeleton) or after `latestMs`
 * whatever happens, then, as every warm-up (`whenIdle`), once the borrower has first touched the page
 * and the browser is idle: warm-ups never compete with the screen's own code, data and paint.
 */
function afterFirstScreen(root: Element, fn: () => void, latestMs = 5000): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(latest);
    whenIdle(fn);
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
  const pack = await loadPack(code);
  await nextTask();
  const config = createEngineConfig(() => selectSession(store.getState()));
  // A route page (scripts/build/route-pages.ts) is drawn with its screen's header before the app starts.
  const rootElement = document.getElementById('root')!;
  const bootScreen = rootElement.dataset.bootScreen;
  const bootTitle = rootElement.querySelector('.screen-title')?.textContent ?? '';
  if (bootScreen && bootTitle) config.boot = { screen: bootScreen, title: bootTitle };
  await nextTask();
  // The first render is a transition, which React draws in slices: on a slow phone the page drawn before
  // any script ran stays responsive while the app starts, instead of one long task.
  startTransition(() =>
    createRoot(rootElement).render(<App config={config} store={store} language={{ code, pack }} />),
  );
  // Once the screen is up, fetch the dialog code so a dialog still opens if the network goes away.
  afterFirstScreen(rootElement, () => void loadDialogView().catch(() => undefined));
}

// In a task of its own, after the one that ran the app's code.
void nextTask().then(main);
