/** Where a message went: a native channel, nowhere (desktop browser), or refused before sending. */
export type BridgeChannel = 'ios' | 'android' | 'none' | 'refused';

export interface BridgeLogEntry {
  id: number;
  /** `out`: the page posted it to the shell; `in`: the shell sent it to the page. */
  direction: 'out' | 'in';
  type: string;
  payload: unknown;
  /** Set on outgoing messages. */
  channel?: BridgeChannel;
  /** Why delivery failed, when it did. */
  error?: string;
  at: number;
}

/** A small external store of bridge traffic, shaped for `useSyncExternalStore`. */
export interface BridgeLog {
  getSnapshot(): readonly BridgeLogEntry[];
  subscribe(listener: () => void): () => void;
  add(entry: Omit<BridgeLogEntry, 'id' | 'at'>): void;
  clear(): void;
}

const defaultLimit = 100;

/** Creates an empty log that keeps the most recent `limit` entries. */
export function createBridgeLog(limit = defaultLimit): BridgeLog {
  let entries: readonly BridgeLogEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    add(entry) {
      const next = [...entries, { ...entry, id: nextId++, at: Date.now() }];
      entries = next.length > limit ? next.slice(next.length - limit) : next;
      emit();
    },
    clear() {
      if (entries.length === 0) return;
      entries = [];
      emit();
    },
  };
}

/** The log the app's bridge writes to in dev builds and the dev overlay reads by default. */
export const bridgeLog: BridgeLog = createBridgeLog();
