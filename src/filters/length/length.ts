import type { FilterDefinition } from '../../engine/filter-api';

/** `{{ value | length }}` */
export const filter: FilterDefinition = {
  description: 'The number of items of a list or characters of a text; 0 for anything else.',
  args: [],
  run: (v) => (Array.isArray(v) || typeof v === 'string' ? v.length : 0),
};
