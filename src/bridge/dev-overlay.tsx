import { useId, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { bridgeLog as defaultLog, type BridgeLog, type BridgeLogEntry } from './bridge-log';

export interface BridgeDevOverlayProps {
  /** The log to show; the app's shared log by default. */
  log?: BridgeLog;
  /** Start expanded. */
  defaultOpen?: boolean;
}

const styles = {
  // In the page's flow, after the screen: the badge takes its own line under everything (a sticky
  // button, the last field) and covers nothing. Only the list, opened on purpose, lies over the page.
  root: {
    position: 'relative',
    alignSelf: 'flex-start',
    margin: '4px 8px 8px',
    maxWidth: 'calc(100vw - 16px)',
    font: '11px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    color: '#f5f5f5',
  },
  toggle: {
    border: 0,
    borderRadius: 12,
    padding: '4px 10px',
    background: 'rgba(20, 20, 20, 0.72)',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
  },
  panel: {
    position: 'absolute',
    left: 0,
    bottom: '100%',
    zIndex: 2147483000,
    marginBottom: 4,
    width: 320,
    maxWidth: '100%',
    maxHeight: '40vh',
    overflow: 'auto',
    borderRadius: 8,
    padding: 8,
    background: 'rgba(20, 20, 20, 0.88)',
  },
  list: { margin: 0, padding: 0, listStyle: 'none' },
  item: {
    padding: '4px 0',
    borderBottom: '1px solid rgba(255, 255, 255, 0.12)',
  },
  payload: {
    margin: '2px 0 0',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    color: '#b8e0ff',
  },
  error: { color: '#ff9a9a' },
  actions: { display: 'flex', justifyContent: 'flex-end', marginTop: 6 },
} satisfies Record<string, CSSProperties>;

function payloadText(payload: unknown): string {
  if (payload === undefined) return '';
  try {
    return JSON.stringify(payload) ?? String(payload);
  } catch {
    return String(payload);
  }
}

function entryLabel(entry: BridgeLogEntry): string {
  if (entry.direction === 'in') return `← ${entry.type}`;
  return `→ ${entry.type} [${entry.channel ?? 'none'}]`;
}

/**
 * A small collapsible panel listing bridge traffic, for dev builds where no native shell exists. Its
 * badge sits at the end of the page, below the screen, never over a button or a field.
 * Payloads are shown as text, never as markup.
 */
export function BridgeDevOverlay({ log = defaultLog, defaultOpen = false }: BridgeDevOverlayProps) {
  const entries = useSyncExternalStore(log.subscribe, log.getSnapshot, log.getSnapshot);
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();

  return (
    <div style={styles.root} data-testid="bridge-dev-overlay">
      <button
        type="button"
        style={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Bridge messages ({entries.length})
      </button>
      {open && (
        <div id={panelId} style={styles.panel}>
          {entries.length === 0 ? (
            <p style={{ margin: 0 }}>No messages yet.</p>
          ) : (
            <ol style={styles.list} aria-label="Bridge messages, newest first">
              {[...entries].reverse().map((entry) => (
                <li key={entry.id} style={styles.item}>
                  <div>{entryLabel(entry)}</div>
                  {entry.payload !== undefined && (
                    <pre style={styles.payload}>{payloadText(entry.payload)}</pre>
                  )}
                  {entry.error && <div style={styles.error}>{entry.error}</div>}
                </li>
              ))}
            </ol>
          )}
          <div style={styles.actions}>
            <button type="button" style={styles.toggle} onClick={log.clear} disabled={entries.length === 0}>
              Clear
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
