/**
 * Screens ready to draw: a screen is loaded, checked and planned once per descriptor source and
 * language, and kept with its plans. A screen seen before opens again without loading, checking or
 * planning, in the same task; a screen that failed to load is not kept, so that Retry loads it again.
 */
import type { Language } from '../language/language';
import { loadScreen, type DescriptorSource, type LoadedScreen } from '../load/loader';
import { planScreen, type Planner } from './plan';

/** A loaded and checked screen with the plans of its nodes. */
export interface PreparedScreen {
  loaded: LoadedScreen;
  planner: Planner;
}

/** How a screen is loaded and checked, and the language its bindings are checked and planned in. */
export type PrepareOptions = Omit<Parameters<typeof loadScreen>[1], 'filters'> & { language: Language };

/** Per language (its filters check and plan the bindings), per source, per screen id. */
const prepared = new WeakMap<Language, WeakMap<DescriptorSource, Map<string, PreparedScreen>>>();

function keptFor(language: Language, source: DescriptorSource): Map<string, PreparedScreen> {
  let bySource = prepared.get(language);
  if (!bySource) prepared.set(language, (bySource = new WeakMap()));
  let byId = bySource.get(source);
  if (!byId) bySource.set(source, (byId = new Map()));
  return byId;
}

/** The screen as prepared before from this source in this language, if it was. */
export function preparedBefore(
  id: string,
  { source, language }: Pick<PrepareOptions, 'source' | 'language'>,
): PreparedScreen | undefined {
  return prepared.get(language)?.get(source)?.get(id);
}

/** Loads, checks and plans a screen, and keeps it for its source and language. */
export async function prepareScreen(id: string, options: PrepareOptions): Promise<PreparedScreen> {
  const { language, widgets } = options;
  const loaded = await loadScreen(id, { ...options, filters: language.filters });
  const planner = planScreen(loaded.screen.body, (type) => widgets[type]?.slots, language);
  const screen = { loaded, planner };
  keptFor(language, options.source).set(id, screen);
  return screen;
}
