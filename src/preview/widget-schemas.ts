/**
 * Each widget's own JSON Schema, as schemas/screen.schema.json holds it (generated from the widgets'
 * schema.ts files; the workbench's editor completes with the same file): the props a node of a type
 * takes, the form field each prop is edited with, and a new node of a type with its schema's defaults.
 */
import screenSchema from '../../schemas/screen.schema.json';

/** A prop's schema, as much of it as a form needs. */
export interface PropSchema {
  type?: string | string[];
  anyOf?: PropSchema[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  description?: string;
  $ref?: string;
  'x-copy'?: boolean;
  minimum?: number;
  maximum?: number;
}

export interface WidgetSchema {
  type: string;
  description: string;
  required: readonly string[];
  props: readonly (readonly [string, PropSchema])[];
  examples: readonly Record<string, unknown>[];
}

interface NodeDefinition {
  description?: string;
  required?: string[];
  properties?: Record<string, PropSchema>;
  examples?: Record<string, unknown>[];
}

const definitions = (screenSchema as unknown as { definitions: Record<string, NodeDefinition> }).definitions;
const NODE = 'node.';

/** The widget types a node may have (the fragment too), as the schema lists them. */
export const nodeTypes: readonly string[] = Object.keys(definitions)
  .filter((key) => key.startsWith(NODE))
  .map((key) => key.slice(NODE.length));

/** The schema of nodes of `type`, or undefined for a type the schema does not know. */
export function widgetSchema(type: string): WidgetSchema | undefined {
  const definition = definitions[`${NODE}${type}`];
  if (!definition) return undefined;
  return {
    type,
    description: definition.description ?? '',
    required: definition.required ?? [],
    props: Object.entries(definition.properties ?? {}),
    examples: definition.examples ?? [],
  };
}

/** How a prop is edited: a line of text, one of its values, a number, on/off, or its JSON. */
export type Field =
  | { kind: 'text'; copy: boolean }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  | { kind: 'json' };

const typesOf = (prop: PropSchema) => (Array.isArray(prop.type) ? prop.type : prop.type ? [prop.type] : []);

/** The field a prop with this schema is edited with (a condition, a style, a list: its JSON). */
export function fieldOf(prop: PropSchema): Field {
  if (prop.$ref) return { kind: 'json' };
  if (prop.enum?.every((v) => typeof v === 'string'))
    return { kind: 'choice', options: prop.enum as string[] };
  if (prop.anyOf?.length && prop.anyOf.every((p) => typeof p.const === 'string'))
    return { kind: 'choice', options: prop.anyOf.map((p) => p.const as string) };
  const types = [
    ...typesOf(prop),
    ...(prop.anyOf ?? []).filter((p) => p.const === undefined).flatMap(typesOf),
  ];
  const copy = Boolean(prop['x-copy'] ?? prop.anyOf?.some((p) => p['x-copy']));
  if (types.includes('string') && types.every((t) => ['string', 'number', 'integer'].includes(t)))
    return { kind: 'text', copy };
  if (types.length === 1 && (types[0] === 'number' || types[0] === 'integer'))
    return { kind: 'number', integer: types[0] === 'integer' };
  if (types.length === 1 && types[0] === 'boolean') return { kind: 'boolean' };
  return { kind: 'json' };
}

const emptyOf = (field: Field): unknown =>
  field.kind === 'text'
    ? ''
    : field.kind === 'choice'
      ? field.options[0]
      : field.kind === 'number'
        ? 0
        : field.kind === 'boolean'
          ? false
          : {};

/**
 * A new node of `type`: each prop its schema requires, with the schema's default, or else the value
 * its first example gives (a slot of nodes or actions starts empty); the optional ones are left out.
 */
export function newNode(type: string, slots: readonly string[] = []): Record<string, unknown> {
  const schema = widgetSchema(type);
  const node: Record<string, unknown> = { type };
  if (!schema) return node;
  for (const [key, prop] of schema.props) {
    if (key === 'type' || !schema.required.includes(key)) continue;
    const example = schema.examples.find((e) => e[key] !== undefined)?.[key];
    node[key] =
      prop.default !== undefined
        ? prop.default
        : slots.includes(key)
          ? []
          : example !== undefined
            ? structuredClone(example)
            : emptyOf(fieldOf(prop));
  }
  return node;
}
