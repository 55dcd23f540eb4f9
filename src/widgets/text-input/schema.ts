import {
  ActionList,
  ConditionRef,
  defineWidget,
  InputFormatName,
  Rule,
  Type,
  Value,
} from '../../schema/base';

export const schema = defineWidget(
  'text-input',
  {
    field: Type.String({
      minLength: 1,
      description: 'The form field the raw value is kept in; bindings allowed ("{{ item.code }}").',
    }),
    label: Type.String({ description: 'The visible label, also the accessible name.' }),
    placeholder: Type.Optional(Type.String()),
    format: Type.Optional(
      Type.Union(
        [
          // The choices are the input formats there are (src/formats), each described where the editor completes it.
          Type.Ref(InputFormatName),
          Type.String({
            pattern: '^\\{\\{.*\\}\\}$',
            description:
              "A binding giving one of the formats, e.g. from a server item: \"{{ item.inputType | eq:'phone' | pick:'phone':'digits' }}\"; any other value is text.",
          }),
        ],
        {
          description:
            'Input behaviour: one of the input formats (what each accepts and how it shows it is given where your editor completes it), or a binding giving one of them; text when none fits.',
          default: 'text',
        },
      ),
    ),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, description: 'Maximum length of the raw value.' })),
    initial: Type.Optional(Value),
    rules: Type.Optional(
      Type.Array(Type.Ref(Rule), { description: 'Checked by the validate-form action, in order.' }),
    ),
    disabled: Type.Optional(ConditionRef),
    secret: Type.Optional(Type.Boolean({ description: 'Hides the characters (passwords, codes).' })),
    multiline: Type.Optional(Type.Boolean({ description: 'A text area instead of a single line.' })),
    counter: Type.Optional(Type.Boolean({ description: 'Shows "length/maxLength" under the field.' })),
    onChange: Type.Optional(ActionList),
  },
  {
    description:
      'A text field bound to a form field. The state holds the raw value; the field shows the grouping.',
    examples: [
      {
        type: 'text-input',
        field: 'mobile',
        label: 'Mobile number',
        format: 'phone',
        rules: [
          { required: true, message: 'Please enter your mobile number' },
          { validator: 'mobile', message: '请正确输入手机号！' },
        ],
      },
    ],
  },
);

/** Many screens draw this widget: its code comes with the app, at no request of its own. */
export const eager = true;
