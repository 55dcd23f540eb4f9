/** Work that waits for the borrower and the browser (warming up code likely needed next). */

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** What counts as the borrower starting to use the page: a touch, a click or a key. */
const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

let firstInput: Promise<void> | undefined;

/** Resolves at the borrower's first touch, click or key press on the page (at once after it). */
function afterFirstInput(w: Window): Promise<void> {
  firstInput ??= new Promise((resolve) => {
    const done = () => {
      for (const type of INPUT_EVENTS) w.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INPUT_EVENTS) w.addEventListener(type, done, { capture: true, passive: true });
  });
  return firstInput;
}

/**
 * Runs `fn` once the borrower has first touched, clicked or typed on the page, and the browser has
 * painted the current frame and is idle; returns a cancel function. Warm-ups wait for a first input
 * because a low-tier phone on a slow network spends the first seconds on the screen it opens: code
 * fetched and compiled then (dialogs, pop-ups, wheels) competes with that screen, and a borrower who
 * only reads it never needs them. A first tap starts them, well before a dialog it leads to opens
 * (that waits for the server's answer).
 */
export function whenIdle(fn: () => void): () => void {
  // Drawn on the server: no borrower, nothing to warm up.
  if (typeof window === 'undefined') return () => undefined;
  const w = window as IdleWindow;
  let cancelled = false;
  let cancel = () => {};
  const idle = () => {
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const handle = w.requestIdleCallback(fn, { timeout: 3000 });
      cancel = () => w.cancelIdleCallback!(handle);
    } else {
      const handle = setTimeout(fn, 500);
      cancel = () => clearTimeout(handle);
    }
  };
  // A task queued from a frame callback runs after that frame is painted.
  const afterPaint = () => {
    const handle = setTimeout(idle, 0);
    cancel = () => clearTimeout(handle);
  };
  void afterFirstInput(w).then(() => {
    if (cancelled) return;
    if (typeof w.requestAnimationFrame === 'function') {
      const frame = w.requestAnimationFrame(afterPaint);
      cancel = () => w.cancelAnimationFrame(frame);
    } else afterPaint();
  });
  return () => {
    cancelled = true;
    cancel();
  };
}
