/**
 * The engine of the workbench's phone: the app's own configuration, with the edited drafts standing
 * in for their files (the screen being edited, the fragment being edited, in every screen that
 * includes it) and a visible placeholder where a widget could not be drawn. A new store and screen
 * for every valid edit, and for every fragment (or params) shown alone.
 */
import { useMemo } from 'react';
import type { EngineConfig } from '../engine/view/engine-context';
import type { BridgePort } from '../engine/ports';
import type { CheckContext } from '../engine/load/validate';
import { makeStore } from '../store';
import { aloneScreen, ALONE_SCREEN, type Alone } from './fragment-alone';
import { withPlaceholders } from './placeholders';

export interface PhoneDrafts {
  /** The edited screen's draft, when the phone can draw it. */
  screen: { id: string; descriptor: unknown } | null;
  /** The edited fragment's draft, when it is JSON. */
  fragment: { id: string; descriptor: unknown } | null;
  alone: Alone | null;
  /** Counts the drafts the phone has drawn: a new one starts a new screen. */
  version: string;
}

export interface PhoneEngine {
  config: EngineConfig;
  store: ReturnType<typeof makeStore>;
  version: string;
}

/** The phone's engine for these drafts, or null while there is nothing to draw yet. */
export function usePhoneEngine(
  config: EngineConfig,
  bridge: BridgePort,
  drafts: PhoneDrafts,
  ctx: CheckContext | null,
): PhoneEngine | null {
  return useMemo(() => {
    if ((!drafts.screen && !drafts.alone) || !ctx) return null;
    const { screen, fragment, alone } = drafts;
    const shown = <T>(descriptor: T) => withPlaceholders(descriptor, ctx);
    const previewConfig: EngineConfig = {
      ...config,
      bridge,
      source: {
        ...config.source,
        bundledChecked: false,
        // The phone shows the files and their drafts, never a release (the Releases panel is for those).
        remote: undefined,
        bundledScreen: async (id) => {
          if (id === ALONE_SCREEN && alone) return aloneScreen(alone);
          return shown(id === screen?.id ? screen.descriptor : await config.source.bundledScreen(id));
        },
        bundledFragment: async (id) =>
          shown(id === fragment?.id ? fragment.descriptor : await config.source.bundledFragment(id)),
      },
    };
    return { config: previewConfig, store: makeStore(), version: drafts.version };
    // The drafts are read when their version changes: one engine per drawn version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drafts.version, ctx]);
}
