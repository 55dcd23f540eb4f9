import type { FilterDefinition } from '../../engine/filter-api';

/** `{{ value | not }}` */
export const filter: FilterDefinition = {
  description: 'true for a falsy value, false for a truthy one.',
  args: [],
  run: (v) => !v,
};
