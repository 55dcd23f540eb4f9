/** The session's common parameters (design.md §4): kept for the whole visit, never logged. */
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

const KEY = 'loan.session';

export function readSession(storage?: Storage): Record<string, string> {
  try {
    const value = JSON.parse(storage?.getItem(KEY) ?? '{}') as Record<string, string>;
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** Merges the common parameters found in a query string into the stored ones; productId and product_id mirror each other. */
export function captureSession(search: string, storage?: Storage): Record<string, string> {
  const params = new URLSearchParams(search);
  const session = readSession(storage);
  for (const key of COMMON_PARAMS) {
    const v = params.get(key);
    if (v !== null) session[key] = v;
  }
  if (params.has('productId') && !params.has('product_id')) session.product_id = session.productId!;
  if (params.has('product_id') && !params.has('productId')) session.productId = session.product_id!;
  try {
    storage?.setItem(KEY, JSON.stringify(session));
  } catch {
    // storage unavailable: the session lives in memory only
  }
  return session;
}
