import { copy, BridgeType, defineAction, Type, Value } from '../../schema/base';

export const schema = defineAction(
  'bridge',
  {
    message: Type.Ref(BridgeType),
    payload: Type.Optional(Value),
    refusedMessage: Type.Optional(
      copy(
        Type.String({
          description:
            'Shown when the payload does not pass the outgoing gate (a callTelephone phone that is not a phone number: a USSD code, a scheme, a line break); default "This number cannot be called.".',
        }),
      ),
    ),
  },
  {
    description:
      'Posts a message to the native shell (iOS message handlers or Android AppBridge). A callTelephone phone is sent as digits (and a leading +) only when it is a phone number: digits, +, spaces, dashes, parentheses.',
    examples: [
      { type: 'bridge', message: 'startBank' },
      { type: 'bridge', message: 'callTelephone', payload: { phone: '{{ app.servicePhone }}' } },
    ],
  },
);
