import type { FilterDefinition } from '../../engine/filter-api';

/** `{{ value | first }}` */
export const filter: FilterDefinition = {
  description: "A list's first item; any other value as it is.",
  args: [],
  run: (v) => (Array.isArray(v) ? v[0] : v),
};
