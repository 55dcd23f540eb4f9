import { defineAction, Type } from '../../schema/base';

export const schema = defineAction(
  'wait',
  {
    ms: Type.Integer({
      minimum: 0,
      maximum: 60_000,
      description: 'Milliseconds to wait before the next action.',
    }),
  },
  {
    description:
      'Pauses the action list (e.g. a success modal shown for 1.5 s, a rating prompt after 3 s). Leaving the screen ends the list.',
    examples: [{ type: 'wait', ms: 1500 }],
  },
);

/** Screens run this action as they open or at nearly every tap: its code comes with the app. */
export const eager = true;
