import { ActionList, ConditionRef, defineAction, Type } from '../../schema/base';

export const schema = defineAction(
  'if',
  {
    condition: ConditionRef,
    then: Type.Optional(ActionList),
    else: Type.Optional(ActionList),
  },
  {
    description:
      'Runs `then` when the condition holds (evaluated when it runs, with the state of that moment), else `else`.',
    examples: [
      {
        type: 'if',
        condition: { eq: ['{{ query.source }}', 'loanDetail'] },
        then: [{ type: 'navigate', to: '/loanDetail', query: { source: 'loanDetail' } }],
        else: [{ type: 'bridge', message: 'closeWebview' }],
      },
    ],
  },
);

/** Screens run this action as they open or at nearly every tap: its code comes with the app. */
export const eager = true;
