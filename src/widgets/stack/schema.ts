import { defineWidget, NodeList, Type } from '../../schema/base';

export const schema = defineWidget(
  'stack',
  {
    children: NodeList,
    direction: Type.Optional(
      Type.Union([Type.Literal('column'), Type.Literal('row')], { default: 'column' }),
    ),
    gap: Type.Optional(
      Type.Number({ minimum: 0, maximum: 48, description: 'Space between children in px.', default: 8 }),
    ),
    align: Type.Optional(
      Type.Union([
        Type.Literal('start'),
        Type.Literal('center'),
        Type.Literal('end'),
        Type.Literal('stretch'),
      ]),
    ),
    justify: Type.Optional(
      Type.Union([
        Type.Literal('start'),
        Type.Literal('center'),
        Type.Literal('end'),
        Type.Literal('between'),
      ]),
    ),
    wrap: Type.Optional(
      Type.Boolean({
        description:
          "Lets the children of a row go onto the next line when they do not fit side by side; a button keeps its word whole and goes under, as wide as the row (a dialog's Cancel and Confirm in a long language or at a large text size).",
      }),
    ),
    card: Type.Optional(Type.Boolean({ description: 'Draws the group as a white card with padding.' })),
    padded: Type.Optional(Type.Boolean({ description: 'Adds the page padding around the group.' })),
    sticky: Type.Optional(
      Type.Literal('bottom', { description: 'Keeps the group at the bottom of the screen (action bars).' }),
    ),
  },
  {
    description: 'Lays out child nodes in a column or a row.',
    examples: [
      {
        type: 'stack',
        direction: 'row',
        justify: 'between',
        children: [
          { type: 'text', text: 'Amount' },
          { type: 'text', text: '{{ data.loan.amount | money }}' },
        ],
      },
    ],
  },
);

/** Nearly every screen draws this widget: its code comes with the app, at no request of its own. */
export const eager = true;
