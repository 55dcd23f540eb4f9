import { defineAction, EndpointName, Type, Value } from '../../schema/base';

export const schema = defineAction(
  'track',
  {
    endpoint: Type.Ref(EndpointName),
    params: Type.Optional(Type.Record(Type.String(), Value)),
  },
  {
    description:
      'Sends a tracking event without waiting for it; it never blocks or fails the actions around it.',
    examples: [
      {
        type: 'track',
        endpoint: 'eventSave',
        params: { productId: '{{ query.productId }}', moduleId: 30, positionId: 1 },
      },
    ],
  },
);
