/**
 * Which session values a link the server returns may carry (docs/contracts.md §11): the common
 * parameters on the page's own origin whatever its scheme, and over https on the lender's other
 * hosts (app.json's `sessionHosts`, the API's origin); never the header secrets.
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

/** The page's own origin, or none outside a page. */
function pageOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/** The lender's own origins: the page's and the API's (`VITE_API_BASE`), whatever their scheme. */
export function ownOrigins(): string[] {
  const origins: string[] = [];
  try {
    const page = pageOrigin();
    if (page) origins.push(page);
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
  /** The page's own origin (default: the page's). */
  page?: string;
}

/**
 * The session parameters a link to `href` may carry, never the header secrets: the common ones on the
 * page's own origin, whatever its scheme (the page already holds them: docs/contracts.md §11), and on
 * the lender's other hosts (`allowedHosts`, app.json's `sessionHosts`; or one of `origins`, the API's)
 * over https only; none anywhere else.
 */
export function sessionForUrl(
  href: string,
  session: Record<string, string>,
  { allowedHosts, origins = ownOrigins(), page = pageOrigin() }: LenderHosts,
): Record<string, string> {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return {};
  }
  if (page !== undefined && url.origin === page) return withoutSecrets(session);
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
