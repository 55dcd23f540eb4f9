import type { ContextFilterDefinition } from '../../engine/filter-api';

/** `{{ value | amount }}` */
export const filter: ContextFilterDefinition = {
  description:
    'The amount in minor units exactly as it is sent (a number), or nothing when it fails the amount parser.',
  args: [],
  // The engine's amount parser, with its maximum.
  runIn: ({ amounts }, value) => amounts.parse(value),
};
