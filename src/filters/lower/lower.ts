import { isBlank, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | lower }}` */
export const filter: FilterDefinition = {
  description: 'The text in small letters.',
  args: [],
  run: (v) => (isBlank(v) ? '' : String(v).toLowerCase()),
};
