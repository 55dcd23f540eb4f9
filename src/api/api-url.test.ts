import { describe, expect, it } from 'vitest';
import { endpointNames } from './endpoints';
import { createApi } from './index';
import { api, BASE, seen, startTestServer } from './test-server';

startTestServer();

describe('url and has', () => {
  it('builds the captcha image URL with its query', () => {
    expect(api().url('getCaptcha', { sid: 'abc', t: 1 })).toBe(
      `${BASE}/api/v2/youmi/promotion/get-captcha?sid=abc&t=1`,
    );
  });

  it('is same-origin relative without a base', () => {
    const client = createApi({ getSession: () => ({}), baseURL: '' });
    expect(client.url('getCaptcha', { sid: 's 1' })).toBe('/api/v2/youmi/promotion/get-captcha?sid=s+1');
  });

  it("adds the session, with lang the visit's language, to /preschool URLs", () => {
    expect(api({ session: { deviceId: 'd' } }).url('problemList', {})).toBe(
      `${BASE}/preschool/user-problem/problem-list?deviceId=d&lang=en`,
    );
    const filipino = createApi({
      getSession: () => ({ deviceId: 'd' }),
      getLanguage: () => 'fil',
      baseURL: BASE,
    });
    expect(filipino.url('problemList', {})).toBe(
      `${BASE}/preschool/user-problem/problem-list?deviceId=d&lang=fil`,
    );
  });

  it('is empty for an unknown endpoint', () => {
    expect(api().url('nope', {})).toBe('');
  });

  it('calling an image endpoint hands out its URL without a request', async () => {
    const result = await api().call('getCaptcha', { sid: 'x' });
    expect(result).toMatchObject({
      ok: true,
      data: { url: `${BASE}/api/v2/youmi/promotion/get-captcha?sid=x` },
    });
    expect(seen).toHaveLength(0);
  });

  it('has() knows exactly the catalogue', () => {
    for (const name of endpointNames) expect(api().has(name)).toBe(true);
    expect(api().has('toString')).toBe(false);
    expect(api().has('constructor')).toBe(false);
    expect(api().has('nope')).toBe(false);
  });
});
