/** The screen descriptor, fragments, routes and app settings: the top-level files of screen-configs/. */
import { Type, type Static } from '@sinclair/typebox';
import { ActionList, ActionRef, EndpointName, NodeList, RoutePath, Value, Condition } from './base';

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
      Type.String({
        description:
          "Shown on the error screen when the server refuses without a message (e.g. 'failed to query card list').",
      }),
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
      Type.String({ description: 'Shown in the header and as the document title; bindings allowed.' }),
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
      Type.String({ description: 'Label shown while the sources load (e.g. "loading...").' }),
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

export const AppSettings = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    appName: Type.String(),
    appVersion: Type.String({ pattern: '^\\d+\\.\\d+\\.\\d+$' }),
    servicePhone: Type.String(),
    urlScheme: Type.String(),
    currency: Type.String({ description: "The money filter's default sign, e.g. ₱." }),
    maxAmount: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: Number.MAX_SAFE_INTEGER,
        description:
          'The largest amount in minor units any screen shows or sends; a larger one is unavailable and disables money buttons.',
      }),
    ),
    sessionHosts: Type.Optional(
      Type.Array(
        Type.String({
          pattern: '^(\\*\\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$',
        }),
        {
          description:
            "The lender's hosts (a name, or *.name for its subdomains) a link may carry the session's common parameters to, over https only and never the header secrets; the page's and the API's own origins count as the lender's too.",
        },
      ),
    ),
    privacyUrl: Type.Optional(
      Type.String({
        description: 'The privacy policy document the official site frames (a static page, no scripts).',
      }),
    ),
    company: Type.Optional(
      Type.Object(
        {
          name: Type.String({ description: "The lender's registered name." }),
          secRegistrationNo: Type.String({
            description: 'Registration number with the Securities and Exchange Commission.',
          }),
          certificateOfAuthorityNo: Type.String({
            description: "Number of the SEC's certificate of authority to operate as a lending company.",
          }),
          email: Type.String({ description: 'The support e-mail address.' }),
          phone: Type.String({ description: 'The support telephone, as shown.' }),
          address: Type.String({ description: 'The office address.' }),
          grievanceOfficer: Type.Object(
            {
              name: Type.String(),
              email: Type.String(),
              phone: Type.String(),
              address: Type.String(),
            },
            {
              additionalProperties: false,
              description: 'The data protection (grievance) officer named in the privacy policy.',
            },
          ),
          policyDate: Type.String({
            description: 'When the privacy policy and the loan terms last changed, e.g. "2026-11-01".',
          }),
        },
        {
          additionalProperties: false,
          description:
            'The lender\'s details, the one place every page reads them from (official site footer, About us, Privacy Policy, Loan terms). `npm run validate` warns while one still holds a placeholder such as "[Lender name]".',
        },
      ),
    ),
    theme: Type.Object(
      {
        primary: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
        text: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
        muted: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
        background: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
        danger: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
      },
      { additionalProperties: false },
    ),
  },
  {
    $id: 'app',
    additionalProperties: false,
    description: 'App-wide settings: theme colours, service phone, URL scheme, app name.',
  },
);
export type AppSettings = Static<typeof AppSettings>;

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
