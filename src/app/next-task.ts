/**
 * Resolves in a task of its own, so that start-up work split by `await nextTask()` never holds the
 * main thread long at a time: between two parts a slow phone can paint, scroll or take a tap.
 * `scheduler.yield()` where the browser has it (the rest keeps its place ahead of other queued tasks),
 * a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
