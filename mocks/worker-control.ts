/**
 * Whether the mock worker controls the page, and what to do when it does not. A page the browser
 * loaded past the worker (after a hard reload, and now and then when the tab comes back to the app
 * from another page) sends its calls on to the dev server, which knows none of them: it is loaded
 * again, once, before anything is drawn. MSW reloads such a page itself only when it is uncontrolled
 * as the worker starts.
 */

/** The flag that says this tab already reloaded once to come under the worker's control. */
export const RELOADED_KEY = 'mock.reloaded-for-worker';

export interface WorkerControlPage {
  /** Whether a service worker controls the page (`navigator.serviceWorker.controller`). */
  controlled: boolean;
  store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  reload(): void;
  warn(message: string): void;
}

/**
 * 'controlled' when the worker has the page; 'reloading' when the page is loaded again (the caller
 * then draws nothing); 'uncontrolled' after one reload did not help (a warning says where calls go).
 */
export function ensureWorkerControl(page: WorkerControlPage): 'controlled' | 'reloading' | 'uncontrolled' {
  if (page.controlled) {
    page.store?.removeItem(RELOADED_KEY);
    return 'controlled';
  }
  if (page.store && !page.store.getItem(RELOADED_KEY)) {
    page.store.setItem(RELOADED_KEY, '1');
    page.reload();
    return 'reloading';
  }
  page.warn('[mock] the mock worker does not control this page: its calls go to the dev server');
  return 'uncontrolled';
}
