import { isBlank, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | trim }}` */
export const filter: FilterDefinition = {
  description: 'The text without spaces around it.',
  args: [],
  run: (v) => (isBlank(v) ? '' : String(v).trim()),
};
