import { groupDigits, onlyDigits, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | phone }}` */
export const filter: FilterDefinition = {
  description: 'A phone number\'s digits grouped 3-4-4: "138 1234 5678".',
  args: [],
  run: (value) => groupDigits(onlyDigits(value), [3, 4, 4]),
};
