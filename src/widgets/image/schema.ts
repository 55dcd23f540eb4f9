import { copy, defineWidget, EndpointName, gatedUrl, Type, Value } from '../../schema/base';

export const schema = defineWidget(
  'image',
  {
    src: Type.Optional(
      gatedUrl(
        Type.String({
          description:
            'A bundled image path (/images/…) or an http(s) URL from the server (checked by the URL gate).',
        }),
      ),
    ),
    endpoint: Type.Optional(
      Type.Ref(EndpointName, {
        description:
          'An image endpoint of the catalogue (e.g. getCaptcha) instead of src; `params` go to its query.',
      }),
    ),
    params: Type.Optional(
      Type.Record(Type.String(), Value, {
        description: 'Query of the endpoint image; change one (e.g. a refresh counter) to load it again.',
      }),
    ),
    alt: copy(Type.String({ description: 'What the image shows, for screen readers ("" for decoration).' })),
    width: Type.Optional(
      Type.Number({
        minimum: 1,
        maximum: 1200,
        description:
          "Width in px. Give width and height (the image's own size for a wide picture): the screen keeps its place while the image loads (and an empty tile of that size stands in if it fails), and the image scales down to fit.",
      }),
    ),
    height: Type.Optional(
      Type.Number({ minimum: 1, maximum: 1200, description: 'Height in px (see width).' }),
    ),
    fit: Type.Optional(Type.Union([Type.Literal('contain'), Type.Literal('cover')])),
    round: Type.Optional(Type.Boolean({ description: 'Rounded corners (logos).' })),
    zoom: Type.Optional(Type.Boolean({ description: 'Tapping the image shows it full screen.' })),
    priority: Type.Optional(
      Type.Boolean({
        description:
          "A picture in the first screenful (the largest element a borrower sees): loaded at once with high priority instead of lazily; with a fixed src, or one that reads nothing but the visit's language (`{{ session.lang }}`, a picture drawn in each language), the route's own page asks for it before the app has started. Default false.",
      }),
    ),
  },
  {
    description: 'An image; an unsafe or missing source renders nothing.',
    examples: [
      {
        type: 'image',
        src: '{{ data.order.productLogo }}',
        alt: 'Product logo',
        width: 48,
        height: 48,
        round: true,
      },
    ],
  },
);

/** Nearly every screen draws this widget: its code comes with the app, at no request of its own. */
export const eager = true;
