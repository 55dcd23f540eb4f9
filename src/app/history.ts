/**
 * The app's address: the browser's own history (pushState, replaceState, back, and the popstate the
 * browser fires for back, forward and links to a hash), or an in-memory one for tests and the preview.
 * The app needs no more than this: a location to read and listen to, and push, replace and back.
 */

export interface AppLocation {
  pathname: string;
  /** `?a=1`, or '' */
  search: string;
  /** `#/addnormalcard`, or '' */
  hash: string;
}

export interface AppHistory {
  /** The current location: the same object until the address changes (a store snapshot). */
  readonly location: AppLocation;
  /** Calls `listener` after every change of address; returns the unsubscribe. */
  listen(listener: () => void): () => void;
  push(to: AppLocation): void;
  replace(to: AppLocation): void;
  back(): void;
}

const sameLocation = (a: AppLocation, b: AppLocation) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

const href = (to: AppLocation) => `${to.pathname}${to.search}${to.hash}`;

/** Reads `/path?query#hash` (the parts it lacks are ''). */
export function parseLocation(text: string): AppLocation {
  const hashAt = text.indexOf('#');
  const hash = hashAt >= 0 ? text.slice(hashAt) : '';
  const rest = hashAt >= 0 ? text.slice(0, hashAt) : text;
  const searchAt = rest.indexOf('?');
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/',
    search: searchAt >= 0 && searchAt < rest.length - 1 ? rest.slice(searchAt) : '',
    hash: hash === '#' ? '' : hash,
  };
}

/** A history over a set of listeners and a way to read the current location. */
function observed(read: () => AppLocation) {
  const listeners = new Set<() => void>();
  let current = read();
  return {
    get location() {
      return current;
    },
    listen(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Reads the location again and tells the listeners when it changed. */
    changed() {
      const next = read();
      if (sameLocation(next, current)) return;
      current = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/**
 * The browser's history of `win`. An entry the app adds or replaces keeps the current entry's state
 * (`history.state`: the session's header secrets, src/api/session.ts), so a reload of any entry of
 * the visit finds them again.
 */
export function browserHistory(win: Window = window): AppHistory {
  const state = observed(() => ({
    pathname: win.location.pathname,
    search: win.location.search,
    hash: win.location.hash,
  }));
  win.addEventListener('popstate', () => state.changed());
  return {
    get location() {
      return state.location;
    },
    listen: state.listen,
    push(to) {
      win.history.pushState(win.history.state, '', href(to));
      state.changed();
    },
    replace(to) {
      win.history.replaceState(win.history.state, '', href(to));
      state.changed();
    },
    back() {
      win.history.back();
    },
  };
}

/** A history kept in memory, starting at `initial` (tests, the operators' preview). */
export function memoryHistory(initial = '/'): AppHistory {
  const entries = [parseLocation(initial)];
  const state = observed(() => entries[entries.length - 1]!);
  return {
    get location() {
      return state.location;
    },
    listen: state.listen,
    push(to) {
      entries.push({ ...to });
      state.changed();
    },
    replace(to) {
      entries[entries.length - 1] = { ...to };
      state.changed();
    },
    back() {
      if (entries.length > 1) entries.pop();
      state.changed();
    },
  };
}
