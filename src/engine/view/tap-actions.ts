/** A tap that runs a node's actions: one run at a time, and whether one is under way. */
import { useCallback, useRef, useState } from 'react';
import type { ActionDescriptor } from '../registry';

/**
 * Runs `actions` when tapped, unless a run started by an earlier tap is still under way (a second tap
 * on Pay never sends a second payment). `busy` is true while a run lasts, for a spinner or
 * `aria-busy`.
 */
export function useTapActions(
  run: (actions: readonly ActionDescriptor[] | undefined) => Promise<boolean>,
  actions: readonly ActionDescriptor[] | undefined,
): { busy: boolean; tap: () => Promise<void> } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const tap = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await run(actions);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [run, actions]);
  return { busy, tap };
}
