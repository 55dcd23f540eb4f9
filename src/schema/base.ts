/**
 * Building blocks of the descriptor language. These TypeBox objects *are* the JSON Schemas
 * (scripts/generate/generate.ts writes them to schemas/*.json and precompiles validators); the
 * TypeScript types are inferred from them, never written twice.
 *
 * Shared definitions carry an `$id` and are referenced by `$ref: "<id>"`; the generator turns
 * those references into `#/definitions/<id>` inside each emitted schema.
 */
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { copy, regex } from './marks';

/** Any JSON value; strings may contain bindings such as `{{ data.amount | money }}`. */
export const Value = Type.Unknown({
  $id: 'value',
  description:
    'Any JSON value. Strings may contain bindings `{{ root.path | filter:arg }}` with roots query, state, form, data, flow, app, session, item, index, event, result, error, params.',
});

/** A condition written as data (never as code). */
export const Condition = Type.Recursive(
  (Self) =>
    Type.Union([
      Type.Boolean(),
      Type.String({
        description: 'A binding whose value is tested for truthiness, e.g. "{{ state.agreed }}".',
      }),
      Type.Object(
        { eq: Type.Tuple([Value, Value]) },
        { additionalProperties: false, description: 'Equal (loosely: 1 equals "1").' },
      ),
      Type.Object(
        { ne: Type.Tuple([Value, Value]) },
        { additionalProperties: false, description: 'Not equal.' },
      ),
      Type.Object({ gt: Type.Tuple([Value, Value]) }, { additionalProperties: false }),
      Type.Object({ gte: Type.Tuple([Value, Value]) }, { additionalProperties: false }),
      Type.Object({ lt: Type.Tuple([Value, Value]) }, { additionalProperties: false }),
      Type.Object({ lte: Type.Tuple([Value, Value]) }, { additionalProperties: false }),
      Type.Object(
        { in: Type.Tuple([Value, Value]) },
        {
          additionalProperties: false,
          description: 'The first value is one of the second (a list) or a substring of it.',
        },
      ),
      Type.Object({ truthy: Value }, { additionalProperties: false }),
      Type.Object(
        { empty: Value },
        {
          additionalProperties: false,
          description: 'Undefined, null, "", an empty list or an empty object.',
        },
      ),
      Type.Object({ and: Type.Array(Self) }, { additionalProperties: false }),
      Type.Object({ or: Type.Array(Self) }, { additionalProperties: false }),
      Type.Object({ not: Self }, { additionalProperties: false }),
    ]),
  {
    $id: 'condition',
    description:
      'A condition as data: {"eq": [a, b]}, {"and": [...]}, {"not": c}, {"empty": v}, a boolean, or a binding string.',
  },
);
export type Condition = Static<typeof Condition>;
export const ConditionRef = Type.Ref(Condition);

/**
 * Placeholders: the generator swaps in an enum of the real names (endpoint catalogue, bridge types,
 * routes, input formats).
 */
export const EndpointName = Type.String({
  $id: 'endpointName',
  description: 'An endpoint of the API catalogue (src/api/endpoints.ts).',
});
export const BridgeType = Type.String({ $id: 'bridgeType', description: 'A native bridge message type.' });
export const RoutePath = Type.String({
  $id: 'routePath',
  description: 'A path declared in screen-configs/routes.json.',
});
export const InputFormatName = Type.String({
  $id: 'inputFormatName',
  description:
    'An input format: how a text input takes what is typed and shows it (a folder of src/formats).',
});
export const WidgetType = Type.String({ $id: 'widgetType' });

/** Any node: the real per-type schemas replace this in the editor schema; at run time each node is checked by its own type. */
export const AnyNode = Type.Object(
  { type: Type.String({ description: 'The widget type.' }) },
  { $id: 'node', additionalProperties: true, description: 'A node of the screen tree.' },
);
export type NodeDescriptor = Static<typeof AnyNode> & Record<string, unknown>;
/** A node slot: checked as any node here, typed for widgets as the descriptor it holds. */
export const NodeRef = Type.Unsafe<NodeDescriptor>(Type.Ref(AnyNode));
export const NodeList = Type.Array(NodeRef, { description: 'Child nodes.' });

/** Any action: the real per-type schemas replace this in the editor schema; at run time each action is checked by its own type. */
export const AnyAction = Type.Object(
  { type: Type.String({ description: 'The action type.' }) },
  { $id: 'action', additionalProperties: true, description: 'An action.' },
);
export type ActionDescriptor = Static<typeof AnyAction> & Record<string, unknown>;
/** An action: checked as any action here, typed for handlers and widgets as the descriptor it holds. */
export const ActionRef = Type.Unsafe<ActionDescriptor>(Type.Ref(AnyAction));
export const ActionList = Type.Array(ActionRef, {
  description: 'Actions run one after another; a failed action stops the rest.',
});

/** A validation rule of an input, with its message (copy lives in configs). */
export const Rule = Type.Object(
  {
    required: Type.Optional(Type.Boolean()),
    minLength: Type.Optional(Type.Integer({ minimum: 0 })),
    maxLength: Type.Optional(Type.Integer({ minimum: 0 })),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    pattern: Type.Optional(
      regex(Type.String({ description: 'A regular expression the whole value must match.' })),
    ),
    validator: Type.Optional(
      Type.Union([Type.Literal('email'), Type.Literal('phone'), Type.Literal('url'), Type.Literal('date')], {
        description:
          'A helper validator: email, phone (digits, 7-15), url (http/https), date (YYYY-MM-DD). A market\'s mobile number is a `pattern` with its message (the Philippine one: "^09\\\\d{9}$").',
      }),
    ),
    when: Type.Optional(ConditionRef),
    message: copy(Type.String({ description: 'Shown when the rule fails.' })),
  },
  { $id: 'rule', additionalProperties: false },
);
export type Rule = Static<typeof Rule>;

/** Presentation that an operator may adjust per node; values are CSS values as text. */
export const Style = Type.Object(
  {
    margin: Type.Optional(Type.String()),
    padding: Type.Optional(Type.String()),
    textAlign: Type.Optional(
      Type.Union([Type.Literal('left'), Type.Literal('center'), Type.Literal('right')]),
    ),
    color: Type.Optional(Type.String({ pattern: '^(#[0-9a-fA-F]{3,8}|var\\(--[a-z0-9-]+\\)|[a-z]+)$' })),
    background: Type.Optional(Type.String({ pattern: '^(#[0-9a-fA-F]{3,8}|var\\(--[a-z0-9-]+\\)|[a-z]+)$' })),
    fontSize: Type.Optional(
      Type.Number({
        minimum: 8,
        maximum: 64,
        description: "Pixels at the phone's default text size; grows with the borrower's text size setting.",
      }),
    ),
    fontWeight: Type.Optional(
      Type.Union([Type.Literal('normal'), Type.Literal('bold'), Type.Literal(500), Type.Literal(600)]),
    ),
    borderRadius: Type.Optional(Type.Number({ minimum: 0, maximum: 64 })),
    width: Type.Optional(Type.String({ pattern: '^[0-9.]+(px|%|rem|em|vw)$' })),
    height: Type.Optional(Type.String({ pattern: '^[0-9.]+(px|%|rem|em|vh)$' })),
  },
  {
    $id: 'style',
    additionalProperties: false,
    description: 'Spacing, colour and size of a node (no URLs, no arbitrary CSS).',
  },
);

/** Props every node accepts. */
export const nodeBase = {
  id: Type.Optional(Type.String({ description: 'A name for this node, used in reports and tests.' })),
  visible: Type.Optional(
    Type.Ref(Condition, { description: 'Rendered only while this holds; re-evaluated on every change.' }),
  ),
  fallback: Type.Optional(
    Type.Union([Type.Ref(AnyNode), Type.Null()], {
      description: 'Rendered instead when this node is invalid, unknown or fails; null renders nothing.',
    }),
  ),
  style: Type.Optional(Type.Ref(Style)),
};

/** Props every action accepts. */
export const actionBase = {
  when: Type.Optional(
    Type.Ref(Condition, { description: 'The action runs only while this holds; otherwise it is skipped.' }),
  ),
  onSuccess: Type.Optional(
    Type.Array(ActionRef, { description: 'Run after the action succeeded; `result` holds its result.' }),
  ),
  onError: Type.Optional(
    Type.Array(ActionRef, {
      description:
        'Run after the action failed instead of its default error message; `error` holds the failure.',
    }),
  ),
};

export interface Doc {
  description: string;
  examples: unknown[];
}

/** Declares a widget's node schema: the widget type, the common node props and its own props. */
export function defineWidget<T extends string, P extends TProperties>(type: T, props: P, doc: Doc) {
  return Type.Object(
    { type: Type.Literal(type), ...nodeBase, ...props },
    {
      $id: `node.${type}`,
      additionalProperties: false,
      description: doc.description,
      examples: doc.examples,
    },
  );
}

/** Declares an action's schema: the action type, the common action props and its own props. */
export function defineAction<T extends string, P extends TProperties>(type: T, props: P, doc: Doc) {
  return Type.Object(
    { type: Type.Literal(type), ...actionBase, ...props },
    {
      $id: `action.${type}`,
      additionalProperties: false,
      description: doc.description,
      examples: doc.examples,
    },
  );
}

export {
  copy,
  gatedUrl,
  keeps,
  onDemand,
  opens,
  raw,
  regex,
  runBy,
  type Kept,
  type ListRunner,
} from './marks';
export { Type, type Static };
