import { defineAction, Type } from '../../schema/base';

export const schema = defineAction(
  'reset-form',
  {
    flow: Type.Optional(
      Type.Array(Type.String({ pattern: '^[A-Za-z0-9_.]+$' }), {
        description: 'Flow keys cleared with the form (drafts).',
      }),
    ),
    state: Type.Optional(Type.Boolean({ description: 'Also resets the screen state to its defaults.' })),
  },
  {
    description: 'Clears the form of this screen (and the named flow drafts).',
    examples: [{ type: 'reset-form', flow: ['complaintDraft'] }],
  },
);
