import { isBlank, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | default:fallback }}` */
export const filter: FilterDefinition = {
  description: 'The fallback when the value is undefined, null, empty or not a number.',
  args: ['fallback'],
  run: (value, fallback = '') => (isBlank(value) ? fallback : value),
};
