import { isBlank, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | upper }}` */
export const filter: FilterDefinition = {
  description: 'The text in capitals.',
  args: [],
  run: (v) => (isBlank(v) ? '' : String(v).toUpperCase()),
};
