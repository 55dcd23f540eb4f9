import { parseMinorUnits, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | amount }}` */
export const filter: FilterDefinition = {
  description:
    'The amount in minor units exactly as it is sent (a number), or nothing when it fails the amount parser.',
  args: [],
  run: (value) => parseMinorUnits(value),
};
