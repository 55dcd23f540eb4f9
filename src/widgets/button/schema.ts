import { ActionList, ConditionRef, copy, defineWidget, Type, Value } from '../../schema/base';

export const schema = defineWidget(
  'button',
  {
    text: copy(Type.String({ description: 'The label; bindings allowed.' })),
    onClick: Type.Optional(ActionList),
    color: Type.Optional(
      Type.Union(
        [
          Type.Literal('primary'),
          Type.Literal('default'),
          Type.Literal('success'),
          Type.Literal('warning'),
          Type.Literal('danger'),
        ],
        {
          default: 'primary',
        },
      ),
    ),
    fill: Type.Optional(
      Type.Union([Type.Literal('solid'), Type.Literal('outline'), Type.Literal('none')], {
        default: 'solid',
      }),
    ),
    block: Type.Optional(Type.Boolean({ description: 'Full width.', default: true })),
    size: Type.Optional(
      Type.Union([Type.Literal('small'), Type.Literal('middle'), Type.Literal('large')], {
        default: 'large',
      }),
    ),
    disabled: Type.Optional(ConditionRef),
    amount: Type.Optional(
      Type.Union([Value], {
        description:
          "For buttons that move money (confirm a loan, pay): the amount in minor units. The button stays disabled unless it is a positive safe integer (a number, or a string of digits) within the app's maxAmount, so a missing, fractional, padded or oversized amount can never be confirmed.",
      }),
    ),
    ariaLabel: Type.Optional(
      copy(Type.String({ description: 'Accessible name when the label alone is not enough.' })),
    ),
  },
  {
    description:
      'A button that runs its actions. While they run it is disabled and shows a spinner, so a double tap never runs them twice.',
    examples: [
      { type: 'button', text: 'Next', onClick: [{ type: 'validate-form' }] },
      { type: 'button', text: 'Next', disabled: { not: '{{ state.agreed }}' } },
      { type: 'button', text: 'Payment', amount: '{{ data.repay.repayAmount }}' },
    ],
  },
);

/** Nearly every screen draws this widget: its code comes with the app, at no request of its own. */
export const eager = true;
