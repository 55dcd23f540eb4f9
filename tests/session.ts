/** A screen session on fake ports, for tests of actions and sessions without React. */
import { vi } from 'vitest';
import { loadedActions } from './actions';
import { makeStore } from '../src/store';
import { ScreenSession } from '../src/engine/session/screen-session';
import type { SessionPorts } from '../src/engine/session/ports';
import type { UiPort } from '../src/engine/session/action-context';
import { appLanguage } from './language';

/**
 * Ports that do nothing and record nothing beyond `vi.fn()`, on a store at `/x` with no query: a test
 * overrides what it watches (the API's answers, the toasts, the bridge).
 */
export function fakePorts(overrides: Partial<SessionPorts> = {}): SessionPorts {
  return {
    store: makeStore({ preloadedState: { route: { path: '/x', hash: '', query: {}, session: {} } } }),
    api: { call: vi.fn(), url: () => '', has: () => true },
    bridge: { post: vi.fn(), onReceive: () => () => {} },
    navigator: { go: vi.fn(), back: vi.fn(), assign: vi.fn() },
    reporter: { warn: vi.fn() },
    ui: fakeUi(),
    timers: { setInterval, clearInterval, setTimeout, clearTimeout } as never,
    actions: loadedActions,
    app: {},
    language: appLanguage(),
    safeUrl: () => null,
    withSession: (href) => href,
    clipboard: async () => {},
    ...overrides,
  };
}

/** A UI whose dialogs are confirmed and whose other parts record their calls; `overrides` replace parts. */
export function fakeUi(overrides: Partial<UiPort> = {}): UiPort {
  return {
    toast: vi.fn(),
    loading: () => () => {},
    dialog: async () => 'confirm',
    modal: vi.fn(),
    openDocument: vi.fn(),
    ...overrides,
  };
}

/** A visit of screen `screen` (no body, no sources) with the given ports. */
export function testSession(screen: string, ports: SessionPorts): ScreenSession {
  return new ScreenSession(ports, { id: screen, body: [] });
}
