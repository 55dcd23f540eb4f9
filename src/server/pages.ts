/**
 * The server's pages: for each route page of the build (scripts/build/route-pages.ts), the same page
 * without its early calls, its root left for the server to draw. The build writes
 * them into dist/.vite/server-pages/, which no static host and not this server serves.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the server's pages are, inside the build. */
export const SERVER_PAGES = '.vite/server-pages';
/** The server's page of a path without a route page of its own. */
export const DEFAULT_SERVER_PAGE = '_default';
/** Where the app's markup goes, inside the root. */
export const SERVER_ROOT_MARK = '<!--server-root-->';
/** Where the served state goes, after the root. */
export const SERVER_STATE_MARK = '<!--server-state-->';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A page in three parts: before the app's markup, between it and the served state, after that. */
export interface ServerPage {
  head: string;
  middle: string;
  tail: string;
}

export interface ServerPages {
  /** The page of `pathname` (`/repayPeriod`), or the default page for a path without its own. */
  of(pathname: string): ServerPage;
}

function split(html: string, file: string): ServerPage {
  const root = html.indexOf(SERVER_ROOT_MARK);
  const state = html.indexOf(SERVER_STATE_MARK);
  if (root < 0 || state < root) throw new Error(`${file} is not a server page: run npm run build`);
  return {
    head: html.slice(0, root),
    middle: html.slice(root + SERVER_ROOT_MARK.length, state),
    tail: html.slice(state + SERVER_STATE_MARK.length),
  };
}

/** Reads the build's server pages once. Throws when the build has none (an older or partial build). */
export function readServerPages(dist: string): ServerPages {
  const folder = join(dist, SERVER_PAGES);
  if (!existsSync(join(folder, `${DEFAULT_SERVER_PAGE}.html`)))
    throw new Error(`No server pages in ${folder}: run npm run build`);
  const pages = new Map<string, ServerPage>();
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.html')) continue;
    pages.set(file.slice(0, -'.html'.length), split(readFileSync(join(folder, file), 'utf8'), file));
  }
  const fallback = pages.get(DEFAULT_SERVER_PAGE)!;
  return {
    of(pathname) {
      const name = pathname.replace(/\/+$/, '').slice(1) || 'index';
      return (/^[A-Za-z0-9_-]+$/.test(name) && name !== DEFAULT_SERVER_PAGE && pages.get(name)) || fallback;
    },
  };
}

/**
 * The page's head in the visit's language, with the screen's title (when it has one); a priority
 * picture the page draws inline (`inline`) is not asked for.
 */
export function headIn(
  head: string,
  language: string,
  title: string,
  inline: (href: string) => boolean = () => false,
): string {
  let out = head.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(language)}"`);
  if (title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  // A priority picture drawn in each language is asked for in the visit's (scripts/build/route-pages.ts).
  out = out.replace(
    /data-language-href="([^"]*)"/g,
    (_, href: string) => `href="${href.replace('{lang}', escapeHtml(language))}"`,
  );
  return out.replace(/\n? *<link rel="preload" as="image"[^>]* href="([^"]*)">/g, (link, href: string) =>
    inline(href) ? '' : link,
  );
}
