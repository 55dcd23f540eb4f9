/**
 * Links out of the app with the session: which of the session's parameters a link to a URL may carry
 * (docs/contracts.md §11). Only the lender's own hosts get them, never the header secrets.
 */
import { configuredApiBase } from './http';
import { withoutSecrets } from './session';

const https = (url: URL) => url.protocol === 'https:';

/** Whether `host` is one of `allowed` (a name, or `*.name` for its subdomains). */
function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('*.')) return name.endsWith(rule.slice(1)) && name.length > rule.length - 1;
    return rule !== '' && name === rule;
  });
}

/** The lender's own origins: the page's and the API's (`VITE_API_BASE`), whatever their scheme. */
export function ownOrigins(): string[] {
  const origins: string[] = [];
  try {
    if (typeof window !== 'undefined') origins.push(window.location.origin);
    const base = configuredApiBase();
    if (base) origins.push(new URL(base, window.location.href).origin);
  } catch {
    // no page or an unreadable base: the list from app.json only
  }
  return origins;
}

/** The hosts of app.json's `sessionHosts` (a list of names), or none. */
export function sessionHostsOf(app: unknown): string[] {
  const list = app && typeof app === 'object' ? (app as Record<string, unknown>).sessionHosts : undefined;
  return Array.isArray(list) ? list.filter((host): host is string => typeof host === 'string') : [];
}

export interface LenderHosts {
  /** app.json's `sessionHosts`: host names, `*.example.com` for any subdomain. */
  allowedHosts: readonly string[];
  /** The lender's own origins (default: the page's and the API's). */
  origins?: readonly string[];
}

/**
 * The session parameters a link to `href` may carry: none unless it is https and its host is one of
 * the lender's (`allowedHosts`, app.json's `sessionHosts`; or one of `origins`, the page's and the
 * API's), and never the header secrets.
 */
export function sessionForUrl(
  href: string,
  session: Record<string, string>,
  { allowedHosts, origins = ownOrigins() }: LenderHosts,
): Record<string, string> {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return {};
  }
  if (!https(url)) return {};
  if (!origins.includes(url.origin) && !hostAllowed(url.hostname, allowedHosts)) return {};
  return withoutSecrets(session);
}

/** A link out with the session parameters it may carry added (those it has already stay as they are). */
export function linkWithSession(href: string, session: Record<string, string>, lender: LenderHosts): string {
  const url = new URL(href);
  for (const [k, v] of Object.entries(sessionForUrl(url.href, session, lender)))
    if (v && !url.searchParams.has(k)) url.searchParams.set(k, v);
  return url.href;
}
