import { ActionList, ConditionRef, copy, defineWidget, Type } from '../../schema/base';

export const schema = defineWidget(
  'choice',
  {
    label: copy(Type.String({ description: 'The option, e.g. a repayment channel name; bindings allowed.' })),
    icon: Type.Optional(
      Type.String({ description: 'A logo shown before the label (server URL or bundled path).' }),
    ),
    detail: Type.Optional(
      copy(Type.String({ description: 'A second, smaller line (e.g. a masked card number).' })),
    ),
    checked: Type.Optional(
      Type.Union([ConditionRef], {
        description: 'Shows the check mark; e.g. "{{ item.id | eq:state.chosen }}".',
      }),
    ),
    onClick: Type.Optional(ActionList),
  },
  {
    description:
      'One row of a list to choose from (channels, bank cards): icon, label, an optional detail line and a check mark on the chosen one.',
    examples: [
      {
        type: 'choice',
        label: '{{ item.name }}',
        icon: '{{ item.logo }}',
        checked: '{{ item.channel_number | eq:state.channel }}',
        onClick: [{ type: 'set-state', target: 'state.channel', value: '{{ item.channel_number }}' }],
      },
    ],
  },
);

/** Many screens draw this widget: its code comes with the app, at no request of its own. */
export const eager = true;
