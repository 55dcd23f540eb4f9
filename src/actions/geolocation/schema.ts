import { defineAction, Type } from '../../schema/base';

export const schema = defineAction(
  'geolocation',
  {
    target: Type.String({
      pattern: '^(state|flow)\\.[A-Za-z0-9_.]+$',
      description: 'Where {latitude, longitude, accuracy} or {error} is written.',
    }),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 1000, maximum: 60000, default: 10000 })),
  },
  {
    description:
      "Reads the device's position (the browser asks the borrower) and writes the coordinates or the error.",
    examples: [{ type: 'geolocation', target: 'state.position' }],
  },
);
