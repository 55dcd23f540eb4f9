import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureSession, COMMON_PARAMS, readSession, SESSION_KEY } from './session';
import { memoryStorage } from '../../tests/memory-storage';

describe('session parameters', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('names the sixteen common parameters of design.md §4', () => {
    expect([...COMMON_PARAMS].sort()).toEqual(
      [
        'deviceId',
        'userId',
        'sessionId',
        'merchantNumber',
        'mobilePhone',
        'version',
        'deviceName',
        'osVersion',
        'adId',
        'productId',
        'product_id',
        'orderId',
        'building',
        'gather',
        'swift',
        'eyes',
      ].sort(),
    );
  });

  it('captures only the common parameters and stores them under loan.session', () => {
    const session = captureSession('?deviceId=d-1&userId=u&swift=s&source=loanDetail&scenario=x', storage);
    expect(session).toEqual({ deviceId: 'd-1', userId: 'u', swift: 's' });
    expect(JSON.parse(storage.getItem(SESSION_KEY)!)).toEqual(session);
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
    ['?productId=1&product_id=2', { productId: '1', product_id: '2' }],
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
});
