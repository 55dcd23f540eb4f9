import { ActionList, copy, defineWidget, Type } from '../../schema/base';

export const schema = defineWidget(
  'tabs',
  {
    bind: Type.String({
      pattern: '^(state|flow|form)\\.[A-Za-z0-9_.]+$',
      description: 'Where the chosen key is kept, e.g. "state.cardType".',
    }),
    tabs: Type.Union([
      Type.Array(
        Type.Object(
          { key: Type.Union([Type.String(), Type.Number()]), title: copy(Type.String()) },
          { additionalProperties: false },
        ),
        { minItems: 1 },
      ),
      Type.String({ description: 'A binding to a server list.' }),
    ]),
    keyField: Type.Optional(
      Type.String({ description: 'For a server list: the field holding the key (default "key").' }),
    ),
    titleField: Type.Optional(
      Type.String({ description: 'For a server list: the field holding the title (default "title").' }),
    ),
    label: Type.Optional(copy(Type.String({ description: 'Accessible name of the tab row.' }))),
    onChange: Type.Optional(ActionList),
  },
  {
    description: 'A row of tabs; the chosen key is written to `bind` and `onChange` runs with `event.value`.',
    examples: [
      {
        type: 'tabs',
        bind: 'state.cardType',
        tabs: [
          { key: 1, title: 'Bank card' },
          { key: 2, title: 'E-wallet' },
        ],
      },
    ],
  },
);
