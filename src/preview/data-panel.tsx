/**
 * The workbench's data panel: the state a screen's bindings read, as a tree an operator can click
 * into. A click inserts the value's binding; an amount in minor units (its source's contract says so)
 * comes with its filter, `{{ data.repay.repayAmount | money }}`, and is marked ₱ in the tree.
 */
import { useSyncExternalStore } from 'react';
import type { makeStore } from '../store';

/** The binding a click on a value inserts. */
export const bindingOf = (path: string, amount: boolean) => `{{ ${path}${amount ? ' | money' : ''} }}`;

interface TreeProps {
  value: unknown;
  path: string;
  onPick: (binding: string) => void;
  /** Whether the value at a path is an amount in minor units. */
  isAmount: (path: string) => boolean;
}

function DataTree({ value, path, onPick, isAmount }: TreeProps) {
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
                  <DataTree value={child} path={childPath} onPick={onPick} isAmount={isAmount} />
                </details>
              ) : (
                <Leaf
                  name={key}
                  value={child}
                  binding={bindingOf(childPath, isAmount(childPath))}
                  onPick={onPick}
                />
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  return <code>{JSON.stringify(value)}</code>;
}

/** A value: a click inserts its binding. */
function Leaf({
  name,
  value,
  binding,
  onPick,
}: {
  name: string;
  value: unknown;
  binding: string;
  onPick: (b: string) => void;
}) {
  const amount = binding.endsWith(' | money }}');
  return (
    <button
      type="button"
      onClick={() => onPick(binding)}
      // The cursor stays where it is (the editor's, or a property field's): the binding goes there.
      onMouseDown={(e) => e.preventDefault()}
      title={`Insert ${binding}`}
      style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer', textAlign: 'left' }}
    >
      {name}: <code>{JSON.stringify(value)}</code>
      {amount ? (
        <span
          title="An amount in minor units: inserted with | money"
          style={{ color: '#0b6b3a', marginLeft: 4 }}
        >
          ₱
        </span>
      ) : null}
    </button>
  );
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
  isAmount,
}: {
  store: ReturnType<typeof makeStore>;
  screenId: string;
  /** Hears the binding to insert. */
  onPick: (binding: string) => void;
  isAmount: (path: string) => boolean;
}) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const roots = dataRoots(state, screenId);
  return (
    <section aria-label="Screen data" style={{ maxHeight: 360, overflow: 'auto' }}>
      <h2 style={{ fontSize: 14 }}>Data (click a value to insert its binding)</h2>
      {Object.entries(roots).map(([root, value]) => (
        <details key={root} open={root === 'data'}>
          <summary>{root}</summary>
          <DataTree value={value} path={root} onPick={onPick} isAmount={isAmount} />
        </details>
      ))}
    </section>
  );
}
