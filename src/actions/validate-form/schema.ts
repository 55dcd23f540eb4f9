import { defineAction, Type } from '../../schema/base';

export const schema = defineAction(
  'validate-form',
  {
    fields: Type.Optional(
      Type.Array(Type.String(), { description: 'Only these fields (default: every field on screen).' }),
    ),
    toast: Type.Optional(
      Type.Boolean({
        description:
          'Also shows the first error as a toast, for fields that cannot show their own (default false: each field shows its message under it, and the first one gets the focus).',
        default: false,
      }),
    ),
  },
  {
    description:
      "Checks the rules of the fields on screen; on failure shows each field's message under it (once: no toast unless asked), moves the focus to the first one and stops the action list.",
    examples: [{ type: 'validate-form' }],
  },
);
