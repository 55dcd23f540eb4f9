import { onlyDigits, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | digits }}` */
export const filter: FilterDefinition = {
  description: 'Keeps the digits only.',
  args: [],
  run: (value) => onlyDigits(value),
};
