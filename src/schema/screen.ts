/** The screen descriptor, fragments and routes: the top-level files of screen-configs/ (app.json is the app's). */
import { Type, type Static } from '@sinclair/typebox';
import { ActionList, ActionRef, copy, EndpointName, NodeList, RoutePath, Value, Condition } from './base';

export const Source = Type.Object(
  {
    id: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_]*$', description: 'The data is read as `data.<id>`.' }),
    endpoint: Type.Ref(EndpointName),
    params: Type.Optional(
      Type.Record(Type.String(), Value, {
        description: 'Sent as query (GET) or body (POST); bindings allowed.',
      }),
    ),
    query: Type.Optional(
      Type.Record(Type.String(), Value, { description: 'Always sent in the query string.' }),
    ),
    select: Type.Optional(
      Type.String({
        description:
          'Path inside the call result that becomes `data.<id>` (default "data"; "body" for the whole envelope).',
      }),
    ),
    when: Type.Optional(Type.Ref(Condition, { description: 'Loaded only when this holds.' })),
    optional: Type.Optional(
      Type.Boolean({
        description: 'When true a failure leaves `data.<id>` empty instead of showing the error screen.',
      }),
    ),
    fallbackMessage: Type.Optional(
      copy(
        Type.String({
          description:
            "Shown on the error screen when the server refuses without a message (e.g. 'failed to load the list').",
        }),
      ),
    ),
    onSuccess: Type.Optional(ActionList),
    onError: Type.Optional(ActionList),
  },
  {
    $id: 'source',
    additionalProperties: false,
    description: 'Data loaded when the screen opens, all sources in parallel.',
  },
);
export type Source = Static<typeof Source>;

export const Screen = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    id: Type.String({
      pattern: '^[a-z][a-z0-9-]*$',
      description: 'The screen id: the file name without .json.',
    }),
    title: Type.Optional(
      copy(Type.String({ description: 'Shown in the header and as the document title; bindings allowed.' })),
    ),
    header: Type.Optional(
      Type.Boolean({ description: 'Show the title bar (default true). The native shell may draw its own.' }),
    ),
    schemaVersion: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'Version of the descriptor language this file is written in.',
      }),
    ),
    minAppVersion: Type.Optional(
      Type.String({
        pattern: '^\\d+\\.\\d+\\.\\d+$',
        description: 'A remote copy is used only by apps at least this version.',
      }),
    ),
    state: Type.Optional(
      Type.Record(Type.String(), Value, { description: 'Initial screen state, read as `state.<key>`.' }),
    ),
    sources: Type.Optional(Type.Array(Type.Ref(Source))),
    loading: Type.Optional(
      copy(Type.String({ description: 'Label shown while the sources load (e.g. "loading...").' })),
    ),
    onEnter: Type.Optional(
      Type.Array(ActionRef, {
        description: 'Run when the screen opens, while its sources load.',
      }),
    ),
    onReady: Type.Optional(
      Type.Array(ActionRef, {
        description: 'Run once every source has loaded.',
      }),
    ),
    onBack: Type.Optional(
      Type.Array(ActionRef, { description: 'Run when the native shell sends the back action.' }),
    ),
    body: NodeList,
  },
  {
    $id: 'screen',
    additionalProperties: false,
    description: 'A screen: its state, its data, what runs on entry and its tree of nodes.',
  },
);
export type ScreenDescriptor = Static<typeof Screen>;

export const Fragment = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    id: Type.String({ pattern: '^[a-z][a-z0-9-]*$' }),
    description: Type.Optional(Type.String()),
    params: Type.Optional(
      Type.Record(Type.String(), Value, {
        description: 'Parameters with their defaults, read as `params.<name>` inside the body.',
      }),
    ),
    body: NodeList,
  },
  {
    $id: 'fragment',
    additionalProperties: false,
    description: 'Nodes reused across screens with {"type": "fragment", "ref": "<id>"}.',
  },
);
export type FragmentDescriptor = Static<typeof Fragment>;

export const Route = Type.Object(
  {
    path: Type.String({ pattern: '^/', description: 'The exact path.' }),
    hash: Type.Optional(
      Type.String({ pattern: '^/', description: 'The hash route after #, e.g. /borrowDetail/.' }),
    ),
    screen: Type.String({ pattern: '^[a-z][a-z0-9-]*$' }),
  },
  { $id: 'route', additionalProperties: false },
);

export const Routes = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    routes: Type.Array(Type.Ref(Route), { description: 'First match wins.' }),
    notFound: Type.String({ description: 'The screen shown for an unknown path.' }),
  },
  { $id: 'routes', additionalProperties: false },
);
export type RoutesDescriptor = Static<typeof Routes>;

export { RoutePath };

/** A node that stands for a shared fragment; the engine loads the fragment and renders its body. */
export const FragmentNode = Type.Object(
  {
    type: Type.Literal('fragment'),
    id: Type.Optional(Type.String()),
    ref: Type.String({
      pattern: '^[a-z][a-z0-9-]*$',
      description: 'The fragment id: a file in screen-configs/fragments/.',
    }),
    with: Type.Optional(
      Type.Record(Type.String(), Value, {
        description: 'Parameters, read as `params.<name>` in the fragment.',
      }),
    ),
    visible: Type.Optional(Type.Ref(Condition)),
    children: Type.Optional(NodeList),
  },
  {
    $id: 'node.fragment',
    additionalProperties: false,
    description: 'Inserts a shared fragment (screen-configs/fragments/<ref>.json) with parameters.',
    examples: [{ type: 'fragment', ref: 'payment-method', with: { isDelay: 1 } }],
  },
);
