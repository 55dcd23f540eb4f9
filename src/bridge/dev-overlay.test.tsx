import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridgeLog } from './bridge-log';
import { BridgeDevOverlay } from './dev-overlay';
import { createBridge } from './index';

describe('BridgeDevOverlay', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts collapsed and shows how many messages were posted', async () => {
    const log = createBridgeLog();
    log.add({
      direction: 'out',
      type: 'toHome',
      payload: undefined,
      channel: 'none',
    });
    render(<BridgeDevOverlay log={log} />);

    const toggle = screen.getByRole('button', { name: 'Bridge messages (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list')).toHaveTextContent('toHome');
  });

  it('lists messages posted through a bridge without a native shell, newest first', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const log = createBridgeLog();
    const bridge = createBridge({}, { dev: true, log });
    render(<BridgeDevOverlay log={log} defaultOpen />);

    act(() => {
      bridge.post('toProductDetail', { productId: 12 });
      bridge.post('closeWebview');
    });

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('closeWebview');
    expect(items[1]).toHaveTextContent('toProductDetail');
    expect(items[1]).toHaveTextContent('{"productId":12}');
    bridge.dispose();
  });

  it('renders payloads as text, never as markup', () => {
    const log = createBridgeLog();
    const attack = '<img src=x onerror=alert(1)>';
    log.add({
      direction: 'out',
      type: 'to',
      payload: { url: attack },
      channel: 'none',
    });
    const { container } = render(<BridgeDevOverlay log={log} defaultOpen />);

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('list')).toHaveTextContent(JSON.stringify({ url: attack }));
  });

  it('shows delivery errors and clears the list', async () => {
    const log = createBridgeLog();
    log.add({
      direction: 'out',
      type: 'startBank',
      payload: {},
      channel: 'ios',
      error: 'handler gone',
    });
    render(<BridgeDevOverlay log={log} defaultOpen />);

    expect(screen.getByText('handler gone')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));

    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bridge messages (0)' })).toBeInTheDocument();
  });
});

describe('createBridgeLog', () => {
  it('keeps the snapshot stable between changes and notifies subscribers', () => {
    const log = createBridgeLog(2);
    const listener = vi.fn();
    const unsubscribe = log.subscribe(listener);
    const empty = log.getSnapshot();
    expect(log.getSnapshot()).toBe(empty);

    log.add({ direction: 'out', type: 'toHome', payload: undefined });
    log.add({ direction: 'out', type: 'toMine', payload: undefined });
    log.add({ direction: 'out', type: 'toRate', payload: undefined });

    expect(listener).toHaveBeenCalledTimes(3);
    expect(log.getSnapshot().map((entry) => entry.type)).toEqual(['toMine', 'toRate']);
    unsubscribe();
    log.clear();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(log.getSnapshot()).toEqual([]);
  });
});
