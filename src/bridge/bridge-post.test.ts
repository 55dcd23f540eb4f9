import { describe, expect, it, vi } from 'vitest';
import { disposeBridgesAfterEach, setup, silenceConsole } from './test-bridge';

disposeBridgesAfterEach();

describe('createBridge post on iOS', () => {
  it('posts the payload to the handler named after the type', () => {
    const toHandler = { postMessage: vi.fn() };
    const { bridge, log } = setup({
      webkit: { messageHandlers: { to: toHandler } },
    });

    bridge.post('to', { url: 'https://example.com' });

    expect(toHandler.postMessage).toHaveBeenCalledWith({
      url: 'https://example.com',
    });
    expect(log.getSnapshot()).toMatchObject([{ type: 'to', channel: 'ios', direction: 'out' }]);
  });

  it('posts an empty object when there is no payload', () => {
    const closeWebview = { postMessage: vi.fn() };
    const { bridge } = setup({ webkit: { messageHandlers: { closeWebview } } });

    bridge.post('closeWebview');

    expect(closeWebview.postMessage).toHaveBeenCalledWith({});
  });

  it('calls postMessage on the handler itself', () => {
    const handler = {
      received: [] as unknown[],
      postMessage(this: { received: unknown[] }, message: unknown) {
        this.received.push(message);
      },
    };
    const { bridge } = setup({
      webkit: { messageHandlers: { toMine: handler } },
    });

    bridge.post('toMine', { tab: 1 });

    expect(handler.received).toEqual([{ tab: 1 }]);
  });

  it('prefers the iOS handler when both shells are present', () => {
    const ios = { postMessage: vi.fn() };
    const android = { postMessage: vi.fn() };
    const { bridge } = setup({
      webkit: { messageHandlers: { toHome: ios } },
      AppBridge: android,
    });

    bridge.post('toHome');

    expect(ios.postMessage).toHaveBeenCalledOnce();
    expect(android.postMessage).not.toHaveBeenCalled();
  });
});

describe('createBridge post on Android', () => {
  it('posts the type and payload as one JSON string', () => {
    const AppBridge = { postMessage: vi.fn() };
    const { bridge, log } = setup({ AppBridge });

    bridge.post('toProductDetail', { productId: '2' });

    expect(AppBridge.postMessage).toHaveBeenCalledOnce();
    const [json] = AppBridge.postMessage.mock.calls[0]!;
    expect(json).toBe('{"type":"toProductDetail","payload":{"productId":"2"}}');
    expect(JSON.parse(json as string)).toEqual({
      type: 'toProductDetail',
      payload: { productId: '2' },
    });
    expect(log.getSnapshot()).toMatchObject([{ type: 'toProductDetail', channel: 'android' }]);
  });

  it('sends the type alone when there is no payload', () => {
    const AppBridge = { postMessage: vi.fn() };
    const { bridge } = setup({ AppBridge });

    bridge.post('offToLogin');

    expect(JSON.parse(AppBridge.postMessage.mock.calls[0]![0] as string)).toEqual({ type: 'offToLogin' });
  });
});

describe('createBridge post without a native shell', () => {
  it('logs the message with session parameters masked and keeps it for the dev overlay', () => {
    const spies = silenceConsole();
    const { bridge, log } = setup({});

    expect(() =>
      bridge.post('to', {
        url: '/bindBank?userId=u-981&sessionId=s-secret&step=2',
        mobilePhone: '09171234567',
      }),
    ).not.toThrow();

    expect(spies.info).toHaveBeenCalledOnce();
    const logged = JSON.stringify(spies.info.mock.calls[0]);
    expect(logged).toContain('to');
    expect(logged).toContain('step=2');
    expect(logged).not.toContain('u-981');
    expect(logged).not.toContain('s-secret');
    expect(logged).not.toContain('09171234567');
    expect(log.getSnapshot()).toMatchObject([{ type: 'to', channel: 'none', direction: 'out' }]);
  });

  it('keeps nothing when the log is off (production builds)', () => {
    silenceConsole();
    const { bridge, log } = setup({}, false);

    bridge.post('toHome');

    expect(log.getSnapshot()).toEqual([]);
  });

  it('falls back to logging when webkit exists without a handler for the type', () => {
    const spies = silenceConsole();
    const toRate = { postMessage: vi.fn() };
    const { bridge, log } = setup({ webkit: { messageHandlers: { toRate } } });

    bridge.post('toHome');

    expect(toRate.postMessage).not.toHaveBeenCalled();
    expect(spies.info).toHaveBeenCalledOnce();
    expect(log.getSnapshot()).toMatchObject([{ type: 'toHome', channel: 'none' }]);
  });

  it('ignores native objects without a callable postMessage', () => {
    const spies = silenceConsole();
    const { bridge } = setup({
      webkit: { messageHandlers: { toHome: {} } },
      AppBridge: { postMessage: 'no' },
    });

    expect(() => bridge.post('toHome')).not.toThrow();
    expect(spies.info).toHaveBeenCalledOnce();
  });
});

describe('createBridge post failures', () => {
  it('reports a throwing iOS handler instead of throwing', () => {
    const spies = silenceConsole();
    const startBank = {
      postMessage: () => {
        throw new Error('handler gone');
      },
    };
    const { bridge, log } = setup({
      webkit: { messageHandlers: { startBank } },
    });

    expect(() => bridge.post('startBank', { bankId: 3 })).not.toThrow();

    expect(spies.error).toHaveBeenCalledOnce();
    expect(String(spies.error.mock.calls[0]![0])).toContain('handler gone');
    expect(log.getSnapshot()).toMatchObject([{ type: 'startBank', channel: 'ios', error: 'handler gone' }]);
  });

  it('reports a throwing Android bridge instead of throwing', () => {
    const spies = silenceConsole();
    const AppBridge = {
      postMessage: () => {
        throw new TypeError('not a function');
      },
    };
    const { bridge } = setup({ AppBridge });

    expect(() => bridge.post('endBank')).not.toThrow();
    expect(spies.error).toHaveBeenCalledOnce();
  });

  it('reports a payload that cannot be serialised', () => {
    const spies = silenceConsole();
    const AppBridge = { postMessage: vi.fn() };
    const { bridge } = setup({ AppBridge });
    const circular: Record<string, unknown> = {};
    circular.self = circular;

    expect(() => bridge.post('confirmBurialPoint', circular)).not.toThrow();
    expect(AppBridge.postMessage).not.toHaveBeenCalled();
    expect(spies.error).toHaveBeenCalledOnce();
  });

  it('refuses an unknown type with a warning and sends nothing', () => {
    const spies = silenceConsole();
    const AppBridge = { postMessage: vi.fn() };
    const home = { postMessage: vi.fn() };
    const { bridge, log } = setup({
      AppBridge,
      webkit: { messageHandlers: { openCamera: home } },
    });

    bridge.post('openCamera', { x: 1 });

    expect(AppBridge.postMessage).not.toHaveBeenCalled();
    expect(home.postMessage).not.toHaveBeenCalled();
    expect(spies.warn).toHaveBeenCalledOnce();
    expect(String(spies.warn.mock.calls[0]![0])).toContain('openCamera');
    expect(log.getSnapshot()).toMatchObject([{ type: 'openCamera', channel: 'refused' }]);
  });
});

describe('createBridge post: the outgoing gate', () => {
  it.each(['*#06#', 'tel:*123*1*1#', 'javascript:alert(1)', '+63 2 8888\n1234', undefined])(
    'posts no callTelephone with phone %j, on either shell',
    (phone) => {
      const console = silenceConsole();
      const ios = { postMessage: vi.fn() };
      const android = { postMessage: vi.fn() };
      setup({ webkit: { messageHandlers: { callTelephone: ios } } }).bridge.post('callTelephone', { phone });
      const { bridge, log } = setup({ AppBridge: android });
      bridge.post('callTelephone', { phone });
      expect(ios.postMessage).not.toHaveBeenCalled();
      expect(android.postMessage).not.toHaveBeenCalled();
      expect(log.getSnapshot()).toMatchObject([{ type: 'callTelephone', channel: 'refused' }]);
      expect(console.warn.mock.calls.flat().join(' ')).not.toContain('06');
    },
  );

  it('says beforehand which messages it lets through, so that an action can tell the borrower', () => {
    const { bridge } = setup({ AppBridge: { postMessage: vi.fn() } });
    expect(bridge.accepts?.('callTelephone', { phone: '*#06#' })).toBe(false);
    expect(bridge.accepts?.('callTelephone', { phone: '+63 2 8888 1234' })).toBe(true);
    expect(bridge.accepts?.('startBank', { orderId: 'OD7' })).toBe(true);
  });

  it('posts a phone number as digits, with its leading +', () => {
    const android = { postMessage: vi.fn() };
    setup({ AppBridge: android }).bridge.post('callTelephone', { phone: '+63 (2) 8888-1234' });
    expect(android.postMessage).toHaveBeenCalledExactlyOnceWith(
      JSON.stringify({ type: 'callTelephone', payload: { phone: '+63288881234' } }),
    );
  });
});
