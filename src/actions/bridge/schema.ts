import { BridgeType, defineAction, Type, Value } from '../../schema/base';

export const schema = defineAction(
  'bridge',
  {
    message: Type.Ref(BridgeType),
    payload: Type.Optional(Value),
  },
  {
    description: 'Posts a message to the native shell (iOS message handlers or Android AppBridge).',
    examples: [
      { type: 'bridge', message: 'startBank' },
      { type: 'bridge', message: 'callTelephone', payload: { phone: '{{ app.servicePhone }}' } },
    ],
  },
);
