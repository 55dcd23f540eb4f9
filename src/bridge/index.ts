import type { BridgePort } from '../engine/ports';
import { bridgeLog, type BridgeChannel, type BridgeLog } from './bridge-log';
import { isBridgeMessageType } from './message-types';
import { checkOutgoing } from './outgoing';
import { redactSession } from './redact';

export { bridgeMessageTypes, isBridgeMessageType, type BridgeMessageType } from './message-types';
export { checkOutgoing, type OutgoingVerdict } from './outgoing';
export {
  bridgeLog,
  createBridgeLog,
  type BridgeChannel,
  type BridgeLog,
  type BridgeLogEntry,
} from './bridge-log';

/** A message from the native shell to the page. */
export interface IncomingBridgeMessage {
  type: string;
  payload?: unknown;
}

/** What the page exposes to the shell as `window.WebBridge`. */
export interface WebBridgeApi {
  receive(message: unknown): void;
}

/**
 * The globals the bridge reads and writes: `window` in the app, a plain object in tests.
 * `webkit` and `AppBridge` come from the native shell and are feature-detected, never trusted.
 */
export interface BridgeHost {
  webkit?: unknown;
  AppBridge?: unknown;
  WebBridge?: WebBridgeApi;
}

export interface BridgeOptions {
  /** Keep a log of the traffic for the dev overlay. */
  dev?: boolean;
  /** Where the traffic is kept in dev builds. */
  log?: BridgeLog;
}

export interface Bridge extends BridgePort {
  /** Removes `window.WebBridge` (when it is still this bridge's) and all listeners. */
  dispose(): void;
}

interface Poster {
  postMessage(message: unknown): unknown;
}

function isPoster(value: unknown): value is Poster {
  return (
    typeof value === 'object' &&
    value !== null &&
    'postMessage' in value &&
    typeof value.postMessage === 'function'
  );
}

function iosHandler(host: BridgeHost, type: string): Poster | undefined {
  const webkit = host.webkit;
  if (typeof webkit !== 'object' || webkit === null || !('messageHandlers' in webkit)) return undefined;
  const handlers: unknown = webkit.messageHandlers;
  if (typeof handlers !== 'object' || handlers === null) return undefined;
  const handler: unknown = Reflect.get(handlers, type);
  return isPoster(handler) ? handler : undefined;
}

function androidBridge(host: BridgeHost): Poster | undefined {
  return isPoster(host.AppBridge) ? host.AppBridge : undefined;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

function parseIncoming(message: unknown): IncomingBridgeMessage | undefined {
  let value = message;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null || !('type' in value)) return undefined;
  const { type } = value;
  if (typeof type !== 'string' || type === '') return undefined;
  return 'payload' in value ? { type, payload: value.payload } : { type };
}

function defaultHost(): BridgeHost {
  return window as BridgeHost;
}

/**
 * Creates the page's side of the native bridge (docs/contracts.md §6) and installs `WebBridge` on `win`.
 * `post` never throws: unknown types and payloads the outgoing gate refuses (a number that is not
 * one) are refused with a warning, a failing native handler is reported, and without a native shell
 * the message is logged (session parameters masked).
 */
export function createBridge(
  win: BridgeHost = defaultHost(),
  { dev = import.meta.env.DEV, log = bridgeLog }: BridgeOptions = {},
): Bridge {
  const listeners = new Set<(message: IncomingBridgeMessage) => void>();
  const record: BridgeLog['add'] = (entry) => {
    if (dev) log.add(entry);
  };

  const post = (type: string, raw?: unknown): void => {
    if (!isBridgeMessageType(type)) {
      console.warn(`[bridge] refused a message of unknown type "${String(type)}"`);
      record({
        direction: 'out',
        type: String(type),
        payload: raw,
        channel: 'refused',
        error: 'unknown type',
      });
      return;
    }
    // Every message passes the outgoing gate here, whoever posts it; its value is not logged.
    const verdict = checkOutgoing(type, raw);
    if (!verdict.ok) {
      console.warn(`[bridge] refused a "${type}" message: ${verdict.message}`);
      record({ direction: 'out', type, payload: raw, channel: 'refused', error: verdict.message });
      return;
    }
    const payload = verdict.payload;
    const ios = iosHandler(win, type);
    const android = ios ? undefined : androidBridge(win);
    const channel: BridgeChannel = ios ? 'ios' : android ? 'android' : 'none';
    try {
      if (ios) {
        ios.postMessage(payload ?? {});
      } else if (android) {
        android.postMessage(JSON.stringify({ type, payload }));
      } else if (payload === undefined) {
        console.info(`[bridge] ${type} (no native shell)`);
      } else {
        console.info(`[bridge] ${type} (no native shell)`, redactSession(payload));
      }
      record({ direction: 'out', type, payload, channel });
    } catch (error) {
      const reason = describeError(error);
      console.error(`[bridge] the native shell failed to take "${type}" (${channel}): ${reason}`);
      record({ direction: 'out', type, payload, channel, error: reason });
    }
  };

  const webBridge: WebBridgeApi = {
    receive(message) {
      const parsed = parseIncoming(message);
      if (!parsed) {
        console.warn('[bridge] ignored a malformed message from the native shell');
        return;
      }
      record({ direction: 'in', type: parsed.type, payload: parsed.payload });
      for (const listener of [...listeners]) {
        try {
          listener(parsed);
        } catch (error) {
          console.error(`[bridge] a listener for "${parsed.type}" failed: ${describeError(error)}`);
        }
      }
    },
  };
  win.WebBridge = webBridge;

  return {
    post,
    accepts: (type, payload) => checkOutgoing(type, payload).ok,
    onReceive(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      listeners.clear();
      if (win.WebBridge === webBridge) delete win.WebBridge;
    },
  };
}
