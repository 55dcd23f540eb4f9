import { toNumber, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | number }}` */
export const filter: FilterDefinition = {
  description: 'The value as a number, or nothing when it is not one.',
  args: [],
  run: (v) => toNumber(v),
};
