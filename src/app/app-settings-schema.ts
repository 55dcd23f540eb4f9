/**
 * The schema of screen-configs/app.json, the app's own settings (name, service phone, URL scheme,
 * currency, company, theme …): screens read them as `app.<key>`. scripts/generate/generate.ts turns it into
 * schemas/app.schema.json and the `app` validator `npm run validate` checks app.json with.
 */
import { Type, type Static } from '@sinclair/typebox';

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
    releaseKey: Type.Optional(
      Type.Object(
        {
          kty: Type.Literal('EC'),
          crv: Type.Literal('P-256'),
          x: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
          y: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
        },
        {
          additionalProperties: false,
          description:
            'The public half of the release key (a JWK): phones take a remote release only when its manifest is signed with the private half (`npm run configs:keygen` makes a pair; the private key never enters the repository). Without it, every remote release is refused.',
        },
      ),
    ),
    releaseFloor: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: Number.MAX_SAFE_INTEGER,
        description:
          "The lowest remote release number this app build accepts, fixed when it is built: phones of the build refuse an older release, a fresh install too. Set it to the live release's number (`npm run configs:status`) before building an app release.",
      }),
    ),
    privacyUrl: Type.Optional(
      Type.String({
        description: 'The privacy policy document the official site frames (a static page, no scripts).',
      }),
    ),
    lender: Type.Optional(
      Type.Object(
        {
          name: Type.String({ description: "The lender's registered corporate name, as the SEC has it." }),
          secRegistrationNo: Type.String({ description: 'SEC Registration No.' }),
          certificateOfAuthorityNo: Type.String({
            description:
              "The SEC's Certificate of Authority No. to operate as a lending or financing company.",
          }),
          address: Type.String({ description: 'The principal office address.' }),
          email: Type.String({ description: 'The customer-service e-mail address.' }),
          phone: Type.String({ description: 'The customer-service telephone, as shown.' }),
        },
        {
          additionalProperties: false,
          description:
            "The lender's identity (SEC MC 19-2019): shown on the loan confirmations beside the disclosure statement, read as `app.lender.<key>`.",
        },
      ),
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
    languages: Type.Optional(
      Type.Object(
        {
          default: Type.String({
            pattern: '^[a-z]{2,3}$',
            description:
              "The language of a phone that asks for none of the available ones (the `lang` parameter, then the phone's languages, come first).",
          }),
          available: Type.Array(Type.String({ pattern: '^[a-z]{2,3}$' }), {
            minItems: 1,
            uniqueItems: true,
            description:
              'The languages borrowers can read: "en" (the descriptors\' own) and each language with catalogues in screen-configs/languages/<code>/ and a pack in src/app/language/packs/<code>.ts.',
          }),
          partial: Type.Optional(
            Type.Array(Type.String({ pattern: '^[a-z]{2,3}$' }), {
              uniqueItems: true,
              description:
                'Languages published before every string is translated: their missing or stale strings show in English (warnings), where otherwise the build refuses them.',
            }),
          ),
        },
        {
          additionalProperties: false,
          description: 'The languages of the copy: English in the descriptors, the others in catalogues.',
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
    telemetry: Type.Optional(
      Type.Object(
        {
          collectorUrl: Type.Optional(
            Type.String({
              minLength: 1,
              description:
                'Where phones send their reports as OpenTelemetry logs (OTLP/HTTP JSON): an OpenTelemetry Collector\'s `/v1/logs`, on this origin (e.g. "/v1/logs", proxied to the collector) or another that allows it (CORS, and the page\'s connect-src). Without it nothing is sent.',
            }),
          ),
          sampleRate: Type.Optional(
            Type.Number({
              minimum: 0,
              maximum: 1,
              description:
                'The share of sessions that report, from 0 (none) to 1 (every one); drawn once per session. Default 1.',
            }),
          ),
        },
        {
          additionalProperties: false,
          description:
            'What phones report once per session (the release they run, what they refused of it) and where: docs/deployment.md. Reports carry no session value.',
        },
      ),
    ),
  },
  {
    $id: 'app',
    additionalProperties: false,
    description: 'App-wide settings: theme colours, service phone, URL scheme, app name.',
  },
);
export type AppSettings = Static<typeof AppSettings>;
