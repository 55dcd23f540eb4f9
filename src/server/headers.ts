/**
 * The headers every page and file of the server carries: the same strict policy as the static
 * deployment (docs/deployment.md) and scripts/serve/serve.ts, which a test keeps equal.
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
