import { groupDigits, onlyDigits, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | bankCard }}` */
export const filter: FilterDefinition = {
  description: "A bank card number's digits in groups of four.",
  args: [],
  run: (value) => groupDigits(onlyDigits(value), [4, 4, 4, 4, 4]),
};
