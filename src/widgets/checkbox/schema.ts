import { ActionList, copy, defineWidget, keeps, NodeList, Type } from '../../schema/base';

export const schema = defineWidget(
  'checkbox',
  {
    bind: keeps(
      'boolean',
      Type.String({
        pattern: '^(state|flow|form)\\.[A-Za-z0-9_.]+$',
        description:
          'Where true or false is kept, e.g. "state.agreed"; its default (screen state) is the initial value.',
      }),
    ),
    label: copy(Type.String({ description: 'The text beside the box, also its accessible name.' })),
    children: Type.Optional(
      Type.Union([NodeList], {
        description:
          'Nodes shown after the label on the same line (e.g. agreement links); tapping them does not toggle the box.',
      }),
    ),
    onChange: Type.Optional(ActionList),
  },
  {
    description: 'A checkbox bound to a true/false value, with a label and optional inline nodes (links).',
    examples: [
      {
        type: 'checkbox',
        bind: 'state.agreed',
        label: 'I have read and agree to',
        children: [
          {
            type: 'each',
            items: '{{ data.agreements }}',
            template: {
              type: 'link',
              text: '《{{ item.title }}》',
              onClick: [{ type: 'toast', text: '{{ item.title }}' }],
            },
          },
        ],
      },
    ],
  },
);
