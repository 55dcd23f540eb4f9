/**
 * The workbench's node tree: every node of the open file's body, in the order written, indented under
 * the node holding it, with its widget type and what tells it apart (its id, text or label). A click
 * selects a node for the property panel; the node selected in the phone is selected here too.
 */
import type { NodeEntry } from './json-edit';
import { NODE_PATH_ATTRIBUTE } from './node-marks';

export interface NodeTreeProps {
  entries: readonly NodeEntry[];
  selected: string | null;
  onSelect(pointer: string): void;
}

export function NodeTree({ entries, selected, onSelect }: NodeTreeProps) {
  if (!entries.length) return <p style={{ color: '#666' }}>This file has no nodes to list.</p>;
  return (
    <ul
      aria-label="Nodes"
      style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 260, overflow: 'auto' }}
    >
      {entries.map((entry) => {
        const current = entry.pointer === selected;
        return (
          <li key={entry.pointer} style={{ paddingLeft: entry.depth * 14 }}>
            <button
              type="button"
              aria-current={current ? 'true' : undefined}
              title={entry.pointer}
              onClick={() => onSelect(entry.pointer)}
              style={{
                border: 0,
                padding: '1px 4px',
                cursor: 'pointer',
                textAlign: 'left',
                background: current ? '#d6e4ff' : 'none',
                font: 'inherit',
              }}
            >
              <strong>{entry.type}</strong> {entry.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Outlines, in the workbench's phone, what the node at `pointer` draws (each item of a list). */
export function PhoneOutline({ pointer }: { pointer: string | null }) {
  if (!pointer) return null;
  const selector = `[data-testid="phone"] [${NODE_PATH_ATTRIBUTE}="${CSS.escape(pointer)}"]`;
  return <style>{`${selector} { outline: 2px solid #2f54eb; outline-offset: 1px; }`}</style>;
}
