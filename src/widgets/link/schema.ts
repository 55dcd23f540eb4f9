import { ActionList, copy, defineWidget, Type } from '../../schema/base';

export const schema = defineWidget(
  'link',
  {
    text: Type.Union([copy(Type.String()), Type.Number()], {
      description: 'The link text; bindings allowed.',
    }),
    onClick: Type.Optional(ActionList),
    href: Type.Optional(
      Type.String({
        description:
          'A tel: or mailto: address (e.g. "mailto:{{ data.contact.email }}"): a phone number (digits, +, spaces, dashes, parentheses) or a plain address (no query); anything else, other schemes included, shows as text. Use onClick with navigate or open-url for pages.',
      }),
    ),
    block: Type.Optional(Type.Boolean({ description: 'On a line of its own, with a 44 px touch target.' })),
    ariaLabel: Type.Optional(
      copy(Type.String({ description: 'Accessible name when the text alone is not enough.' })),
    ),
  },
  {
    description:
      'Text that looks like a link and runs actions (or opens a tel:/mailto: address). A page its actions open with open-url shows inside the app, in the document viewer titled with the link\'s text (`event.link.text` to its actions), unless the action says `"in": "page"`.',
    examples: [
      {
        type: 'link',
        text: 'My complaints',
        block: true,
        onClick: [{ type: 'navigate', to: '/complaintList' }],
      },
      { type: 'link', text: 'support@example.ph', href: 'mailto:support@example.ph' },
    ],
  },
);

/** Nearly every screen draws this widget: its code comes with the app, at no request of its own. */
export const eager = true;
