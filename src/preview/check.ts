/**
 * The workbench's checks: the engine's descriptor checker with the app's catalogues (its routes,
 * bundled fragments, endpoints and their contracts, shell messages, its languages' catalogues), as
 * `npm run validate` and the phone check descriptors, for the edited screen and for the shared files
 * (a fragment, routes.json).
 */
import { useEffect, useState } from 'react';
import type { EngineConfig } from '../engine/view/engine-context';
import type { Catalogues } from '../engine/check/catalogues';
import type { CheckContext } from '../engine/load/validate';
import type { Validators } from '../engine/registry';
import { appCatalogues } from '../app/check-catalogues';
import { appSettings, fragmentIds, routes, screenIds } from '../app/configs';
import { bundledTranslations } from '../app/language/bundled-translations';
import { ENGLISH_ONLY } from '../app/language/choose';
import { widgets } from '../generated/widgets';
import { actionRegistry } from '../generated/actions';
import { filterRegistry } from '../generated/filters';
import { checkText, type Checked } from '../tools/check-text';
import { checkFragmentText, checkRoutesText, type SharedChecked } from '../tools/check-shared';
import { fragmentOf } from './file-picker';

export type { Checked };

const validatorsOf = async (config: EngineConfig): Promise<Validators> =>
  typeof config.validators === 'function' ? await config.validators() : config.validators;

/** The catalogues the workbench checks against: the bundled routes and fragments. */
function catalogues(validators: Validators, config: EngineConfig): Catalogues {
  return appCatalogues({
    validators,
    routes,
    fragments: {
      ids: fragmentIds(),
      load: (id) => config.source.bundledFragment(id),
      folder: 'screen-configs',
    },
    // The copy in every language too, at its lines (a stale translation after an English edit).
    translations: bundledTranslations(appSettings.languages ?? ENGLISH_ONLY),
  });
}

/** Checks `text`, the file of screen `screenId`, as the app would load it. */
export async function check(screenId: string, text: string, config: EngineConfig): Promise<Checked> {
  return checkText(text, { screenId, catalogues: catalogues(await validatorsOf(config), config) });
}

/** The registries and validators a descriptor is checked with, once the validators have loaded. */
export function useCheckContext(config: EngineConfig): CheckContext | null {
  const [ctx, setCtx] = useState<CheckContext | null>(null);
  useEffect(() => {
    let live = true;
    void validatorsOf(config).then((validators) => {
      if (live) setCtx({ validators, widgets, actions: actionRegistry, filters: filterRegistry });
    });
    return () => {
      live = false;
    };
  }, [config]);
  return ctx;
}

/** A shared file's check: a fragment's (with the screens that use it) or routes.json's. */
export type SharedCheck = SharedChecked & { usedBy?: string[] };

/** Checks the text of a shared file (`fragments/x.json` or `routes.json`), or gives null for another. */
export async function checkShared(
  name: string,
  text: string,
  config: EngineConfig,
): Promise<SharedCheck | null> {
  const validators = await validatorsOf(config);
  const fragment = fragmentOf(name);
  if (fragment) {
    const screens = { ids: screenIds(), load: (id: string) => config.source.bundledScreen(id) };
    return checkFragmentText(text, { id: fragment, screens }, catalogues(validators, config));
  }
  if (name === 'routes.json') return checkRoutesText(text, { screenIds: screenIds(), validators });
  return null;
}

/** A file's text and whether it has loaded, as `useConfigFile` gives them. */
interface FileText {
  text: string;
  ready: boolean;
}

/**
 * Checks a file's text a moment after each edit with `run`; `version` counts the checks whose result
 * can be shown (a screen or fragment the phone can draw), so the phone starts afresh on each.
 */
function useChecked<T>(
  key: string,
  file: FileText,
  run: (text: string) => Promise<T>,
  shown: (result: T) => boolean,
): { result: T | null; version: number } {
  const [state, setState] = useState<{ key: string; result: T | null; version: number }>({
    key,
    result: null,
    version: 0,
  });
  const { text, ready } = file;
  useEffect(() => {
    if (!text || !ready) return;
    let live = true;
    const timer = setTimeout(() => {
      void run(text).then((result) => {
        if (live) setState((s) => ({ key, result, version: s.version + (shown(result) ? 1 : 0) }));
      });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `run` and `shown` are the caller's; the file (its key and text) is what is checked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, text, ready]);
  return { result: state.key === key ? state.result : null, version: state.version };
}

/** The edited screen file's check. */
export function useScreenCheck(screenId: string, file: FileText, config: EngineConfig) {
  return useChecked(
    screenId,
    file,
    (text) => check(screenId, text, config),
    (c) => c.descriptor !== null,
  );
}

/** The edited shared file's check (a fragment or routes.json). */
export function useSharedCheck(name: string, file: FileText, config: EngineConfig) {
  return useChecked(
    name,
    file,
    (text) => checkShared(name, text, config),
    (c) => c?.value != null,
  );
}
