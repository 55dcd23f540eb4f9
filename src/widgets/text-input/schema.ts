import {
  ActionList,
  ConditionRef,
  copy,
  defineWidget,
  InputFormatName,
  regex,
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
    label: copy(Type.String({ description: 'The visible label, also the accessible name.' })),
    placeholder: Type.Optional(copy(Type.String())),
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
    normalize: Type.Optional(
      Type.Array(
        Type.Object(
          {
            pattern: regex(
              Type.String({ description: 'A regular expression found in what was typed or pasted.' }),
            ),
            replace: Type.String({ description: 'What replaces it ($1 for its first group).' }),
          },
          { additionalProperties: false },
        ),
        {
          description:
            'Rewrites what is typed or pasted before the format keeps its characters, in order: a market\'s way of writing a value, kept in the config (a Philippine mobile number typed +63 9…: {"pattern": "^\\(?\\+?63\\)?[\\s-]*(?=9)", "replace": "0"}).',
        },
      ),
    ),
    initial: Type.Optional(Value),
    rules: Type.Optional(
      Type.Array(Type.Ref(Rule), { description: 'Checked by the validate-form action, in order.' }),
    ),
    disabled: Type.Optional(ConditionRef),
    secret: Type.Optional(Type.Boolean({ description: 'Hides the characters (passwords, codes).' })),
    autocomplete: Type.Optional(
      Type.Union(
        [
          Type.Literal('off', { description: 'Nothing is offered (the default).' }),
          Type.Literal('one-time-code', {
            description:
              'A code sent by SMS: the phone offers it from the message as it arrives (Android, iOS).',
          }),
          Type.Literal('tel', { description: "The borrower's own mobile number." }),
          Type.Literal('name', { description: "The borrower's full name." }),
          Type.Literal('email', { description: "The borrower's e-mail address." }),
        ],
        {
          description:
            'What the phone may offer to fill the field with (the HTML autocomplete token): "one-time-code" on an SMS code field.',
          default: 'off',
        },
      ),
    ),
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
        field: 'verifyCode',
        label: 'Verification code',
        format: 'digits',
        maxLength: 6,
        autocomplete: 'one-time-code',
      },
      {
        type: 'text-input',
        field: 'phone',
        label: 'Mobile number',
        format: 'phone',
        maxLength: 11,
        normalize: [{ pattern: '^\\(?\\+?63\\)?[\\s-]*(?=9)', replace: '0' }],
        rules: [
          { required: true, message: 'Please enter a valid mobile number.' },
          { pattern: '^09\\d{9}$', message: 'Please enter a valid mobile number.' },
        ],
      },
    ],
  },
);

/** Many screens draw this widget: its code comes with the app, at no request of its own. */
export const eager = true;
