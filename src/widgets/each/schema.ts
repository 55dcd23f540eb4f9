import { ConditionRef, copy, defineWidget, NodeRef, raw, Type, Value } from '../../schema/base';

export const schema = defineWidget(
  'each',
  {
    // A list written in the descriptor is copy: its strings are translated (a binding reads data).
    items: copy(Value),
    as: Type.Optional(
      Type.String({
        pattern: '^item$|^[a-z][A-Za-z0-9]*$',
        description: 'Name of the item in bindings (default "item"; the position is "index").',
        default: 'item',
      }),
    ),
    key: Type.Optional(
      raw(Type.String({ description: 'A binding giving each item a stable key, e.g. "{{ item.code }}".' })),
    ),
    where: Type.Optional(
      raw({
        ...ConditionRef,
        description: 'Only items for which this holds are shown; it may read the item.',
      }),
    ),
    switch: Type.Optional(
      raw(Type.String({ description: 'A binding choosing the case for each item, e.g. "{{ item.cate }}".' })),
    ),
    cases: Type.Optional(
      Type.Record(Type.String(), NodeRef, { description: 'The node for each value of `switch`.' }),
    ),
    template: Type.Optional(
      Type.Union([NodeRef], {
        description: 'The node for items whose case is missing (or for all items without `switch`).',
      }),
    ),
    empty: Type.Optional(Type.Union([NodeRef], { description: 'Shown when no item is shown.' })),
    gap: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 48,
        description: 'Space between items, in px (default: the gap of the stack around the list).',
      }),
    ),
    direction: Type.Optional(
      Type.Union([Type.Literal('column'), Type.Literal('row')], {
        default: 'column',
        description: 'One item per line (column), or items side by side, wrapping (row: links, tags).',
      }),
    ),
  },
  {
    description:
      'Expands a list (usually from the server) into nodes at run time: one node per item, chosen by `switch` among `cases`, with `item` and `index` in scope.',
    examples: [
      {
        type: 'each',
        items: '{{ data.bank.items }}',
        key: '{{ item.code }}',
        where: {
          or: [{ empty: '{{ item.cardTypeMi }}' }, { eq: ['{{ item.cardTypeMi }}', '{{ state.cardType }}'] }],
        },
        switch: '{{ item.cate }}',
        cases: {
          text: { type: 'text-input', field: '{{ item.code }}', label: '{{ item.title }}', format: 'digits' },
        },
      },
    ],
  },
);

/** Nearly every screen draws this widget: its code comes with the app, at no request of its own. */
export const eager = true;
