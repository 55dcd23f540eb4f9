import { copy, defineAction, Type } from '../../schema/base';

export const schema = defineAction(
  'toast',
  {
    text: copy(Type.String()),
    duration: Type.Optional(
      Type.Integer({ minimum: 500, maximum: 10000, default: 2000, description: 'Milliseconds.' }),
    ),
    icon: Type.Optional(Type.Union([Type.Literal('success'), Type.Literal('fail')])),
  },
  { description: 'Shows a short message.', examples: [{ type: 'toast', text: 'copy success' }] },
);

/** Screens run this action as they open or at nearly every tap: its code comes with the app. */
export const eager = true;
