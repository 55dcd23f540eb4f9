/**
 * Screens ready to draw: a screen is loaded, checked, its copy marked (translate/copy-places.ts) and
 * planned once per descriptor source and language instance, and kept with its plans; it is handed
 * over once the language's translator has its catalogues. A screen seen before opens again without
 * loading, checking or planning, in the same task; a screen that failed to load is not kept, so that
 * Retry loads it again. A switch of translator keeps them all (language.ts).
 */
import type { Language } from '../language/language';
import type { CopyFile } from '../language/translator';
import { loadScreen, type DescriptorSource, type LoadedScreen } from '../load/loader';
import { markCopy } from '../translate/copy-places';
import { copyLayoutOf, type CopyRegistries } from '../translate/copy-strings';
import { planScreen, type Planner } from './plan';

/** A loaded and checked screen with the plans of its nodes. */
export interface PreparedScreen {
  loaded: LoadedScreen;
  planner: Planner;
  /** The files its copy is written in (the screen's, its fragments'). */
  copyFiles: readonly CopyFile[];
}

/** How a screen is loaded and checked, and the language its bindings are checked and planned in. */
export type PrepareOptions = Omit<Parameters<typeof loadScreen>[1], 'filters'> & {
  language: Language;
  /** Where a screen's and a fragment's top level hold copy (`EngineConfig.copyLayouts`). */
  copyLayouts: CopyRegistries['layouts'];
};

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
  const { language, widgets, actions, copyLayouts } = options;
  const loaded = await loadScreen(id, { ...options, filters: language.filters });
  const copyFiles = markCopy(
    loaded.screen,
    id,
    copyLayoutOf(
      'screen',
      {
        layouts: copyLayouts,
        widget: (type) => widgets[type]?.slots,
        action: (type) => actions[type]?.slots,
      },
      () => undefined,
    ),
    loaded.origin === 'remote',
  );
  const planner = planScreen(loaded.screen.body, (type) => widgets[type]?.slots, language);
  await language.ready(copyFiles);
  const screen = { loaded, planner, copyFiles };
  keptFor(language, options.source).set(id, screen);
  return screen;
}
