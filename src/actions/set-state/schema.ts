import { defineAction, Type, Value } from '../../schema/base';

const Target = Type.String({
  pattern: '^(state|flow|form|data)\\.[A-Za-z0-9_.]+$',
  description: 'e.g. "state.cardType", "flow.repayInfo".',
});

export const schema = defineAction(
  'set-state',
  {
    target: Type.Optional(Target),
    value: Type.Optional(Value),
    values: Type.Optional(
      Type.Record(Type.String(), Value, {
        description: 'Several targets at once: {"state.a": 1, "flow.b": "x"}.',
      }),
    ),
    now: Type.Optional(
      Type.Array(Target, {
        description:
          "Targets that get the moment the action runs, as YYYY-MM-DD HH:mm:ss in the phone's time (the time of a receipt), written after target and values.",
      }),
    ),
  },
  {
    description:
      'Writes values into screen state, flow state (kept across screens and reloads), form fields or loaded data.',
    examples: [
      { type: 'set-state', target: 'state.cardType', value: '{{ event.value }}' },
      { type: 'set-state', values: { 'flow.repayInfo': '{{ data.repay }}', 'flow.bankTipSeen': true } },
    ],
  },
);

/** Screens run this action as they open or at nearly every tap: its code comes with the app. */
export const eager = true;
