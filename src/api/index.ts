/**
 * The engine's ApiPort over the endpoint catalogue and the two HTTP clients: `call` never rejects,
 * it resolves to an ApiResult whose `failure` names what went wrong when no usable answer came back.
 */
import axios from 'axios';
import type { ApiPort, ApiResult, CallOptions, ReporterPort } from '../engine/ports';
import { responseValidators } from '../generated/response-validators';
import { endpointOf, wirePath, type EndpointDef } from './endpoints';
import { failed, fromBody, fromHttpError } from './envelope';
import {
  configuredApiBase,
  createHttpClients,
  DEFAULT_TIMEOUT,
  preschoolSession,
  toSearchParams,
  withSession,
  type HttpOptions,
} from './http';
import { checkedResult, type ResponseCheckLoader } from './response-check';

export interface ApiOptions extends HttpOptions {
  /** Where an answer that breaks its endpoint's contract is reported (default: the console). */
  reporter?: ReporterPort;
  /** The validators of the answers (default: the precompiled ones, each loaded with its first call). */
  responseChecks?: ResponseCheckLoader;
}

/** Reports to the console without session values: the endpoint and the JSON path only. */
const consoleWarn: ReporterPort = {
  warn: (problem) => console.warn(`[${problem.code}] ${problem.message}`),
};

const precompiledChecks: ResponseCheckLoader = (endpoint) =>
  Object.prototype.hasOwnProperty.call(responseValidators, endpoint)
    ? responseValidators[endpoint]!()
    : undefined;

interface Split {
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

function present(params: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out;
}

/** GET params go to the query; POST params to the body, except the endpoint's `queryParams`. */
function split(
  def: EndpointDef,
  params: Record<string, unknown>,
  extraQuery?: Record<string, unknown>,
): Split {
  // No prototype: a param the server named `__proto__` (a bank item's code) is sent like any other.
  const query = Object.create(null) as Record<string, unknown>;
  const body = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (def.method === 'GET' || def.queryParams?.includes(key)) {
      if (value !== null) query[key] = value;
    } else if (value !== null || (def.client === 'one' && def.nullParams?.includes(key))) {
      // A null is left out, except where the endpoint's JSON body says "none" with it
      // (repayment-commit's `couponId (or null)`).
      body[key] = value;
    }
  }
  Object.assign(query, present(extraQuery));
  return { query, body };
}

function hasFile(body: Record<string, unknown>): boolean {
  return typeof Blob !== 'undefined' && Object.values(body).some((value) => value instanceof Blob);
}

function toMultipart(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      if (typeof Blob !== 'undefined' && item instanceof Blob) {
        const name = (item as { name?: unknown }).name;
        form.append(key, item, typeof name === 'string' && name ? name : 'upload');
      } else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

function requestBody(def: EndpointDef, body: Record<string, unknown>): unknown {
  if (def.method === 'GET') return undefined;
  if (def.multipart || hasFile(body)) return toMultipart(body);
  if (def.client === 'two') return toSearchParams(body);
  return body;
}

/** Creates the API port: `call(name, params, options)`, `url(name, params)` and `has(name)`. */
export function createApi(options: ApiOptions): ApiPort {
  const clients = createHttpClients(options);
  const baseURL = options.baseURL ?? configuredApiBase();
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;
  const reporter = options.reporter ?? consoleWarn;
  const responseChecks = options.responseChecks ?? precompiledChecks;

  function url(name: string, params: Record<string, unknown>): string {
    const def = endpointOf(name);
    if (!def) return '';
    const { query } = split(def, params);
    const search = def.prefix
      ? withSession(preschoolSession(options), toSearchParams(query))
      : toSearchParams(query);
    const text = search.toString();
    return `${baseURL}${wirePath(def)}${text ? `?${text}` : ''}`;
  }

  async function send(
    endpoint: { name: string; definition: EndpointDef },
    params: Record<string, unknown>,
    opts: CallOptions,
  ): Promise<ApiResult> {
    const { name, definition } = endpoint;
    if (opts.signal?.aborted) return failed('aborted');
    const { query, body } = split(definition, params, opts.query);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const forward = () => controller.abort();
    opts.signal?.addEventListener('abort', forward, { once: true });
    // The answer's validator loads while the request is on its way.
    const check = responseChecks(name);
    check?.catch(() => undefined);
    try {
      const answer: unknown = await clients[definition.client].request<unknown, unknown>({
        url: wirePath(definition),
        method: definition.method,
        params: toSearchParams(query),
        data: requestBody(definition, body),
        signal: controller.signal,
        ...(opts.headers ? { headers: opts.headers } : {}),
        ...(opts.onProgress
          ? {
              onUploadProgress: (event: { loaded: number; total?: number }) =>
                opts.onProgress?.(event.total ? Math.min(1, event.loaded / event.total) : 0),
            }
          : {}),
      });
      return await checkedResult(name, fromBody(definition, answer), { check, reporter });
    } catch (error) {
      if (timedOut) return failed('timeout');
      if (opts.signal?.aborted || axios.isCancel(error)) return failed('aborted');
      if (axios.isAxiosError(error)) {
        if (error.response) return fromHttpError(error.response.status, error.response.data);
        if (error.code === 'ETIMEDOUT') return failed('timeout');
      }
      return failed('network');
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', forward);
    }
  }

  return {
    has: (name) => endpointOf(name) !== undefined,
    url,
    async call(name, params, opts = {}) {
      try {
        const def = endpointOf(name);
        if (!def) return failed('invalid');
        // An image endpoint is loaded by the image element itself; the call hands out its URL.
        if (def.kind === 'image')
          return { ok: true, code: undefined, message: '', data: { url: url(name, params) } };
        return await send({ name, definition: def }, params ?? {}, opts);
      } catch {
        return failed('network');
      }
    },
  };
}
