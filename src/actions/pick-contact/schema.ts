import { copy, defineAction, Type } from '../../schema/base';

export const schema = defineAction(
  'pick-contact',
  {
    target: Type.String({
      pattern: '^(state|flow)\\.[A-Za-z0-9_.]+$',
      description: 'Where the chosen contact ({name, tel}) is written.',
    }),
    unsupportedText: Type.Optional(
      copy(Type.String({ default: 'This browser cannot pick contacts. Please type the number instead.' })),
    ),
  },
  {
    description:
      'Lets the borrower pick a contact with the Contact Picker API where the browser has it; elsewhere it says so.',
    examples: [{ type: 'pick-contact', target: 'state.contact' }],
  },
);
