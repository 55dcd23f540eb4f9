/** Work that waits for the browser to be idle (warming up code likely needed next). */

/**
 * Runs `fn` once the browser has painted the current frame and is idle, so that warm-up work never
 * delays what is about to be seen; returns a cancel function.
 */
export function whenIdle(fn: () => void): () => void {
  const w = window as Window & {
    requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
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
  if (typeof w.requestAnimationFrame === 'function') {
    const frame = w.requestAnimationFrame(afterPaint);
    cancel = () => w.cancelAnimationFrame(frame);
  } else afterPaint();
  return () => cancel();
}
