/**
 * The Redux store: forms, screens, flow, ui, uploads and route slices; forms, screen state and flow
 * survive a reload (sessionStorage), checked slice by slice when read back, and without codes or
 * card numbers.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { bag, formsActions, formsReducer, formsSlice, type FieldInfo } from './forms-slice';
import { flowSlice } from './flow-slice';
import { routeSlice } from './route-slice';
import { screensActions, screensReducer, screensSlice } from './screens-slice';
import { uiSlice } from './ui-slice';
import { uploadHold, uploadsSlice, type UploadHold } from './uploads-slice';

// Tests and dev builds keep the frozen state that catches a slip (state changed outside a reducer);
// the production build skips walking every new object to freeze it.
setAutoFreeze(!import.meta.env?.PROD);

/** One reducer per slice, combined as Redux Toolkit documents it. */
const rootReducer = combineReducers({
  forms: formsReducer,
  screens: screensReducer,
  flow: flowSlice.reducer,
  ui: uiSlice.reducer,
  uploads: uploadsSlice.reducer,
  route: routeSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export { initialFills } from './forms-slice';
export type { ScreenFailureReason } from './screens-slice';
export type { DocumentDescriptor } from './ui-slice';

type Persisted = Pick<RootState, 'flow'> & {
  forms: Record<string, { values: Record<string, unknown> }>;
  screens: Record<string, { state: Record<string, unknown> }>;
};

/**
 * A typed value that is a code or a number to keep to oneself: only digits (with spaces, dashes or a
 * leading +) and at least four of them, as a one-time code, a card or account number, a phone number.
 */
const DIGITS_ONLY = /^\+?[\d\s-]*$/;
export function isSecretDraft(value: unknown): boolean {
  return typeof value === 'string' && DIGITS_ONLY.test(value) && value.replace(/\D/g, '').length >= 4;
}

/**
 * What survives a reload of the web view: form values, screen state and flow state (never data or
 * the UI queue). A form value that `isSecretDraft` is not kept: the borrower types it again.
 */
export function persistedPart(state: RootState): Persisted {
  const screens: Persisted['screens'] = {};
  for (const [id, slot] of Object.entries(state.screens)) screens[id] = { state: slot.state };
  const forms: Persisted['forms'] = {};
  for (const [id, form] of Object.entries(state.forms)) {
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(form.values))
      if (!isSecretDraft(value)) Object.defineProperty(values, name, { value, enumerable: true });
    forms[id] = { values };
  }
  return { forms, flow: state.flow, screens };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Own entries of a record, as an object whose keys are never its prototype (`__proto__` is a key). */
function entriesOf<T>(record: Record<string, unknown>, read: (value: unknown) => T | undefined) {
  const out: Record<string, T> = {};
  for (const key of Object.keys(record)) {
    const value = read(record[key]);
    if (value === undefined) return undefined;
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Each slice as a previous page load kept it, or undefined when it is not what that slice keeps. */
const restore = {
  forms(value: unknown): RootState['forms'] | undefined {
    if (!isRecord(value)) return undefined;
    return entriesOf(value, (form) => {
      if (!isRecord(form) || !isRecord(form.values)) return undefined;
      const values = bag<unknown>();
      for (const key of Object.keys(form.values))
        if (!isSecretDraft(form.values[key])) values[key] = form.values[key];
      return { values, errors: bag<string>(), fields: bag<FieldInfo>() };
    });
  },
  flow(value: unknown): RootState['flow'] | undefined {
    return isRecord(value) ? entriesOf(value, (item) => item) : undefined;
  },
  screens(value: unknown): RootState['screens'] | undefined {
    if (!isRecord(value)) return undefined;
    return entriesOf(value, (slot) => {
      if (!isRecord(slot) || (slot.state !== undefined && !isRecord(slot.state))) return undefined;
      return { state: entriesOf(slot.state ?? {}, (item) => item)!, data: {}, status: 'loading' as const };
    });
  },
};

/**
 * Reads what a previous page load kept, slice by slice: a slice that is not what it should be (a
 * tampered or corrupt entry) is dropped on its own and starts empty; unreadable data yields nothing.
 */
export function loadPersisted(storage: Storage | undefined, key: string): Partial<RootState> | undefined {
  let data: unknown;
  try {
    const text = storage?.getItem(key);
    if (!text) return undefined;
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(data)) return undefined;
  const state: Partial<RootState> = {};
  const forms = restore.forms(data.forms);
  const flow = restore.flow(data.flow);
  const screens = restore.screens(data.screens);
  if (forms) state.forms = forms;
  if (flow) state.flow = flow;
  if (screens) state.screens = screens;
  return state;
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

export type StoreOptions = { preloadedState?: Partial<RootState> } & (
  | { storage?: undefined; persistKey?: undefined }
  | {
      /** Keeps the persisted part across reloads (sessionStorage in the app). */
      storage: Storage;
      /** The key it is kept under: the app's own (src/app/configs.ts), a test's or another app's. */
      persistKey: string;
    }
);

/** Makes a store; with `storage`, the persisted part is kept there under `persistKey` across reloads. */
export function makeStore(options: StoreOptions = {}) {
  const { storage, persistKey } = options;
  const preloaded = options.preloadedState ?? (storage && loadPersisted(storage, persistKey));
  const store = configureStore({ reducer: rootReducer, preloadedState: preloaded as RootState | undefined });
  if (storage) {
    let last: Persisted | undefined;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      pending = undefined;
      const part = persistedPart(store.getState());
      try {
        storage.setItem(persistKey, JSON.stringify(part));
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

export const { selectForm } = formsSlice.selectors;
export const { selectScreenStatus, selectScreenMessage, selectScreenFailureReason } = screensSlice.selectors;
export const { selectFlow } = flowSlice.selectors;
export const { selectToasts, selectDialogs, selectLoadingLabels, selectShownModal, selectDocument } =
  uiSlice.selectors;
export const { selectRoutePath, selectRouteQuery, selectSession } = routeSlice.selectors;

export type { UploadHold };
/**
 * What holds back a read of `paths` (dotted paths as segments) on `screen`: `pending` while an upload
 * to a target they read is on its way, `failed` while one did not arrive, else undefined.
 */
export const selectUploadHold = (
  state: RootState,
  screen: string,
  paths: readonly (readonly string[])[],
): UploadHold | undefined => uploadHold(state.uploads, screen, paths);

export const actions = {
  forms: formsActions,
  screens: screensActions,
  flow: flowSlice.actions,
  ui: uiSlice.actions,
  uploads: uploadsSlice.actions,
  route: routeSlice.actions,
};
