/**
 * The session's common parameters (docs/contracts.md §4, §11): the native shell puts them in the query string
 * of the first page, and they are kept for the whole visit.
 *
 * - The header secrets (`building`, `gather`, `swift`, `eyes`) live in memory, and in the state of the
 *   page's history entries (`history.state.usr`, where react-router keeps it, which a reload of the
 *   web view keeps): never in web storage, and never in the address bar after the first load
 *   (`hideSecrets`).
 * - The other common parameters are also kept in sessionStorage, so that a reload of a page whose
 *   address no longer carries them still has them.
 * - A value longer than MAX_QUERY_VALUE_LENGTH is dropped; a name given twice keeps its first value.
 *
 * Their values are never logged; which of them a link out may carry is session-links.ts's to say.
 */
import { MAX_QUERY_VALUE_LENGTH, readQuery } from './url-gate';

export const COMMON_PARAMS = [
  'deviceId',
  'userId',
  'sessionId',
  'merchantNumber',
  'mobilePhone',
  'version',
  'deviceName',
  'osVersion',
  'adId',
  'productId',
  'product_id',
  'orderId',
  'lang',
  'building',
  'gather',
  'swift',
  'eyes',
] as const;

export type CommonParam = (typeof COMMON_PARAMS)[number];

/** The header secrets: sent as headers to the API, never to another host, never stored. */
export const SECRET_PARAMS = ['building', 'gather', 'swift', 'eyes'] as const;

/** The sessionStorage key holding the non-secret parameters (a JSON object of strings). */
export const SESSION_KEY = 'loan.session';
/** The key of the navigation state (`history.state.usr`, react-router's) holding the header secrets. */
export const HISTORY_STATE_KEY = 'loan.secrets';

const KNOWN = new Set<string>(COMMON_PARAMS);
const SECRET = new Set<string>(SECRET_PARAMS);

/** Whether a common parameter is one of the header secrets. */
export const isSecretParam = (name: string): boolean => SECRET.has(name);

/** Where the header secrets are kept for the visit, besides memory. */
export interface SecretKeeper {
  read(): Record<string, string>;
  write(secrets: Record<string, string>): void;
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // some web views throw on access when storage is disabled
    return undefined;
  }
}

const own = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** Only known names with string values of a bearable length, as own properties. */
function knownStrings(parsed: unknown, keep: (name: string) => boolean): Record<string, string> {
  const out: Record<string, string> = {};
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return out;
  for (const [key, value] of Object.entries(parsed)) {
    if (KNOWN.has(key) && keep(key) && typeof value === 'string' && value.length <= MAX_QUERY_VALUE_LENGTH)
      out[key] = value;
  }
  return out;
}

/**
 * The navigation state that carries the header secrets of `session` on to a history entry the app
 * adds or replaces: react-router keeps a navigation's state as `history.state.usr`, where
 * `historyKeeper` finds it again after a reload of that entry.
 */
export function secretsState(session: Record<string, string>): Record<string, unknown> {
  const secrets: Record<string, string> = {};
  for (const key of SECRET_PARAMS) if (session[key] !== undefined) secrets[key] = session[key];
  return { [HISTORY_STATE_KEY]: secrets };
}

/** The record under `key` of `value` when it is a plain object, else an empty one. */
function recordAt(value: unknown, key: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || !own(value, key)) return {};
  const inner = (value as Record<string, unknown>)[key];
  return inner && typeof inner === 'object' && !Array.isArray(inner)
    ? (inner as Record<string, unknown>)
    : {};
}

/**
 * The header secrets kept in the state of `win`'s current history entry, where react-router keeps a
 * navigation's state (`history.state.usr`, see `secretsState`). Writing replaces that entry's state
 * only (the address and react-router's own keys stay as they are); the app's navigator passes the
 * secrets on to every entry it adds, so a reload of any of them finds them again.
 */
export function historyKeeper(win: Window = window): SecretKeeper {
  return {
    read() {
      try {
        const kept = recordAt(win.history.state, 'usr');
        return own(kept, HISTORY_STATE_KEY) ? knownStrings(kept[HISTORY_STATE_KEY], isSecretParam) : {};
      } catch {
        return {};
      }
    },
    write(secrets) {
      try {
        const state = win.history.state as unknown;
        const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
        const usr = { ...recordAt(state, 'usr'), [HISTORY_STATE_KEY]: { ...secrets } };
        win.history.replaceState({ ...base, usr }, '');
      } catch {
        // a history that refuses: the secrets then live in memory for this page only
      }
    },
  };
}

/**
 * productId and product_id mirror each other (docs/contracts.md §4): one product for every screen and
 * call. When the address names both with different values, the one it names first wins, as with a
 * name given twice; otherwise the one the address or the kept session has fills in the other.
 */
function mirrorProduct(session: Record<string, string>, query: Record<string, string>): void {
  const named = Object.keys(query).find((key) => key === 'productId' || key === 'product_id');
  const product = named !== undefined ? query[named] : (session.productId ?? session.product_id);
  if (product === undefined) return;
  session.productId = product;
  session.product_id = product;
}

/** The non-secret common parameters stored for this visit (only known names with string values). */
export function readSession(storage: Storage | undefined = defaultStorage()): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(SESSION_KEY) ?? '{}');
  } catch {
    return {};
  }
  return knownStrings(parsed, (name) => !isSecretParam(name));
}

/** The session without its header secrets (what may be stored, shown in the address bar or sent elsewhere). */
export function withoutSecrets(session: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(session)) if (!isSecretParam(key)) out[key] = value;
  return out;
}

/**
 * Merges the common parameters found in a query string (with or without the leading `?`) into the
 * kept ones (sessionStorage, and `keeper` for the header secrets), mirrors productId and product_id,
 * keeps the result and returns it. Only the non-secret part reaches `storage`.
 */
export function captureSession(
  search: string,
  storage: Storage | undefined = defaultStorage(),
  keeper?: SecretKeeper,
): Record<string, string> {
  const query = readQuery(search);
  const kept = keeper?.read() ?? {};
  const session: Record<string, string> = { ...readSession(storage), ...kept };
  for (const key of COMMON_PARAMS) if (own(query, key)) session[key] = query[key]!;
  mirrorProduct(session, query);
  try {
    storage?.setItem(SESSION_KEY, JSON.stringify(withoutSecrets(session)));
  } catch {
    // storage full or disabled: the session then lives for this page only
  }
  const secrets: Record<string, string> = {};
  for (const key of SECRET_PARAMS) if (session[key] !== undefined) secrets[key] = session[key];
  if (keeper && JSON.stringify(secrets) !== JSON.stringify(kept)) keeper.write(secrets);
  return session;
}

/**
 * Removes the header secrets from the address bar of `win` (replacing the current entry, keeping its
 * state, path, other parameters and hash). Call it once they are kept (`captureSession` with
 * `historyKeeper(win)`).
 */
export function hideSecrets(win: Window = window): void {
  const params = new URLSearchParams(win.location.search);
  if (!SECRET_PARAMS.some((name) => params.has(name))) return;
  for (const name of SECRET_PARAMS) params.delete(name);
  const search = params.toString();
  try {
    win.history.replaceState(
      win.history.state,
      '',
      `${win.location.pathname}${search ? `?${search}` : ''}${win.location.hash}`,
    );
  } catch {
    // nothing else to do: the page keeps working
  }
}

/** The page's session: captured from its address, storage and history state, with the secrets then hidden. */
export function startSession(win: Window = window): Record<string, string> {
  let storage: Storage | undefined;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = undefined;
  }
  const session = captureSession(win.location.search, storage, historyKeeper(win));
  hideSecrets(win);
  return session;
}
