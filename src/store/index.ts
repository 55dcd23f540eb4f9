/** The Redux store: forms, screens, flow, ui and route slices; forms, screen state and flow survive a reload. */
import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { formsActions, formsReducer } from './forms-slice';
import { flowSlice } from './flow-slice';
import { routeSlice } from './route-slice';
import { screensActions, screensReducer } from './screens-slice';
import { uiSlice } from './ui-slice';

// Tests and dev builds keep the frozen state that catches a slip (state changed outside a reducer);
// the production build skips walking every new object to freeze it.
setAutoFreeze(!import.meta.env?.PROD);

const slices = {
  forms: formsReducer,
  screens: screensReducer,
  flow: flowSlice.reducer,
  ui: uiSlice.reducer,
  route: routeSlice.reducer,
};
const everySlice = combineReducers(slices);

export type RootState = ReturnType<typeof everySlice>;

const sliceByName = new Map(Object.entries(slices)) as Map<
  string,
  (state: unknown, action: UnknownAction) => unknown
>;

/**
 * The root reducer. Every action of the app belongs to one slice (its type starts with the slice's
 * name, `forms/fieldChanged`) and no slice answers another's: only that slice's reducer sees it, and a
 * keystroke or a screen's data arriving does not walk the other four. Any other action (Redux's own,
 * when the store is made) goes to every slice.
 */
function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  const slash = action.type.indexOf('/');
  const name = slash > 0 ? action.type.slice(0, slash) : '';
  const reducer = sliceByName.get(name);
  if (!state || !reducer) return everySlice(state, action);
  const before = state[name as keyof RootState];
  const after = reducer(before, action);
  return after === before ? state : { ...state, [name]: after };
}

export { initialFills } from './forms-slice';

export const PERSIST_KEY = 'loan.state.v1';

type Persisted = Pick<RootState, 'forms' | 'flow'> & {
  screens: Record<string, { state: Record<string, unknown> }>;
};

/** What survives a reload of the web view: form values, screen state and flow state (never data or the UI queue). */
export function persistedPart(state: RootState): Persisted {
  const screens: Persisted['screens'] = {};
  for (const [id, slot] of Object.entries(state.screens)) screens[id] = { state: slot.state };
  const forms: RootState['forms'] = {};
  for (const [id, form] of Object.entries(state.forms))
    forms[id] = { values: form.values, errors: {}, fields: {} };
  return { forms, flow: state.flow, screens };
}

/** Reads what a previous page load kept; bad or missing data yields nothing. */
export function loadPersisted(storage: Storage | undefined): Partial<RootState> | undefined {
  try {
    const text = storage?.getItem(PERSIST_KEY);
    if (!text) return undefined;
    const data = JSON.parse(text) as Persisted;
    const screens: RootState['screens'] = {};
    for (const [id, slot] of Object.entries(data.screens ?? {}))
      screens[id] = { state: slot.state ?? {}, data: {}, status: 'loading' };
    return { forms: data.forms ?? {}, flow: data.flow ?? {}, screens };
  } catch {
    return undefined;
  }
}

type Save = () => void;
interface Held {
  deref(): Save | undefined;
}
/** The saves of the stores that persist, made when the page is hidden (the web view may be killed). */
const saves = new Set<Held>();
let savingOnPageHide = false;

/**
 * Has `save` run when the page is hidden, from one listener for every store. A save is held weakly
 * where the browser can: its store keeps it alive, and a store no longer used (a test's, a benchmark
 * run's) is not kept alive by the page, nor saved.
 */
function saveOnPageHide(save: Save): void {
  for (const held of saves) if (!held.deref()) saves.delete(held);
  saves.add(typeof WeakRef === 'function' ? new WeakRef(save) : { deref: () => save });
  if (savingOnPageHide || typeof window === 'undefined') return;
  savingOnPageHide = true;
  window.addEventListener('pagehide', () => {
    for (const held of saves) held.deref()?.();
  });
}

/** Makes a store; `storage` (sessionStorage in the app) keeps the persisted part across reloads. */
export function makeStore(options: { preloadedState?: Partial<RootState>; storage?: Storage } = {}) {
  const preloaded = options.preloadedState ?? loadPersisted(options.storage);
  const store = configureStore({ reducer: rootReducer, preloadedState: preloaded as RootState | undefined });
  const storage = options.storage;
  if (storage) {
    let last: Persisted | undefined;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      pending = undefined;
      const part = persistedPart(store.getState());
      try {
        storage.setItem(PERSIST_KEY, JSON.stringify(part));
      } catch {
        // storage full or unavailable: the app keeps working without persistence
      }
      last = part;
    };
    store.subscribe(() => {
      const s = store.getState();
      if (last && last.flow === s.flow && pending) return;
      if (!pending) pending = setTimeout(write, 50);
    });
    saveOnPageHide(write);
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const actions = {
  forms: formsActions,
  screens: screensActions,
  flow: flowSlice.actions,
  ui: uiSlice.actions,
  route: routeSlice.actions,
};
