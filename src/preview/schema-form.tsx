/**
 * The property panel's form: one field per prop of the node's widget schema (widget-schemas.ts), each
 * showing the prop as the file has it; a change hands the prop's new value (undefined: left out) to
 * the panel, which edits the file's text. Props holding nodes are edited in the node tree instead.
 */
import { useState } from 'react';
import { fieldOf, type Field, type PropSchema, type WidgetSchema } from './widget-schemas';

export interface SchemaFormProps {
  schema: WidgetSchema;
  node: Record<string, unknown>;
  /** The props holding nodes (edited in the tree, not here). */
  nodeSlots: readonly string[];
  onChange(key: string, value: unknown): void;
}

/** The attribute naming the prop a text field edits (where a binding from the data panel goes). */
export const PROP_ATTRIBUTE = 'data-prop';

const fieldStyle = { width: '100%', boxSizing: 'border-box', font: 'inherit' } as const;

function FieldInput({
  name,
  prop,
  field,
  value,
  required,
  onChange,
}: {
  name: string;
  prop: PropSchema;
  field: Field;
  value: unknown;
  required: boolean;
  onChange(value: unknown): void;
}) {
  const id = `prop-${name}`;
  const label = (
    <label htmlFor={id} title={prop.description} style={{ fontWeight: required ? 600 : 400 }}>
      {name}
      {required ? ' *' : ''}
    </label>
  );
  let input;
  if (field.kind === 'text')
    input = (
      <input
        id={id}
        {...{ [PROP_ATTRIBUTE]: name }}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' && !required ? undefined : e.target.value)}
        style={fieldStyle}
      />
    );
  else if (field.kind === 'choice')
    input = (
      <select
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        style={fieldStyle}
      >
        <option value="">
          {prop.default !== undefined ? `(not set: ${String(prop.default)})` : '(not set)'}
        </option>
        {field.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  else if (field.kind === 'number')
    input = (
      <input
        id={id}
        type="number"
        step={field.integer ? 1 : 'any'}
        min={prop.minimum}
        max={prop.maximum}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        style={fieldStyle}
      />
    );
  else if (field.kind === 'boolean') {
    const shown = typeof value === 'boolean' ? value : prop.default === true;
    input = (
      <input
        id={id}
        type="checkbox"
        checked={shown}
        // The schema's default is what leaving it out means: the file then says nothing.
        onChange={(e) =>
          onChange(e.target.checked === (prop.default === true) ? undefined : e.target.checked)
        }
      />
    );
  } else input = <JsonInput id={id} value={value} onChange={onChange} />;
  return (
    <div style={{ margin: '6px 0' }}>
      {label}
      <div>{input}</div>
      {prop.description ? <small style={{ color: '#666' }}>{prop.description}</small> : null}
    </div>
  );
}

/** A prop written as JSON (a condition, a style, a list of actions): applied once it is valid JSON. */
function JsonInput({ id, value, onChange }: { id: string; value: unknown; onChange(value: unknown): void }) {
  const written = value === undefined ? '' : JSON.stringify(value, null, 2);
  const [draft, setDraft] = useState<string | null>(null);
  const [wrong, setWrong] = useState<string | null>(null);
  const apply = () => {
    if (draft === null) return;
    if (draft.trim() === '') {
      onChange(undefined);
      setDraft(null);
      setWrong(null);
      return;
    }
    try {
      onChange(JSON.parse(draft));
      setDraft(null);
      setWrong(null);
    } catch (error) {
      setWrong(`Not JSON yet (${(error as Error).message}): not applied`);
    }
  };
  return (
    <>
      <textarea
        id={id}
        value={draft ?? written}
        rows={Math.min(6, Math.max(1, (draft ?? written).split('\n').length))}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={apply}
        spellCheck={false}
        style={{ ...fieldStyle, font: '12px ui-monospace, monospace' }}
      />
      {wrong ? <span role="alert">{wrong}</span> : null}
    </>
  );
}

/** The form of a node's props, from its widget's schema. */
export function SchemaForm({ schema, node, nodeSlots, onChange }: SchemaFormProps) {
  // What the node must have first, then the rest in the schema's order.
  const props = schema.props
    .filter(([key]) => key !== 'type')
    .sort(([a], [b]) => Number(schema.required.includes(b)) - Number(schema.required.includes(a)));
  return (
    <div>
      {props.map(([key, prop]) =>
        nodeSlots.includes(key) || key === 'fallback' ? null : (
          <FieldInput
            key={key}
            name={key}
            prop={prop}
            field={fieldOf(prop)}
            value={node[key]}
            required={schema.required.includes(key)}
            onChange={(value) => onChange(key, value)}
          />
        ),
      )}
    </div>
  );
}
