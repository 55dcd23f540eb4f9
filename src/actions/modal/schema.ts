import { defineAction, opens, Type } from '../../schema/base';

export const schema = defineAction(
  'modal',
  {
    modalId: opens('modal', Type.String({ pattern: '^[a-zA-Z][\\w-]*$' })),
    open: Type.Boolean({ description: 'true opens the modal node with this id, false closes it.' }),
  },
  {
    description: 'Opens or closes a modal node.',
    examples: [{ type: 'modal', modalId: 'rating', open: true }],
  },
);

/** Screens run this action as they open or at nearly every tap: its code comes with the app. */
export const eager = true;
