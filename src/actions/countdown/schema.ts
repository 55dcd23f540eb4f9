import { ActionList, defineAction, Type } from '../../engine/schema/base';

export const schema = defineAction(
  'countdown',
  {
    timer: Type.String({ pattern: '^[a-zA-Z][\\w-]*$', description: "The countdown's name on this screen." }),
    target: Type.String({
      pattern: '^(state|flow)\\.[A-Za-z0-9_.]+$',
      description: 'Where the seconds left are written every second.',
    }),
    seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 3600, default: 60 })),
    stop: Type.Optional(
      Type.Boolean({ description: 'Stops the countdown and writes `resetTo` to the target.' }),
    ),
    resetTo: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
    onDone: Type.Optional(ActionList),
  },
  {
    description:
      'Counts down once a second into a target (e.g. a "59s" label); starting it again restarts it. Leaving the screen stops it.',
    examples: [
      { type: 'countdown', timer: 'sms', target: 'state.smsLeft', seconds: 60 },
      { type: 'countdown', timer: 'sms', target: 'state.smsLeft', stop: true },
    ],
  },
);
