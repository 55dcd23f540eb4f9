/**
 * The one gate for server-supplied URLs (redirects, iframes, payment links, images): only plain
 * http(s) URLs pass, and same-origin paths when the caller names the origin they resolve against.
 * It also reads query strings (`readQuery`): one rule for duplicated keys everywhere (the first
 * wins), no key that would reach an object's prototype, and length caps.
 */

/** The longest URL the gate lets through (a server's redirect or image URL is far shorter). */
export const MAX_URL_LENGTH = 4096;
/** The longest query value `readQuery` keeps; a longer one is dropped as if absent. */
export const MAX_QUERY_VALUE_LENGTH = 2048;

/** Why a URL was refused; stable names so tests and reports can table them. */
export type UrlRefusal =
  | 'not-a-string'
  | 'too-long'
  | 'empty'
  | 'control-or-space'
  | 'backslash'
  | 'protocol-relative'
  | 'relative-without-base'
  | 'bad-base'
  | 'not-http'
  | 'unparseable'
  | 'credentials'
  | 'no-host'
  | 'cross-origin';

export type UrlVerdict = { ok: true; href: string } | { ok: false; reason: UrlRefusal };

/*
 * C0/C1 controls, every Unicode space, zero-width and bidirectional formatting characters, line and
 * paragraph separators and the BOM: none belongs inside a URL a borrower is sent to.
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what the gate refuses
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufff9-\ufffb]/;
const ABSOLUTE_HTTP = /^https?:\/\/[^/]/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function originOf(base: string): string | null {
  try {
    const url = new URL(base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The authority part as written (between `//` and the first `/`, `?` or `#`). */
function rawAuthority(text: string): string {
  const rest = text.slice(text.indexOf('//') + 2);
  const end = rest.search(/[/?#]/);
  return end === -1 ? rest : rest.slice(0, end);
}

/** Judges a server-supplied URL and says why it was refused; `safeHttpUrl` is the short form. */
export function checkHttpUrl(raw: unknown, base?: string): UrlVerdict {
  if (typeof raw !== 'string') return { ok: false, reason: 'not-a-string' };
  if (raw.length > MAX_URL_LENGTH) return { ok: false, reason: 'too-long' };
  const text = raw.trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (HIDDEN.test(text)) return { ok: false, reason: 'control-or-space' };
  if (text.includes('\\')) return { ok: false, reason: 'backslash' };
  if (text.startsWith('//')) return { ok: false, reason: 'protocol-relative' };

  if (text.startsWith('/')) {
    if (base === undefined) return { ok: false, reason: 'relative-without-base' };
    const origin = originOf(base);
    if (!origin) return { ok: false, reason: 'bad-base' };
    let url: URL;
    try {
      url = new URL(text, origin);
    } catch {
      return { ok: false, reason: 'unparseable' };
    }
    if (url.origin !== origin) return { ok: false, reason: 'cross-origin' };
    return { ok: true, href: url.href };
  }

  if (!ABSOLUTE_HTTP.test(text)) {
    if (/^https?:/i.test(text)) return { ok: false, reason: 'unparseable' };
    return { ok: false, reason: HAS_SCHEME.test(text) ? 'not-http' : 'relative-without-base' };
  }
  if (rawAuthority(text).includes('@')) return { ok: false, reason: 'credentials' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'unparseable' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'not-http' };
  if (url.username || url.password) return { ok: false, reason: 'credentials' };
  if (!url.hostname) return { ok: false, reason: 'no-host' };
  return { ok: true, href: url.href };
}

/**
 * The normalized href of an absolute `http:`/`https:` URL (or, given `base`, of a same-origin path
 * starting with a single `/`), or null for anything else.
 */
export function safeHttpUrl(raw: unknown, base?: string): string | null {
  const verdict = checkHttpUrl(raw, base);
  return verdict.ok ? verdict.href : null;
}

/**
 * A query string (with or without its `?`) as an object of strings. A key given twice keeps its
 * first value (everywhere: the session, the screens' `query`, the address bar); a value longer than
 * MAX_QUERY_VALUE_LENGTH is dropped; every key is an own property (`__proto__` and `constructor`
 * are plain keys, never the object's prototype or methods).
 */
export function readQuery(search: string, into: Record<string, string> = {}): Record<string, string> {
  const seen = new Set<string>();
  for (const [key, value] of new URLSearchParams(search)) {
    if (seen.has(key)) continue;
    seen.add(key);
    if (value.length > MAX_QUERY_VALUE_LENGTH) continue;
    Object.defineProperty(into, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return into;
}

/*
 * What leaves for the phone's dialler or mail app passes the same gate. A dial string is a phone
 * number as people write one: digits, a leading +, spaces, dashes and parentheses. No `*` or `#`
 * (USSD codes such as *#06# or *123*1#), no scheme, no line break. An e-mail address has no query
 * (?cc=, &subject=) and nothing the mail app would decode (%0A).
 */
const DIAL_STRING = /^\+?[\d ()-]+$/;
const EMAIL_ADDRESS =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** A hidden character of HIDDEN other than a plain space (people write numbers with spaces). */
const hiddenButSpace = (text: string) => HIDDEN.test(text.replace(/ /g, ''));

/** The number to dial (`+` and digits only) when `raw` is a phone number, else null. */
export function safeDialNumber(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 32) return null;
  if (hiddenButSpace(raw)) return null;
  const text = raw.trim();
  if (!DIAL_STRING.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 15) return null;
  return `${text.startsWith('+') ? '+' : ''}${digits}`;
}

/** The address when `raw` is a plain e-mail address (no query, no encoded characters), else null. */
export function safeEmailAddress(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 254 || hiddenButSpace(raw)) return null;
  const text = raw.trim();
  if (!EMAIL_ADDRESS.test(text) || text.indexOf('@') > 64) return null;
  return text;
}

/** A `tel:` or `mailto:` link whose number or address passes the gate, rewritten clean; else null. */
export function safeContactHref(raw: unknown): string | null {
  if (typeof raw !== 'string' || hiddenButSpace(raw)) return null;
  const text = raw.trim();
  const scheme = /^(tel|mailto):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'tel') {
    const number = safeDialNumber(text.slice(4));
    return number ? `tel:${number}` : null;
  }
  if (scheme === 'mailto') {
    const address = safeEmailAddress(text.slice(7));
    return address ? `mailto:${address}` : null;
  }
  return null;
}
