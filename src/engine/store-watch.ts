/**
 * Keyed subscriptions to the store. A node or a field says which values it reads (a root such as
 * `form` or `state`, and the first key under it); after a change only the listeners of keys whose
 * value changed are told. A keystroke in one of 2000 fields then costs one comparison per watched
 * key and one re-render, instead of 2000 selectors run and compared.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AppStore, RootState } from '../store';
import { readDependency } from './scope';
import type { Scope } from './expressions';

type Listener = () => void;
type Reader = (s: RootState, screen: string) => unknown;

/** The store roots bindings read, and where each lives in the store. */
const READERS: Record<string, { read: Reader; perScreen: boolean }> = {
  query: { read: (s) => s.route.query, perScreen: false },
  session: { read: (s) => s.route.session, perScreen: false },
  flow: { read: (s) => s.flow, perScreen: false },
  state: { read: (s, screen) => s.screens[screen]?.state, perScreen: true },
  data: { read: (s, screen) => s.screens[screen]?.data, perScreen: true },
  form: { read: (s, screen) => s.forms[screen]?.values, perScreen: true },
  errors: { read: (s, screen) => s.forms[screen]?.errors, perScreen: true },
};

/** Any key of a root: the listener hears every change of that root. */
const ANY = '\u0000any';

interface Group {
  keys: Map<string, Set<Listener>>;
}

export interface StoreWatch {
  /** Listens to `root` (in `screen` for per-screen roots) under `key`, or every key when undefined. */
  subscribe(root: string, screen: string, key: string | undefined, listener: Listener): () => void;
}

export function createStoreWatch(store: AppStore): StoreWatch {
  const groups = new Map<string, Group>();
  let previous = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    if (next === previous) return;
    const before = previous;
    previous = next;
    const told = new Set<Listener>();
    for (const [id, group] of groups) {
      const [root = '', screen = ''] = id.split('\u0001');
      const reader = READERS[root]!.read;
      const old = reader(before, screen) as Record<string, unknown> | undefined;
      const now = reader(next, screen) as Record<string, unknown> | undefined;
      if (old === now) continue;
      for (const [key, listeners] of group.keys) {
        if (key !== ANY && old?.[key] === now?.[key]) continue;
        for (const l of listeners) told.add(l);
      }
    }
    for (const l of told) l();
  });
  return {
    subscribe(root, screen, key, listener) {
      const reader = READERS[root];
      if (!reader) return () => undefined;
      const id = `${root}\u0001${reader.perScreen ? screen : ''}`;
      let group = groups.get(id);
      if (!group) {
        group = { keys: new Map() };
        groups.set(id, group);
      }
      const k = key ?? ANY;
      let set = group.keys.get(k);
      if (!set) group.keys.set(k, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) group.keys.delete(k);
        if (group.keys.size === 0) groups.delete(id);
      };
    },
  };
}

/** Whether a dependency path reads the store (rather than a local value such as `item`). */
export function readsStore(path: readonly string[], local: Scope): boolean {
  const root = path[0];
  return root !== undefined && !(root in local) && root in READERS;
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * Re-renders the calling component when one of the dependency paths changes in the store.
 * Paths rooted in the local scope are skipped (their changes arrive as props or context).
 */
export function useStoreDependencies(
  watch: StoreWatch,
  store: AppStore,
  screen: string,
  local: Scope,
  deps: readonly (readonly string[])[],
): void {
  const last = useRef<unknown[]>([]);
  const subscribe = useCallback(
    (notify: Listener) => {
      const stops = deps
        .filter((p) => readsStore(p, local))
        .map((p) => watch.subscribe(p[0]!, screen, p[1], notify));
      return () => stops.forEach((stop) => stop());
    },
    [watch, screen, local, deps],
  );
  const snapshot = useCallback(() => {
    const state = store.getState();
    const values = deps.map((p) => (readsStore(p, local) ? readDependency(state, screen, local, p) : null));
    if (!sameList(values, last.current)) last.current = values;
    return last.current;
  }, [store, screen, local, deps]);
  useSyncExternalStore(subscribe, snapshot);
}

/** A form field's value and error with one subscription; re-renders only when one of them changes. */
export function useFieldState(
  watch: StoreWatch,
  store: AppStore,
  screen: string,
  field: string,
): { value: unknown; error: string | undefined } {
  const last = useRef<{ value: unknown; error: string | undefined }>({ value: undefined, error: undefined });
  const subscribe = useCallback(
    (notify: Listener) => {
      const a = watch.subscribe('form', screen, field, notify);
      const b = watch.subscribe('errors', screen, field, notify);
      return () => {
        a();
        b();
      };
    },
    [watch, screen, field],
  );
  const snapshot = useCallback(() => {
    const form = store.getState().forms[screen];
    const value = form?.values[field];
    const error = form?.errors[field];
    if (!Object.is(value, last.current.value) || error !== last.current.error)
      last.current = { value, error };
    return last.current;
  }, [store, screen, field]);
  return useSyncExternalStore(subscribe, snapshot);
}
