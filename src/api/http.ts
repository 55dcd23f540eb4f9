/**
 * The two HTTP clients of docs/contracts.md §5. Both time out after 60 s, mark every request with
 * `X-Requested-With: XMLHttpRequest`, ask for answers in the visit's language (`Accept-Language`,
 * §9), resolve to the response body only and let failures through unchanged. Client one sends JSON
 * with the `building`/`gather` headers; client two sends form-encoded (or multipart) bodies with the
 * `swift`/`eyes` headers and, for `/preschool` paths, the session's common parameters in the query
 * string, `lang` being the visit's language.
 */
import axios, { type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { PRESCHOOL_PREFIX } from './endpoints';
import { parseBody } from './envelope';

export const DEFAULT_TIMEOUT = 60_000;

export interface HttpOptions {
  /** The session's common parameters (also the source of the custom headers). */
  getSession(): Record<string, string>;
  /**
   * The visit's language code (`en`, `fil`), read afresh for every request: the lender answers in it.
   * Default: the session's `lang`, else English.
   */
  getLanguage?(): string | undefined;
  /** Overrides `VITE_API_BASE`; empty means the page's own origin. */
  baseURL?: string;
  /** Milliseconds before a call fails as a timeout (default 60 000). */
  timeout?: number;
  /** An axios adapter, for tests that answer without a network. */
  adapter?: AxiosRequestConfig['adapter'];
}

export interface HttpClients {
  one: AxiosInstance;
  two: AxiosInstance;
}

/** The API origin of this build: `VITE_API_BASE` without a trailing slash, or '' for the same origin. */
export function configuredApiBase(): string {
  const env = (import.meta as { env?: Record<string, unknown> }).env;
  const base = typeof env?.VITE_API_BASE === 'string' ? env.VITE_API_BASE.trim() : '';
  return base.replace(/\/+$/, '');
}

/** A query string or form body from params; arrays repeat their key, objects travel as JSON. */
export function toSearchParams(
  params: Record<string, unknown>,
  into = new URLSearchParams(),
): URLSearchParams {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      into.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return into;
}

/** A language code as the API is told it: a two- or three-letter primary subtag, else English. */
export function apiLanguage(code: unknown): string {
  const primary = typeof code === 'string' ? (code.trim().toLowerCase().split(/[-_]/)[0] ?? '') : '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : 'en';
}

/**
 * The `Accept-Language` of a visit in `code` (docs/contracts.md §9): the Philippine form of the
 * language first, then the language itself, then English for a server that has no copy in it
 * (`fil-PH, fil;q=0.9, en;q=0.5`; English alone: `en-PH, en;q=0.9`). Every character is one the
 * browser lets a page send cross-origin without a preflight of its own.
 */
export function acceptLanguage(code: unknown): string {
  const language = apiLanguage(code);
  return language === 'en' ? 'en-PH, en;q=0.9' : `${language}-PH, ${language};q=0.9, en;q=0.5`;
}

/** The visit's language as the options give it (the session's `lang` by default). */
export function requestLanguage(options: Pick<HttpOptions, 'getSession' | 'getLanguage'>): string {
  return apiLanguage(options.getLanguage ? options.getLanguage() : options.getSession().lang);
}

/** The common parameters a `/preschool` call carries: the session's, with `lang` the visit's language. */
export function preschoolSession(
  options: Pick<HttpOptions, 'getSession' | 'getLanguage'>,
): Record<string, string> {
  return { ...options.getSession(), lang: requestLanguage(options) };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function queryOf(params: unknown): URLSearchParams {
  if (params instanceof URLSearchParams) return params;
  return isPlainObject(params) ? toSearchParams(params) : new URLSearchParams();
}

function isPreschool(url: string | undefined): boolean {
  return !!url && (url === PRESCHOOL_PREFIX || url.startsWith(`${PRESCHOOL_PREFIX}/`));
}

/** The session parameters first, then the call's own (which win on a clash). */
export function withSession(session: Record<string, string>, params: unknown): URLSearchParams {
  const own = queryOf(params);
  const merged = new URLSearchParams();
  for (const [key, value] of Object.entries(session)) {
    if (typeof value === 'string' && !own.has(key)) merged.append(key, value);
  }
  for (const [key, value] of own) merged.append(key, value);
  return merged;
}

function createClient(options: HttpOptions, baseURL: string, headerNames: readonly string[]): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: options.timeout ?? DEFAULT_TIMEOUT,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    responseType: 'text',
    transformResponse: [parseBody],
    transitional: { clarifyTimeoutError: true },
    // The API takes no XSRF token (docs/contracts.md §5). By default axios reads one from a cookie before
    // every same-origin request, through the browser's asynchronous cookie store where there is one: the
    // request would wait for that answer before it leaves.
    withXSRFToken: false,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const session = options.getSession();
    for (const name of headerNames) config.headers.set(name, session[name] ?? '');
    config.headers.set('Accept-Language', acceptLanguage(requestLanguage(options)));
    return config;
  });
  client.interceptors.response.use((response) => response.data as never);
  return client;
}

/** Both clients, reading the session afresh for every request. */
export function createHttpClients(options: HttpOptions): HttpClients {
  const baseURL = options.baseURL ?? configuredApiBase();
  const one = createClient(options, baseURL, ['building', 'gather']);
  const two = createClient(options, baseURL, ['swift', 'eyes']);
  two.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    if (isPreschool(config.url)) config.params = withSession(preschoolSession(options), config.params);
    if (isPlainObject(config.data)) config.data = toSearchParams(config.data);
    return config;
  });
  return { one, two };
}
