import { isBlank, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | join:separator }}` */
export const filter: FilterDefinition = {
  description: 'A list\'s non-blank items joined by the separator ("," unless given).',
  args: ['separator'],
  run: (v, separator = ',') =>
    Array.isArray(v) ? v.filter((x) => !isBlank(x)).join(String(separator)) : isBlank(v) ? '' : v,
};
