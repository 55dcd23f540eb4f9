import { copy, defineWidget, gatedUrl, Type } from '../../schema/base';

const Permission = Type.Union(
  [
    Type.Literal('allow-scripts'),
    Type.Literal('allow-same-origin'),
    Type.Literal('allow-popups'),
    Type.Literal('allow-forms'),
  ],
  { description: 'A sandbox permission the framed page needs.' },
);

export const schema = defineWidget(
  'iframe',
  {
    src: gatedUrl(
      Type.String({
        description: 'The page to frame: an http(s) URL or a same-origin path, checked by the URL gate.',
      }),
    ),
    title: copy(Type.String({ description: 'What the frame shows, for screen readers.' })),
    height: Type.Optional(
      Type.Union([Type.Number({ minimum: 80, maximum: 4000 }), Type.Literal('fill')], {
        description: 'Height in px, or "fill" for the rest of the screen (default 360).',
      }),
    ),
    allow: Type.Optional(
      Type.Array(Permission, {
        uniqueItems: true,
        description: 'Sandbox permissions; none by default (a static document needs none).',
      }),
    ),
    refusedText: Type.Optional(copy(Type.String({ default: 'This page cannot be shown.' }))),
  },
  {
    description:
      'Frames a server page (agreements, policies) in a sandbox with the least permissions; an unsafe address shows a message instead.',
    examples: [
      { type: 'iframe', src: '{{ data.loan.popAgreementUrl }}', title: 'Loan agreement', height: 420 },
    ],
  },
);
