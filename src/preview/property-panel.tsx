/**
 * The workbench's node tree and property panel, another way to edit the file the editor holds (the
 * editor's text stays what is saved): select a node in the tree or in the phone, edit its props in a
 * form made from its widget's JSON Schema, add a node of any widget type (its schema's defaults) after
 * it or inside it, or remove it. Each change is an edit of the file's text at the node's place
 * (json-edit.ts), made in the editor as typing would be, so the phone shows it at once and Undo
 * takes it back. A binding picked in the data panel goes into the prop field that has the cursor.
 */
import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { FRAGMENT_SLOTS, FRAGMENT_TYPE } from '../engine/load/descriptor-tree';
import type { SlotMeta } from '../engine/registry';
import { widgets } from '../generated/widgets';
import {
  insertNode,
  lineOf,
  nodeEntries,
  parseFile,
  placeOf,
  removeAt,
  setProp,
  valueAt,
  type Edit,
  type Placement,
} from './json-edit';
import { NodeTree } from './node-tree';
import { PROP_ATTRIBUTE, SchemaForm } from './schema-form';
import { newNode, nodeTypes, widgetSchema } from './widget-schemas';

const slotMetaOf = (type: string): SlotMeta | undefined =>
  type === FRAGMENT_TYPE ? FRAGMENT_SLOTS : widgets[type]?.slots;
const nodeSlotsOf = (type: string) => slotMetaOf(type)?.nodes;

export interface PropertyPanelHandle {
  /** Puts `binding` in the prop field that has the cursor, at the cursor; false when none has it. */
  insert(binding: string): boolean;
}

export interface PropertyPanelProps {
  ref?: Ref<PropertyPanelHandle>;
  /** The text of the file the editor holds. */
  text: string;
  /** Makes these edits of `text` (in the editor). */
  edit(edits: Edit[]): void;
  selected: string | null;
  onSelect(pointer: string | null): void;
  /** Shows a line of the file in the editor. */
  onReveal(line: number): void;
}

const isNode = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { type?: unknown }).type === 'string';

export function PropertyPanel({ ref, text, edit, selected, onSelect, onReveal }: PropertyPanelProps) {
  const root = useMemo(() => parseFile(text), [text]);
  const entries = useMemo(() => nodeEntries(root, nodeSlotsOf), [root]);
  const node = selected ? valueAt(root, selected) : undefined;
  const [adding, setAdding] = useState('text');
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRef<HTMLDivElement>(null);

  const change = (key: string, value: unknown) => {
    if (!selected || root === undefined) return;
    edit(setProp(text, selected, key, value));
  };

  const add = (where: Placement) => {
    if (root === undefined) return setRefusal('Fix the JSON first: the file is not JSON now');
    const place = placeOf(root, selected, where, nodeSlotsOf);
    if ('refused' in place) return setRefusal(`Not added: ${place.refused}`);
    const slots = slotMetaOf(adding);
    const made = newNode(adding, [...(slots?.nodes ?? []), ...(slots?.actions ?? [])]);
    const { edits, pointer } = insertNode(text, place, made);
    setRefusal(null);
    edit(edits);
    onSelect(pointer);
  };

  const remove = () => {
    if (!selected || root === undefined) return;
    edit(removeAt(text, selected));
    onSelect(null);
  };

  useImperativeHandle(ref, () => ({
    insert(binding) {
      const field = document.activeElement;
      if (!(field instanceof HTMLInputElement) || !form.current?.contains(field)) return false;
      const key = field.getAttribute(PROP_ATTRIBUTE);
      if (!key) return false;
      const start = field.selectionStart ?? field.value.length;
      const end = field.selectionEnd ?? start;
      change(key, `${field.value.slice(0, start)}${binding}${field.value.slice(end)}`);
      // The cursor after what was inserted, once the field shows the new value.
      requestAnimationFrame(() => field.setSelectionRange(start + binding.length, start + binding.length));
      return true;
    },
  }));

  const schema = isNode(node) ? widgetSchema(String(node.type)) : undefined;
  const line = selected ? lineOf(text, selected) : null;
  return (
    <section aria-label="Screen nodes" style={{ borderTop: '1px solid #ddd', marginTop: 8 }}>
      <h2 style={{ fontSize: 14 }}>Nodes</h2>
      {root === undefined && text ? (
        <p style={{ color: '#666' }}>The file is not JSON now: fix it in the editor to see its nodes.</p>
      ) : null}
      <NodeTree entries={entries} selected={isNode(node) ? selected : null} onSelect={onSelect} />
      <div style={{ margin: '6px 0', display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
        <label>
          Widget{' '}
          <select aria-label="Widget to add" value={adding} onChange={(e) => setAdding(e.target.value)}>
            {nodeTypes.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => add('after')}>
          {selected ? 'Add after' : 'Add at the end'}
        </button>
        <button type="button" onClick={() => add('inside')} disabled={!selected}>
          Add inside
        </button>
        <button type="button" onClick={remove} disabled={!isNode(node)}>
          Remove
        </button>
      </div>
      {refusal ? <p role="alert">{refusal}</p> : null}
      <section aria-label="Properties" ref={form}>
        {isNode(node) && selected ? (
          <>
            <h2 style={{ fontSize: 14 }}>
              {String(node.type)}{' '}
              {line ? (
                <button type="button" onClick={() => onReveal(line)}>
                  Line {line}
                </button>
              ) : null}
            </h2>
            {schema ? (
              <>
                <p style={{ margin: '0 0 4px', color: '#444' }}>{schema.description}</p>
                <SchemaForm
                  key={selected}
                  schema={schema}
                  node={node}
                  nodeSlots={nodeSlotsOf(schema.type) ?? []}
                  onChange={change}
                />
              </>
            ) : (
              <p>No widget has the type {JSON.stringify(node.type)}: fix it in the editor.</p>
            )}
          </>
        ) : (
          <p style={{ color: '#666' }}>Select a node in the tree or in the phone to see its properties.</p>
        )}
      </section>
    </section>
  );
}
