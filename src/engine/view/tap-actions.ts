/** A tap that runs a node's actions: one run at a time, whether one is under way, and what holds it back. */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectUploadHold, type RootState, type UploadHold } from '../../store';
import { collectPaths } from '../language/expressions';
import type { ActionDescriptor } from '../registry';
import { useScreenSession } from './view-scope';

/** Every store path an action list reads, in any of its actions and branches, as segments. */
function pathsReadBy(actions: readonly ActionDescriptor[] | undefined): string[][] {
  return [...collectPaths(actions ?? [])].map((path) => path.split('.'));
}

/**
 * Runs `actions` when tapped, unless a run started by an earlier tap is still under way (a second tap
 * on Pay never sends a second payment). `busy` is true while a run lasts, for a spinner or
 * `aria-busy`. `uploads` says whether the actions read a target an upload still fills (`pending`) or
 * one that failed (`failed`): the widget shows it (a button says a picture is still uploading); the
 * runner refuses an action that would send such a target whatever the widget does.
 */
export function useTapActions(
  run: (actions: readonly ActionDescriptor[] | undefined) => Promise<boolean>,
  actions: readonly ActionDescriptor[] | undefined,
): { busy: boolean; tap: () => Promise<void>; uploads: UploadHold | undefined } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const screen = useScreenSession().screen;
  const reads = useMemo(() => pathsReadBy(actions), [actions]);
  const uploads = useSelector((state: RootState) => selectUploadHold(state, screen, reads));
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
  return { busy, tap, uploads };
}
