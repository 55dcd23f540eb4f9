import { ActionList, copy, defineWidget, Rule, Type, Value } from '../../schema/base';

export const schema = defineWidget(
  'picker',
  {
    field: Type.String({
      minLength: 1,
      description: "The form field the chosen option's value is kept in; bindings allowed.",
    }),
    label: copy(Type.String({ description: 'The visible label, also the accessible name.' })),
    placeholder: Type.Optional(copy(Type.String({ description: 'Shown while nothing is chosen.' }))),
    title: Type.Optional(
      copy(Type.String({ description: 'Title of the picker sheet (defaults to the label).' })),
    ),
    options: Type.Union(
      [
        Type.Array(
          Type.Object(
            { label: copy(Type.String()), value: Type.Union([Type.String(), Type.Number()]) },
            { additionalProperties: true },
          ),
        ),
        Type.String({ description: 'A binding to a list from the server.' }),
      ],
      { description: 'The options: a list, or a binding to a server list read with labelKey and valueKey.' },
    ),
    labelKey: Type.Optional(Type.String({ description: 'The option field shown (default "label").' })),
    valueKey: Type.Optional(
      Type.String({ description: 'The option field kept in the form (default "value").' }),
    ),
    initial: Type.Optional(Value),
    confirmText: Type.Optional(
      copy(
        Type.String({
          description: "The confirm button (default: the language's own, 'Confirm' in English).",
        }),
      ),
    ),
    cancelText: Type.Optional(
      copy(
        Type.String({ description: "The cancel button (default: the language's own, 'Cancel' in English)." }),
      ),
    ),
    rules: Type.Optional(Type.Array(Type.Ref(Rule))),
    onChange: Type.Optional(ActionList),
  },
  {
    description:
      "A single-choice picker with Confirm and Cancel. The form keeps the option's value; an initial value is matched by value or by label.",
    examples: [
      {
        type: 'picker',
        field: 'bankCode',
        label: 'Bank',
        options: '{{ item.note }}',
        labelKey: 'name',
        valueKey: 'type',
        rules: [{ required: true, message: 'Please choose a bank' }],
      },
    ],
  },
);
