/**
 * Keyed subscriptions to the store. A node or a field says which values it reads (a root such as
 * `form` or `state`, and the first key under it); after a change only the listeners of keys whose
 * value changed are told. A keystroke in one of 2000 fields then costs one comparison per watched
 * key and one re-render, instead of 2000 selectors run and compared.
 */
import { useLayoutEffect, useMemo, useReducer } from 'react';
import { initialFills, type AppStore, type RootState } from '../../store';
import type { ScreenStatus } from '../../store/screens-slice';
import { readDependency } from '../language/scope';
import type { Scope } from '../language/expressions';

type Listener = () => void;
type Reader = (s: RootState, screen: string) => unknown;

type Same = (old: unknown, now: unknown, key: string) => boolean;

interface Root {
  read: Reader;
  perScreen: boolean;
  /** Whether `key` holds the same in two readings of the root (by default: the same value under it). */
  same?: Same;
}

/** The store roots bindings read, and where each lives in the store. */
const READERS: Record<string, Root> = {
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
  screen: string;
  read: Reader;
  same: Same;
  /** Listeners by key: usually one (the field or node that reads it), so a list, not a set. */
  keys: Map<string, Listener[]>;
}

type Entries = Record<string, unknown> | undefined;
const sameEntry: Same = (old, now, key) => (old as Entries)?.[key] === (now as Entries)?.[key];

/** A form field: its value and its error, heard by one listener (every input listens to both). */
const FIELD = '\u0000field';
type Form = RootState['forms'][string] | undefined;
const FIELD_ROOT: Root = {
  read: (s, screen) => s.forms[screen],
  perScreen: true,
  same: (old, now, key) =>
    (old as Form)?.values[key] === (now as Form)?.values[key] &&
    (old as Form)?.errors[key] === (now as Form)?.errors[key],
};

/** A screen's load status and message, heard by one listener (the screen's body). */
const STATUS = '\u0000status';
type Slot = RootState['screens'][string] | undefined;
const STATUS_ROOT: Root = {
  read: (s, screen) => s.screens[screen],
  perScreen: true,
  same: (old, now) =>
    (old as Slot)?.status === (now as Slot)?.status && (old as Slot)?.message === (now as Slot)?.message,
};

export interface StoreWatch {
  /** Listens to `root` (in `screen` for per-screen roots) under `key`, or every key when undefined. */
  subscribe(root: string, screen: string, key: string | undefined, listener: Listener): () => void;
}

export function createStoreWatch(store: AppStore): StoreWatch {
  // Groups by root, then by screen ('' for roots shared by every screen).
  const groups = new Map<Root, Map<string, Group>>();
  let previous = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    if (next === previous) return;
    const before = previous;
    previous = next;
    let told: Set<Listener> | null = null;
    // forEach rather than for-of over entries: a keystroke checks every watched key of the form, and
    // allocates nothing to do it.
    const hear = (listener: Listener) => (told ??= new Set()).add(listener);
    for (const byScreen of groups.values())
      for (const group of byScreen.values()) {
        const old = group.read(before, group.screen);
        const now = group.read(next, group.screen);
        if (old === now) continue;
        group.keys.forEach((listeners, key) => {
          if (key === ANY || !group.same(old, now, key)) listeners.forEach(hear);
        });
      }
    if (told) for (const l of told as Set<Listener>) l();
  });
  return {
    subscribe(root, screen, key, listener) {
      const reader = root === FIELD ? FIELD_ROOT : root === STATUS ? STATUS_ROOT : READERS[root];
      if (!reader) return () => undefined;
      const at = reader.perScreen ? screen : '';
      let byScreen = groups.get(reader);
      if (!byScreen) groups.set(reader, (byScreen = new Map()));
      let group = byScreen.get(at);
      if (!group)
        byScreen.set(
          at,
          (group = { screen: at, read: reader.read, same: reader.same ?? sameEntry, keys: new Map() }),
        );
      const k = key ?? ANY;
      let listeners = group.keys.get(k);
      if (!listeners) group.keys.set(k, (listeners = []));
      listeners.push(listener);
      const list = listeners;
      const kept = group;
      const screens = byScreen;
      return () => {
        const i = list.indexOf(listener);
        if (i >= 0) list.splice(i, 1);
        if (list.length === 0 && kept.keys.get(k) === list) kept.keys.delete(k);
        if (kept.keys.size === 0 && screens.get(at) === kept) screens.delete(at);
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

/** What a node reads from the store at its dependency paths: the values, the same list while none changes. */
function dependencySource(
  watch: StoreWatch,
  store: AppStore,
  screen: string,
  local: Scope,
  deps: readonly (readonly string[])[],
) {
  const read = deps.filter((p) => readsStore(p, local));
  let last: unknown[] = [];
  return {
    subscribe(notify: Listener) {
      const stops = read.map((p) => watch.subscribe(p[0]!, screen, p[1], notify));
      return () => stops.forEach((stop) => stop());
    },
    snapshot() {
      const state = store.getState();
      const values = read.map((p) => readDependency(state, screen, local, p));
      if (!sameList(values, last)) last = values;
      return last;
    },
  };
}

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
  const source = useMemo(
    () => dependencySource(watch, store, screen, local, deps),
    [watch, store, screen, local, deps],
  );
  useHeard(source);
}

/**
 * What a field shows of its form: the form's value, or, until the field is registered (its effect runs
 * after its first render), the initial value its registration will put there, so that a prefilled
 * field is prefilled from its first paint rather than filled a moment later.
 */
export function fieldValue(
  form: RootState['forms'][string] | undefined,
  field: string,
  initial: unknown,
): unknown {
  const stored = form?.values[field];
  // The rule the form applies when the field registers (`initialFills`), ahead of the registration.
  return field && !form?.fields[field]?.mounted && initialFills(stored, initial) ? initial : stored;
}

/**
 * Has a form field heard from now on (a layout effect calls it, in the commit that shows the field;
 * see `useHeard`): `heard` is called when its value (`fieldValue`) or error is no longer what the
 * field shows, with one keyed subscription for both. Returns the way to stop listening.
 */
export function hearField(
  watch: StoreWatch,
  store: AppStore,
  screen: string,
  field: string,
  initial: unknown,
  shown: { value: unknown; error: string | undefined },
  heard: () => void,
): () => void {
  let { value, error } = shown;
  return hearChanges(
    (check) => watch.subscribe(FIELD, screen, field, check),
    () => {
      const form = store.getState().forms[screen];
      const now = fieldValue(form, field, initial);
      const nowError = form?.errors[field];
      if (Object.is(now, value) && nowError === error) return false;
      value = now;
      error = nowError;
      return true;
    },
    heard,
  );
}

/**
 * Listens through `subscribe` and calls `heard` whenever `changed` finds that what was shown is no
 * longer what the store holds; checks once at once, for a change between the render and now.
 * Returns the way to stop listening.
 */
function hearChanges(
  subscribe: (check: Listener) => () => void,
  changed: () => boolean,
  heard: () => void,
): () => void {
  const check = () => {
    if (changed()) heard();
  };
  const stop = subscribe(check);
  check();
  return stop;
}

/**
 * What a widget shows from the store (through `source`), listening from the commit that shows it
 * (a layout effect), not from the effects that run after the browser paints: a borrower who types or
 * taps as soon as a widget appears is heard at once. An input that did not listen yet would be put
 * back to its old value after each key, and keep only the last one.
 */
function useHeard<T>(source: { subscribe(listener: Listener): () => void; snapshot(): T }): T {
  const [, heard] = useReducer(count, 0);
  const shown = source.snapshot();
  useLayoutEffect(() => {
    // Re-renders when what it shows changes (a change under a watched key may leave it as it was).
    let last = shown;
    return hearChanges(
      (check) => source.subscribe(check),
      () => {
        const now = source.snapshot();
        if (Object.is(now, last)) return false;
        last = now;
        return true;
      },
      heard,
    );
    // `shown` is this render's snapshot, where the comparisons start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);
  return shown;
}

/** A reducer that only counts: its dispatch re-renders the component that holds it. */
export const count = (n: number) => n + 1;

/** What a component reads at one dotted path of the store (`state.cardType`, `flow.draft.text`). */
function pathSource(watch: StoreWatch, store: AppStore, screen: string, path: readonly string[]) {
  return {
    subscribe: (notify: Listener) =>
      readsStore(path, {}) ? watch.subscribe(path[0]!, screen, path[1], notify) : () => undefined,
    snapshot: () => readDependency(store.getState(), screen, {}, path),
  };
}

/** The value at one path of the store; re-renders the caller when that value changes, and only then. */
export function useStoreValue(
  watch: StoreWatch,
  store: AppStore,
  screen: string,
  path: readonly string[],
): unknown {
  const source = useMemo(() => pathSource(watch, store, screen, path), [watch, store, screen, path]);
  return useHeard(source);
}

/** What a screen's body shows of its load: its status and the message of a failure. */
export type ScreenLoad = readonly [status: ScreenStatus, message: string | undefined];

const LOADING: ScreenLoad = ['loading', undefined];

function loadSource(watch: StoreWatch, store: AppStore, screen: string | undefined) {
  let last = LOADING;
  return {
    subscribe: (notify: Listener) =>
      screen ? watch.subscribe(STATUS, screen, 'status', notify) : () => undefined,
    snapshot(): ScreenLoad {
      const slot = screen ? store.getState().screens[screen] : undefined;
      const status = slot?.status ?? 'loading';
      if (last[0] !== status || last[1] !== slot?.message) last = [status, slot?.message];
      return last;
    },
  };
}

/**
 * A screen's status and failure message (loading while there is no screen yet); re-renders the caller
 * when one of them changes, and only then: a change of the screen's state or data does not.
 */
export function useScreenLoad(watch: StoreWatch, store: AppStore, screen: string | undefined): ScreenLoad {
  const source = useMemo(() => loadSource(watch, store, screen), [watch, store, screen]);
  return useHeard(source);
}
