import { ActionList, defineAction, runBy, Type, Value } from '../../schema/base';

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
    key: Type.Optional(
      Type.Union([Value], {
        description:
          'What the countdown counts for (a phone number, an order): `resume` picks up only a countdown of the same key.',
      }),
    ),
    resume: Type.Optional(
      Type.Boolean({
        description:
          "Picks up the countdown where it stands (its end time is kept across reloads and visits elsewhere), or writes `resetTo` when none is running for this key. For a screen's onEnter.",
      }),
    ),
    onDone: Type.Optional(runBy('later', ActionList)),
  },
  {
    description:
      'Counts down once a second into a target (e.g. a "59s" label) to an end time kept in flow state; starting it again restarts it. Leaving the screen stops the ticking, not the end time: `resume` in onEnter picks it up after a reload or a visit elsewhere.',
    examples: [
      { type: 'countdown', timer: 'sms', target: 'state.smsLeft', seconds: 60 },
      { type: 'countdown', timer: 'sms', target: 'state.smsLeft', stop: true },
      { type: 'countdown', timer: 'sms', target: 'state.smsLeft', resume: true, key: '{{ form.phone }}' },
    ],
  },
);
