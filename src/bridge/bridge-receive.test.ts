// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createBridge, type BridgeHost } from './index';
import { bridges, disposeBridgesAfterEach, setup, silenceConsole } from './test-bridge';

disposeBridgesAfterEach();

describe('createBridge receive', () => {
  it('installs WebBridge.receive and dispatches to every listener', () => {
    const { host, bridge, log } = setup({});
    const first = vi.fn();
    const second = vi.fn();
    bridge.onReceive(first);
    bridge.onReceive(second);

    host.WebBridge!.receive({ type: 'back', payload: { from: 'shell' } });

    expect(first).toHaveBeenCalledWith({
      type: 'back',
      payload: { from: 'shell' },
    });
    expect(second).toHaveBeenCalledWith({
      type: 'back',
      payload: { from: 'shell' },
    });
    expect(log.getSnapshot()).toMatchObject([{ type: 'back', direction: 'in' }]);
  });

  it('stops calling a listener after it unsubscribes', () => {
    const { host, bridge } = setup({});
    const listener = vi.fn();
    const unsubscribe = bridge.onReceive(listener);

    unsubscribe();
    host.WebBridge!.receive({ type: 'back' });

    expect(listener).not.toHaveBeenCalled();
  });

  it('accepts a JSON string from the shell', () => {
    const { host, bridge } = setup({});
    const listener = vi.fn();
    bridge.onReceive(listener);

    host.WebBridge!.receive('{"type":"back"}');

    expect(listener).toHaveBeenCalledWith({ type: 'back' });
  });

  it('ignores malformed messages with a warning', () => {
    const spies = silenceConsole();
    const { host, bridge } = setup({});
    const listener = vi.fn();
    bridge.onReceive(listener);

    for (const message of [undefined, null, 'not json', { payload: 1 }, { type: '' }, { type: 7 }]) {
      expect(() => host.WebBridge!.receive(message)).not.toThrow();
    }

    expect(listener).not.toHaveBeenCalled();
    expect(spies.warn).toHaveBeenCalledTimes(6);
  });

  it('keeps dispatching when one listener throws', () => {
    const spies = silenceConsole();
    const { host, bridge } = setup({});
    const after = vi.fn();
    bridge.onReceive(() => {
      throw new Error('boom');
    });
    bridge.onReceive(after);

    expect(() => host.WebBridge!.receive({ type: 'back' })).not.toThrow();

    expect(after).toHaveBeenCalledOnce();
    expect(spies.error).toHaveBeenCalledOnce();
  });

  it('removes its WebBridge on dispose, leaving a newer one in place', () => {
    const host: BridgeHost = {};
    const older = createBridge(host, { dev: false });
    older.dispose();
    expect(host.WebBridge).toBeUndefined();

    const first = createBridge(host, { dev: false });
    const second = createBridge(host, { dev: false });
    const installed = host.WebBridge;
    first.dispose();
    expect(host.WebBridge).toBe(installed);
    second.dispose();
    expect(host.WebBridge).toBeUndefined();
  });

  it('uses window by default', () => {
    const bridge = createBridge(undefined, { dev: false });
    bridges.push(bridge);
    const listener = vi.fn();
    bridge.onReceive(listener);

    (window as BridgeHost).WebBridge!.receive({ type: 'back' });

    expect(listener).toHaveBeenCalledOnce();
  });
});
