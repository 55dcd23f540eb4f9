import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { acceptLanguage } from './http';
import { createApi } from './index';
import { answerWith, BASE, seen, SESSION, startTestServer } from './test-server';

startTestServer();

const ENGLISH = 'en-PH, en;q=0.9';
const FILIPINO = 'fil-PH, fil;q=0.9, en;q=0.5';

/** The API of a visit in `language`, its session naming another (the visit's language decides). */
function visit(language: string, session: Record<string, string> = { ...SESSION, lang: 'xx' }) {
  return createApi({
    getSession: () => session,
    getLanguage: () => language,
    baseURL: BASE,
    responseChecks: () => undefined,
  });
}

describe("the visit's language to the lender (docs/contracts.md §9)", () => {
  for (const [language, header] of [
    ['en', ENGLISH],
    ['fil', FILIPINO],
  ] as const) {
    it(`client one (/v3) asks for ${language} in Accept-Language, and adds no lang of its own`, async () => {
      await visit(language).call('loanPlayDetail', { orderId: 'OD1', productId: '1' });
      const [request] = seen;
      expect(request!.path).toBe('/v3/installment/loan-play-detail');
      expect(request!.headers['accept-language']).toBe(header);
      expect(request!.query).toEqual({});
      expect(JSON.parse(request!.text)).toEqual({ orderId: 'OD1', productId: '1' });
      expect(request!.headers).toMatchObject({ building: 'bu', gather: 'ga' });
    });

    it(`client two under /preschool asks for ${language} in Accept-Language and in the query's lang`, async () => {
      await visit(language).call('cardInit', { product_id: '7' });
      const [request] = seen;
      expect(request!.path).toBe('/preschool/v3/bind-card/card-init');
      expect(request!.headers['accept-language']).toBe(header);
      expect(request!.query).toMatchObject({ deviceId: 'd-1', sessionId: 's-1', lang: language });
      // The form body is the call's own: the language travels in the query only.
      expect(Object.fromEntries(new URLSearchParams(request!.text))).toEqual({ product_id: '7' });
    });

    it(`client two on the older API asks for ${language} in Accept-Language, with no query`, async () => {
      answerWith(() => HttpResponse.json({ code: '00', message: '', data: {} }));
      await visit(language).call('goyaLoginFailNotice', {});
      expect(seen[0]!.path).toBe('/gopia/goya/login-fail-notice');
      expect(seen[0]!.headers['accept-language']).toBe(header);
      expect(seen[0]!.query).toEqual({});
    });

    it(`a picture sent to /preschool (multipart) asks for ${language} too`, async () => {
      answerWith(() =>
        HttpResponse.json({ code: '00', message: '', data: { url: 'https://img.test/1.png' } }),
      );
      const file = new File(['png-bytes'], 'photo.png', { type: 'image/png' });
      await visit(language).call('uploadProblemImg', { problemImage: file });
      expect(seen[0]!.contentType).toMatch(/^multipart\/form-data/);
      expect(seen[0]!.headers['accept-language']).toBe(header);
      expect(seen[0]!.query.lang).toBe(language);
    });
  }

  it('reads the language afresh for every request: a switch during the visit is heard at once', async () => {
    let language = 'en';
    const api = createApi({ getSession: () => SESSION, getLanguage: () => language, baseURL: BASE });
    await api.call('problemList', {});
    language = 'fil';
    await api.call('problemList', {});
    expect(seen.map((r) => [r.headers['accept-language'], r.query.lang])).toEqual([
      [ENGLISH, 'en'],
      [FILIPINO, 'fil'],
    ]);
  });

  it("without a reader of its own, the session's lang; none, or one that is no language, is English", async () => {
    const session: Record<string, string> = { deviceId: 'd', lang: 'fil' };
    const api = createApi({ getSession: () => session, baseURL: BASE });
    await api.call('problemList', {});
    session.lang = '<script>';
    await api.call('problemList', {});
    delete session.lang;
    await api.call('problemList', {});
    expect(seen.map((r) => [r.headers['accept-language'], r.query.lang])).toEqual([
      [FILIPINO, 'fil'],
      [ENGLISH, 'en'],
      [ENGLISH, 'en'],
    ]);
  });

  it('a lang the call names itself still wins on the query, as every call parameter does', async () => {
    await visit('fil').call('problemInit', {}, { query: { lang: 'en' } });
    expect(seen[0]!.query.lang).toBe('en');
    expect(seen[0]!.headers['accept-language']).toBe(FILIPINO);
  });

  it('writes the header only from letters, commas, semicolons, dots and equals signs', () => {
    expect(acceptLanguage('fil')).toBe(FILIPINO);
    expect(acceptLanguage('FIL-ph')).toBe(FILIPINO);
    expect(acceptLanguage('en')).toBe(ENGLISH);
    expect(acceptLanguage('es')).toBe('es-PH, es;q=0.9, en;q=0.5');
    for (const odd of ['', 'x', 'filipino', 'fil\r\nX-Evil: 1', undefined, 7])
      expect(acceptLanguage(odd)).toBe(ENGLISH);
  });
});
