import { isBlank, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | string }}` */
export const filter: FilterDefinition = {
  description: 'The value as text; "" for blank values, objects and lists.',
  args: [],
  run: (v) => (isBlank(v) ? '' : typeof v === 'object' ? '' : String(v)),
};
