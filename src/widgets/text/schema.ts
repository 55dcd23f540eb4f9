import { copy, defineWidget, Type } from '../../schema/base';

export const schema = defineWidget(
  'text',
  {
    text: Type.Union([copy(Type.String()), Type.Number()], {
      description: 'The text; bindings allowed. Always shown as text, never as HTML.',
    }),
    variant: Type.Optional(
      Type.Union(
        [
          Type.Literal('title'),
          Type.Literal('subtitle'),
          Type.Literal('body'),
          Type.Literal('caption'),
          Type.Literal('amount'),
          Type.Literal('error'),
        ],
        {
          description: 'Typography: title, subtitle, body (default), caption, amount (large figure), error.',
          default: 'body',
        },
      ),
    ),
    heading: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 4,
        description:
          'Marks the text as a heading for screen readers, under the screen title (h1): 1 is a section heading (h2), 2 a sub-section (h3), and so on.',
      }),
    ),
  },
  {
    description: 'A line or paragraph of text.',
    examples: [
      { type: 'text', text: 'Payment account information', variant: 'title' },
      { type: 'text', text: 'Total {{ data.order.repayAmount | money }}', variant: 'amount' },
    ],
  },
);

/** Nearly every screen draws this widget: its code comes with the app, at no request of its own. */
export const eager = true;
