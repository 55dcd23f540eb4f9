/** MSW handlers for every endpoint of the catalogue, backed by the fake backend. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpoints, type EndpointDef } from '../src/api/endpoints';
import type { Backend } from './backend';

async function readBody(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'GET') return {};
  if (type.includes('application/json'))
    return ((await request.json().catch(() => ({}))) as Record<string, string>) ?? {};
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const out: Record<string, string> = {};
    form.forEach((v, k) => (out[k] = typeof v === 'string' ? v : 'file'));
    return out;
  }
  const text = await request.text();
  return Object.fromEntries(new URLSearchParams(text));
}

const ok = (def: EndpointDef, data: unknown = {}) =>
  HttpResponse.json({ code: def.success === '00' ? '00' : 0, message: 'success', data });

export function createHandlers(backend: Backend): HttpHandler[] {
  const defs = endpoints as Record<string, EndpointDef>;
  const answer: Record<string, (body: Record<string, string>, def: EndpointDef) => Response> = {
    cardInit: (_b, def) =>
      backend.state.scenario === 'bank-init-error'
        ? HttpResponse.json({ code: 1, message: 'Service is busy, please try again', data: null })
        : ok(def, { items: backend.state.bankItems }),
    bindCardNew: (body, def) => {
      if (backend.state.scenario === 'bank-error')
        return HttpResponse.json({ code: 1, message: 'The account number is invalid', data: null });
      backend.saveAccount(body);
      return ok(def, {});
    },
    bindCardChange: (body, def) => {
      if (backend.state.scenario === 'bank-error')
        return HttpResponse.json({ code: 1, message: 'The account number is invalid', data: null });
      backend.saveAccount(body);
      return ok(def, {});
    },
  };
  return Object.entries(defs).map(([name, def]) => {
    const method = def.method === 'GET' ? http.get : http.post;
    return method(`*${def.path}`, async ({ request }) => {
      if (backend.state.scenario === 'network-down') return HttpResponse.error();
      const body = await readBody(request);
      const handler = answer[name];
      return handler ? handler(body, def) : ok(def, {});
    });
  });
}
