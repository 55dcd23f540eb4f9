// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://api.test/confirmUse" }
/**
 * The API has no XSRF token (docs/contracts.md §5): a same-origin request in the browser goes out at
 * once, without reading a cookie first, and carries no token header even when such a cookie exists.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, seen, startTestServer } from './test-server';

startTestServer();

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('same-origin requests in the browser', () => {
  it('go out without waiting for a cookie read, and send no XSRF header', { timeout: 5000 }, async () => {
    document.cookie = 'XSRF-TOKEN=token-1; path=/';
    // A cookie store that never answers: a request that waited for it would never leave.
    const get = vi.fn(() => new Promise<never>(() => undefined));
    vi.stubGlobal('cookieStore', { get });
    const result = await api().call('cardInit', { product_id: '7' });
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/preschool/v3/bind-card/card-init');
    expect(seen[0]!.headers).not.toHaveProperty('x-xsrf-token');
    expect(get).not.toHaveBeenCalled();
  });
});
