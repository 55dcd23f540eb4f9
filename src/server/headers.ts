/**
 * The headers every page and file of the server carries: the same strict policy as the static
 * deployment (docs/deployment.md); scripts/serve/serve.ts, the mock server of the e2e tests, sends
 * this same policy.
 *
 * Scripts come from the page's own origin, plus the one small script every built page carries inline
 * (public/tap-keeper.js: it must hold a tap before any request of the page has come back), allowed by
 * its hash and by nothing else: no other inline script, nothing evaluated.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The policy with `script-src` allowing the page's origin and the inline scripts of these hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    'frame-src https: http:',
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** The policy of a page with no inline script. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** A CSP hash source of a script's text, exactly as it stands between its tags. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The texts of a page's inline classic scripts (`<script>` without attributes; data blocks are not scripts). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((found) => found[1]!);
}

/** The policy a page needs: its own inline scripts allowed by hash. */
export const pagePolicy = (html: string): string =>
  contentSecurityPolicy([...new Set(inlineScripts(html).map(scriptHash))]);

/**
 * The policy of a build's pages: every page is made from dist/index.html, with the same inline
 * script; a folder without a build gets the policy of a page with none.
 */
export function buildPolicy(dist: string): string {
  try {
    return pagePolicy(readFileSync(join(dist, 'index.html'), 'utf8'));
  } catch {
    return CONTENT_SECURITY_POLICY;
  }
}

export const PAGE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
};
