import { ActionList, defineAction } from '../../schema/base';

export const schema = defineAction(
  'sequence',
  { actions: ActionList },
  {
    description:
      'Runs actions in order as one step (stops at the first failure), so onSuccess/onError apply to the whole group.',
    examples: [{ type: 'sequence', actions: [{ type: 'validate-form' }, { type: 'toast', text: 'Saved' }] }],
  },
);

/** Screens run this action as they open or at nearly every tap: its code comes with the app. */
export const eager = true;
