/**
 * The headers every page and file of the server carries: the same strict policy as the static
 * deployment (docs/deployment.md); scripts/serve/serve.ts, the mock server of the e2e tests, sends
 * this same policy.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  'frame-src https: http:',
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

export const PAGE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
};
