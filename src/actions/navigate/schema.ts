import { defineAction, RoutePath, Type, Value } from '../../schema/base';

export const schema = defineAction(
  'navigate',
  {
    to: Type.Optional(Type.Ref(RoutePath)),
    hash: Type.Optional(Type.String({ pattern: '^/', description: 'A hash route, e.g. /borrowDetail/.' })),
    query: Type.Optional(
      Type.Record(Type.String(), Value, {
        description: 'Added to the common session parameters, which are always kept.',
      }),
    ),
    keepQuery: Type.Optional(
      Type.Boolean({
        description:
          "Keeps the current address's query (`query` on top of it): the same page with one parameter changed, such as the language switch's lang.",
      }),
    ),
    replace: Type.Optional(Type.Boolean({ description: 'Replaces the current history entry.' })),
    back: Type.Optional(Type.Boolean({ description: 'Goes back instead.' })),
  },
  {
    description: 'Moves to another screen of the app, keeping the session parameters in the query.',
    examples: [{ type: 'navigate', to: '/loanDetail', query: { source: 'loanDetail' }, replace: true }],
  },
);

/** Screens run this action as they open or at nearly every tap: its code comes with the app. */
export const eager = true;
