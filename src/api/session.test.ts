// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureSession,
  COMMON_PARAMS,
  hideSecrets,
  HISTORY_STATE_KEY,
  historyKeeper,
  readSession,
  secretsState,
  SESSION_KEY,
  startSession,
  type SecretKeeper,
} from './session';
import { sessionForUrl } from './session-links';
import { memoryStorage } from '../../tests/memory-storage';

describe('session parameters', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('names the seventeen common parameters of docs/contracts.md §4', () => {
    const contracts = readFileSync(join(import.meta.dirname, '../../docs/contracts.md'), 'utf8');
    const section = contracts.slice(contracts.indexOf('## 4.'), contracts.indexOf('## 5.'));
    // The section lists them as two back-quoted, comma-separated runs: the parameters, then the header sources.
    const listed = [...section.matchAll(/`([^`]*,[^`]*)`/g)].flatMap((m) => m[1]!.split(/,\s*/));
    expect(listed).toHaveLength(17);
    expect([...COMMON_PARAMS].sort()).toEqual(listed.sort());
  });

  it('captures only the common parameters and stores the non-secret ones under loan.session', () => {
    const session = captureSession('?deviceId=d-1&userId=u&swift=s&source=loanDetail&scenario=x', storage);
    expect(session).toEqual({ deviceId: 'd-1', userId: 'u', swift: 's' });
    expect(JSON.parse(storage.getItem(SESSION_KEY)!)).toEqual({ deviceId: 'd-1', userId: 'u' });
  });

  it('keeps the header secrets out of storage: with their keeper, and read back from it', () => {
    let kept: Record<string, string> = {};
    const keeper: SecretKeeper = { read: () => kept, write: (secrets) => void (kept = secrets) };
    const query = '?deviceId=d&building=b-1&gather=g-1&swift=s-1&eyes=e-1';
    expect(captureSession(query, storage, keeper)).toEqual({
      deviceId: 'd',
      building: 'b-1',
      gather: 'g-1',
      swift: 's-1',
      eyes: 'e-1',
    });
    expect(storage.getItem(SESSION_KEY)).toBe('{"deviceId":"d"}');
    expect(kept).toEqual({ building: 'b-1', gather: 'g-1', swift: 's-1', eyes: 'e-1' });
    // a reload: the address no longer carries them
    expect(captureSession('?deviceId=d', storage, keeper)).toMatchObject({ building: 'b-1', eyes: 'e-1' });
    // secrets an older build stored are not read back
    storage.setItem(SESSION_KEY, JSON.stringify({ deviceId: 'd', swift: 'old' }));
    expect(readSession(storage)).toEqual({ deviceId: 'd' });
  });

  it('a name given twice keeps its first value; a value over 2048 characters is dropped', () => {
    expect(captureSession('?orderId=first&orderId=second', storage).orderId).toBe('first');
    const session = captureSession(`?sessionId=${'x'.repeat(1024 * 1024)}&deviceId=d`, memoryStorage());
    expect(session).toEqual({ deviceId: 'd' });
  });

  it('accepts a query without the leading ?', () => {
    expect(captureSession('deviceId=d', storage)).toEqual({ deviceId: 'd' });
  });

  it('keeps what was stored and lets a later query override it (in-app navigation keeps the session)', () => {
    captureSession('?deviceId=d-1&sessionId=s-1&orderId=o-1', storage);
    const next = captureSession('?orderId=o-2', storage);
    expect(next).toEqual({ deviceId: 'd-1', sessionId: 's-1', orderId: 'o-2' });
    expect(readSession(storage)).toEqual(next);
  });

  it('keeps an empty value given in the query', () => {
    expect(captureSession('?building=&gather=g', storage)).toEqual({ building: '', gather: 'g' });
  });

  it.each([
    ['?productId=9', { productId: '9', product_id: '9' }],
    ['?product_id=9', { productId: '9', product_id: '9' }],
    ['?productId=9&product_id=9', { productId: '9', product_id: '9' }],
    // Both, disagreeing: the one the address names first, for every screen and call.
    ['?productId=1&product_id=2', { productId: '1', product_id: '1' }],
    ['?product_id=2&deviceId=d&productId=1', { productId: '2', product_id: '2', deviceId: 'd' }],
  ])('mirrors productId and product_id: %s', (search, expected) => {
    expect(captureSession(search, storage)).toEqual(expected);
  });

  it('a new productId replaces both stored product ids', () => {
    captureSession('?product_id=1', storage);
    expect(captureSession('?productId=2', storage)).toEqual({ productId: '2', product_id: '2' });
  });

  it('mirrors a stored id that lacks its twin', () => {
    storage.setItem(SESSION_KEY, JSON.stringify({ product_id: '5' }));
    expect(captureSession('', storage)).toEqual({ product_id: '5', productId: '5' });
  });

  it('reads nothing from a tampered or broken store', () => {
    storage.setItem(SESSION_KEY, '{not json');
    expect(readSession(storage)).toEqual({});
    storage.setItem(SESSION_KEY, JSON.stringify(['x']));
    expect(readSession(storage)).toEqual({});
    storage.setItem(SESSION_KEY, JSON.stringify({ deviceId: 'd', evil: 'x', userId: 5 }));
    expect(readSession(storage)).toEqual({ deviceId: 'd' });
  });

  it('works without storage and when storage refuses to write', () => {
    expect(captureSession('?deviceId=d', undefined)).toEqual({ deviceId: 'd' });
    const full = memoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(captureSession('?deviceId=d', full)).toEqual({ deviceId: 'd' });
  });

  it('defaults to the page sessionStorage', () => {
    captureSession('?adId=a');
    expect(readSession()).toEqual({ adId: 'a' });
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEY)!)).toEqual({ adId: 'a' });
  });

  it('never logs the values', () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m));
    storage.setItem(SESSION_KEY, '{broken');
    captureSession('?sessionId=secret-session&mobilePhone=09171234567', storage);
    readSession(storage);
    for (const spy of spies) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });

  it('hides the secrets from the address bar and finds them again in history state after a reload', () => {
    window.history.replaceState(null, '', '/bindBank?product_id=1&building=b-1&deviceId=d&eyes=e-1#/x');
    const session = startSession(window);
    expect(session).toMatchObject({ building: 'b-1', eyes: 'e-1', deviceId: 'd', product_id: '1' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/bindBank?product_id=1&deviceId=d#/x',
    );
    expect(JSON.stringify(window.sessionStorage)).not.toMatch(/b-1|e-1/);
    // what a reload of the same entry sees
    expect(historyKeeper(window).read()).toEqual({ building: 'b-1', eyes: 'e-1' });
    expect(startSession(window)).toEqual(session);
    hideSecrets(window);
    expect(window.location.search).toBe('?product_id=1&deviceId=d');
    window.history.replaceState(null, '', '/');
  });
});

describe('the secrets in history state', () => {
  it("are kept in react-router's navigation state, beside its own keys, and read back from there", () => {
    window.history.replaceState({ usr: { other: 1 }, key: 'k1', idx: 3 }, '', '/bindBank');
    historyKeeper(window).write({ swift: 's-1', eyes: 'e-1' });
    expect(window.history.state).toEqual({
      usr: { other: 1, [HISTORY_STATE_KEY]: { swift: 's-1', eyes: 'e-1' } },
      key: 'k1',
      idx: 3,
    });
    expect(historyKeeper(window).read()).toEqual({ swift: 's-1', eyes: 'e-1' });
    window.history.replaceState({ usr: secretsState({ deviceId: 'd', gather: 'g-1' }) }, '', '/bindBank');
    expect(historyKeeper(window).read()).toEqual({ gather: 'g-1' });
    window.history.replaceState(null, '', '/');
  });
});

describe('session values on a link', () => {
  const session = { deviceId: 'd', orderId: 'o', building: 'b', gather: 'g', swift: 's', eyes: 'e' };
  const hosts = ['pesoloan.example.ph', '*.pesoloan.example.ph'];

  it.each([
    ['https://pesoloan.example.ph/x'],
    ['https://pay.pesoloan.example.ph/x'],
    ['https://app.example.com/x'],
  ])("an https link on the lender's hosts carries the common parameters but no header secret: %s", (href) => {
    expect(
      sessionForUrl(href, session, {
        allowedHosts: hosts,
        origins: ['https://app.example.com'],
        page: 'https://app.example.com',
      }),
    ).toEqual({
      deviceId: 'd',
      orderId: 'o',
    });
  });

  it("a link on the page's own origin carries the common parameters whatever its scheme (the page holds them)", () => {
    const lender = {
      allowedHosts: hosts,
      origins: ['http://m.lender.test:8080'],
      page: 'http://m.lender.test:8080',
    };
    expect(sessionForUrl('http://m.lender.test:8080/loanDetail?from=confirm', session, lender)).toEqual({
      deviceId: 'd',
      orderId: 'o',
    });
    // Another port or scheme is another origin: https only, then, and the lender's hosts only.
    expect(sessionForUrl('http://m.lender.test:9090/x', session, lender)).toEqual({});
    expect(
      sessionForUrl('http://api.lender.test/x', session, { ...lender, origins: ['http://api.lender.test'] }),
    ).toEqual({});
  });

  it.each([
    ['http://pesoloan.example.ph/x', 'plain http'],
    ['https://evil.example/x', 'another host'],
    ['https://pesoloan.example.ph.evil.example/x', "a host that only starts like the lender's"],
    ['https://evilpesoloan.example.ph/x', "a host that only ends like the lender's"],
    ['http://app.example.com/x', "the page's host over http when the page is on https"],
  ])('%s gets nothing (%s)', (href) => {
    expect(
      sessionForUrl(href, session, {
        allowedHosts: hosts,
        origins: ['https://app.example.com'],
        page: 'https://app.example.com',
      }),
    ).toEqual({});
  });
});
