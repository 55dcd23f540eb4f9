import { defineAction, Type } from '../../engine/schema/base';

export const schema = defineAction(
  'validate-form',
  {
    fields: Type.Optional(
      Type.Array(Type.String(), { description: 'Only these fields (default: every field on screen).' }),
    ),
    toast: Type.Optional(
      Type.Boolean({ description: 'Also shows the first error as a toast (default true).', default: true }),
    ),
  },
  {
    description:
      "Checks the rules of the fields on screen; on failure shows each field's message and stops the action list.",
    examples: [{ type: 'validate-form' }],
  },
);
