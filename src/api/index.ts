/** The two HTTP clients of design.md §5 behind the engine's ApiPort: calls never reject. */
import axios, { type AxiosInstance } from 'axios';
import type { ApiPort, ApiResult, CallOptions } from '../engine/ports';
import { endpoints, type EndpointDef } from './endpoints';

export interface ApiOptions {
  getSession(): Record<string, string>;
  baseURL?: string;
  timeout?: number;
}

function clean(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) out[k] = v;
  return out;
}

function toForm(params: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  return form;
}

function toMultipart(params: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(params)) form.append(k, v instanceof Blob ? v : String(v));
  return form;
}

export function createApi(options: ApiOptions): ApiPort {
  const baseURL = options.baseURL ?? (import.meta.env?.VITE_API_BASE || '');
  const make = (): AxiosInstance =>
    axios.create({
      baseURL,
      timeout: options.timeout ?? 60_000,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
  const clients = { one: make(), two: make() };

  const headers = (def: EndpointDef): Record<string, string> => {
    const s = options.getSession();
    return def.client === 'one'
      ? { building: s.building ?? '', gather: s.gather ?? '' }
      : { swift: s.swift ?? '', eyes: s.eyes ?? '' };
  };

  const split = (def: EndpointDef, params: Record<string, unknown>, extra?: Record<string, unknown>) => {
    const query: Record<string, unknown> = {};
    const body: Record<string, unknown> = {};
    if (def.session) Object.assign(query, options.getSession());
    for (const [k, v] of Object.entries(clean(params))) {
      if (def.method === 'GET' || def.queryParams?.includes(k)) query[k] = v;
      else body[k] = v;
    }
    Object.assign(query, clean(extra ?? {}));
    return { query, body };
  };

  return {
    has: (name) => name in endpoints,
    url(name, params) {
      const def = (endpoints as Record<string, EndpointDef>)[name];
      if (!def) return '';
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(clean(params))) qs.set(k, String(v));
      const q = qs.toString();
      return `${baseURL}${def.path}${q ? `?${q}` : ''}`;
    },
    async call(name: string, params: Record<string, unknown>, opts: CallOptions = {}): Promise<ApiResult> {
      const def = (endpoints as Record<string, EndpointDef>)[name];
      if (!def) return { ok: false, code: undefined, message: 'error', data: undefined, failure: 'invalid' };
      const { query, body } = split(def, params, opts.query);
      let data: unknown;
      const h = headers(def);
      if (def.method === 'POST') {
        if (def.multipart) data = toMultipart(body);
        else if (def.client === 'two') {
          data = toForm(body);
          h['Content-Type'] = 'application/x-www-form-urlencoded';
        } else data = body;
      }
      try {
        const response = await clients[def.client].request({
          url: def.path,
          method: def.method,
          params: query,
          data,
          headers: h,
          signal: opts.signal,
          responseType: 'text',
          transformResponse: (x: unknown) => x,
        });
        return envelope(def, response.status, response.data);
      } catch (error) {
        if (axios.isCancel(error))
          return { ok: false, code: undefined, message: 'error', data: undefined, failure: 'aborted' };
        const e = error as { code?: string; response?: { status: number; data: unknown } };
        if (e.response) {
          const parsed = envelope(def, e.response.status, e.response.data);
          return { ...parsed, ok: false, failure: 'http', status: e.response.status };
        }
        return {
          ok: false,
          code: undefined,
          message: 'error',
          data: undefined,
          failure: e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT' ? 'timeout' : 'network',
        };
      }
    },
  };
}

/** Maps a response body to an ApiResult: success when the code is the endpoint's success code. */
export function envelope(def: Pick<EndpointDef, 'success'>, status: number, raw: unknown): ApiResult {
  let body: unknown = raw;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      return { ok: false, code: undefined, message: 'error', data: undefined, failure: 'invalid', status };
    }
  }
  if (!body || typeof body !== 'object' || !('code' in body)) {
    return {
      ok: false,
      code: undefined,
      message: 'error',
      data: undefined,
      failure: 'invalid',
      status,
      body,
    };
  }
  const b = body as { code: unknown; message?: unknown; msg?: unknown; data?: unknown };
  const code = typeof b.code === 'number' || typeof b.code === 'string' ? b.code : undefined;
  const ok = def.success === '00' ? code === '00' : code === 0 || code === '0';
  const message = typeof b.message === 'string' ? b.message : typeof b.msg === 'string' ? b.msg : '';
  return { ok, code, message: message || (ok ? '' : 'error'), data: b.data, body, status };
}
