/**
 * What the `Referer` header may say of the page. The page's address carries the session's common
 * parameters (deviceId, userId, sessionId, merchantNumber, mobilePhone: docs/contracts.md §4) for the
 * whole visit, and a browser sends that address with every request unless told otherwise: a CDN, a
 * collector or a proxy that logs `Referer` would keep them.
 *
 * - Every page says `strict-origin` (its `<meta name="referrer">`, index.html and every route page,
 *   and the `Referrer-Policy` response header of scripts/serve/serve.ts, the dev server and the
 *   deployment's nginx): a request names at most the page's origin, over https only, never its path
 *   or query. The lender's own calls do not need the address: the session goes in their own query
 *   and headers.
 * - Telemetry says nothing: a report sent by `fetch` carries `referrerPolicy: 'no-referrer'`;
 *   `navigator.sendBeacon` cannot be told, so a beacon carries what the page's policy allows, its
 *   origin at most.
 */
export const PAGE_REFERRER_POLICY = 'strict-origin';

/** The policy of a telemetry report sent with `fetch`. */
export const REPORT_REFERRER_POLICY = 'no-referrer';
