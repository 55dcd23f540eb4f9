/** The UI port on the store's UI queue (toasts, loading labels, dialogs, modals, the document viewer), and the browser's timers and clipboard. */
import { actions, type AppStore } from '../../store';
import type { DialogRequest, TimerPort, UiPort } from './action-context';
import { ENGLISH_WORDS, inOwnWords, type EngineWords } from '../words';

export const realTimers: TimerPort = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Copies text; web views without the Clipboard API get the older select-and-copy way. */
export async function browserClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy failed');
}

export type DialogChoice = 'confirm' | 'cancel';

/** The UI port, and the way the UI host settles a dialog once answered. */
export interface StoreUi extends UiPort {
  settleDialog(id: string, choice: DialogChoice): void;
}

/**
 * Builds the UI port: requests go to the store's UI queue; a dialog resolves when it is answered. A
 * toast of the engine's own word for a failure shows it in the engine's language (`words`).
 */
export function createUi(
  store: AppStore,
  timers: TimerPort,
  words: EngineWords | (() => EngineWords) = ENGLISH_WORDS,
): StoreUi {
  const wordsNow = typeof words === 'function' ? words : () => words;
  const pending = new Map<string, (choice: DialogChoice) => void>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}-${++counter}`;
  return {
    toast(text, options = {}) {
      if (!text) return;
      const id = nextId('toast');
      const duration = options.duration ?? 2000;
      store.dispatch(
        actions.ui.toastShown({ id, text: inOwnWords(text, wordsNow()), duration, icon: options.icon }),
      );
      timers.setTimeout(() => store.dispatch(actions.ui.toastHidden({ id })), duration);
    },
    loading(label) {
      const id = nextId('loading');
      store.dispatch(actions.ui.loadingStarted({ id, label }));
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        store.dispatch(actions.ui.loadingEnded({ id }));
      };
    },
    dialog(request: DialogRequest) {
      const id = nextId('dialog');
      store.dispatch(actions.ui.dialogOpened({ id, ...request }));
      return new Promise((resolve) => pending.set(id, resolve));
    },
    modal(id, open) {
      store.dispatch(actions.ui.modalToggled({ id, open }));
    },
    openDocument(url, title) {
      store.dispatch(actions.ui.documentOpened({ url, title }));
    },
    settleDialog(id, choice) {
      store.dispatch(actions.ui.dialogClosed({ id }));
      pending.get(id)?.(choice);
      pending.delete(id);
    },
  };
}
