/** How a measured route's page is opened: `npm run size` in Chromium, `npm run lighthouse`, the large-text test. */

/** The ids every route's page is opened with when it is measured (as every-route.e2e.ts opens them). */
export const ROUTE_QUERY =
  'product_id=1&productId=1&orderId=OD1001&problemId=P1001&templateId=1&deviceId=d-1&sessionId=s-1';

/** A measured route's address on the app's origin: its path, the query above (and a language), its hash route. */
export const routeAddress = (r: { path: string; hash?: string }, lang?: string) =>
  `${r.path}?${ROUTE_QUERY}${lang ? `&lang=${lang}` : ''}${r.hash !== undefined ? `#${r.hash}` : ''}`;
