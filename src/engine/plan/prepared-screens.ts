/**
 * Screens ready to draw: a screen is loaded, checked and planned once per descriptor source, and kept
 * with its plans. A screen seen before opens again without loading, checking or planning, in the
 * same task; a screen that failed to load is not kept, so that Retry loads it again.
 */
import { loadScreen, type DescriptorSource, type LoadedScreen } from '../load/loader';
import { planScreen, type Planner } from './plan';

/** A loaded and checked screen with the plans of its nodes. */
export interface PreparedScreen {
  loaded: LoadedScreen;
  planner: Planner;
}

type LoadOptions = Parameters<typeof loadScreen>[1];

const prepared = new WeakMap<DescriptorSource, Map<string, PreparedScreen>>();

/** The screen as prepared before from this source, if it was. */
export function preparedBefore(id: string, source: DescriptorSource): PreparedScreen | undefined {
  return prepared.get(source)?.get(id);
}

/** Loads, checks and plans a screen, and keeps it for its source. */
export async function prepareScreen(id: string, options: LoadOptions): Promise<PreparedScreen> {
  const loaded = await loadScreen(id, options);
  const screen = { loaded, planner: planScreen(loaded.screen.body, (type) => options.widgets[type]?.slots) };
  let bySource = prepared.get(options.source);
  if (!bySource) prepared.set(options.source, (bySource = new Map()));
  bySource.set(id, screen);
  return screen;
}
