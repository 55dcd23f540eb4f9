/**
 * The session's common parameters (design.md §4): the native shell puts them in the query string of
 * the first page; they are kept in sessionStorage for the whole visit. Their values are never logged.
 */
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
  'building',
  'gather',
  'swift',
  'eyes',
] as const;

export type CommonParam = (typeof COMMON_PARAMS)[number];

/** The sessionStorage key holding the captured parameters (a JSON object of strings). */
export const SESSION_KEY = 'loan.session';

const KNOWN = new Set<string>(COMMON_PARAMS);

function defaultStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // some web views throw on access when storage is disabled
    return undefined;
  }
}

function mirrorProduct(session: Record<string, string>, search: URLSearchParams): void {
  const fromQuery = search.get('productId') ?? search.get('product_id');
  if (fromQuery !== null) {
    if (!search.has('productId')) session.productId = fromQuery;
    if (!search.has('product_id')) session.product_id = fromQuery;
  }
  if (session.productId === undefined && session.product_id !== undefined)
    session.productId = session.product_id;
  if (session.product_id === undefined && session.productId !== undefined)
    session.product_id = session.productId;
}

/** The common parameters stored for this visit (only known names with string values). */
export function readSession(storage: Storage | undefined = defaultStorage()): Record<string, string> {
  const session: Record<string, string> = {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(SESSION_KEY) ?? '{}');
  } catch {
    return session;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return session;
  for (const [key, value] of Object.entries(parsed)) {
    if (KNOWN.has(key) && typeof value === 'string') session[key] = value;
  }
  return session;
}

/**
 * Merges the common parameters found in a query string (with or without the leading `?`) into the
 * stored ones, mirrors productId and product_id, stores the result and returns it.
 */
export function captureSession(
  search: string,
  storage: Storage | undefined = defaultStorage(),
): Record<string, string> {
  const query = new URLSearchParams(search);
  const session = readSession(storage);
  for (const key of COMMON_PARAMS) {
    const value = query.get(key);
    if (value !== null) session[key] = value;
  }
  mirrorProduct(session, query);
  try {
    storage?.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // storage full or disabled: the session then lives for this page only
  }
  return session;
}
