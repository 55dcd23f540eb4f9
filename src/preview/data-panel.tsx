/** The workbench's data panel: the state a screen's bindings read, as a tree an operator can click into. */
import { useSyncExternalStore } from 'react';
import type { makeStore } from '../store';

function DataTree({ value, path, onPick }: { value: unknown; path: string; onPick: (path: string) => void }) {
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length) return <span style={{ color: '#888' }}>{Array.isArray(value) ? '[]' : '{}'}</span>;
    return (
      <ul style={{ margin: 0, paddingLeft: 14, listStyle: 'none' }}>
        {entries.slice(0, 50).map(([key, child]) => {
          const childPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
          return (
            <li key={key}>
              {child && typeof child === 'object' ? (
                <details open={path.split(/[.[]/).length < 5}>
                  <summary>{key}</summary>
                  <DataTree value={child} path={childPath} onPick={onPick} />
                </details>
              ) : (
                <button
                  type="button"
                  onClick={() => onPick(childPath)}
                  title={`Insert {{ ${childPath} }}`}
                  style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer', textAlign: 'left' }}
                >
                  {key}: <code>{JSON.stringify(child)}</code>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  return <code>{JSON.stringify(value)}</code>;
}

type State = ReturnType<ReturnType<typeof makeStore>['getState']>;

/** The roots a screen's bindings read (and the data panel shows), from the preview's store. */
export function dataRoots(state: State, screenId: string): Record<string, unknown> {
  return {
    query: state.route.query,
    state: state.screens[screenId]?.state ?? {},
    data: state.screens[screenId]?.data ?? {},
    form: state.forms[screenId]?.values ?? {},
    flow: state.flow,
  };
}

/** The roots a screen's bindings read, live from the preview's store. */
export function DataPanel({
  store,
  screenId,
  onPick,
}: {
  store: ReturnType<typeof makeStore>;
  screenId: string;
  onPick: (path: string) => void;
}) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const roots = dataRoots(state, screenId);
  return (
    <section aria-label="Screen data" style={{ maxHeight: 360, overflow: 'auto' }}>
      <h2 style={{ fontSize: 14 }}>Data (click a value to insert its binding)</h2>
      {Object.entries(roots).map(([root, value]) => (
        <details key={root} open={root === 'data'}>
          <summary>{root}</summary>
          <DataTree value={value} path={root} onPick={onPick} />
        </details>
      ))}
    </section>
  );
}
