import type { FilterDefinition } from '../../engine/filter-api';

/** `{{ value | pick:whenTrue:whenFalse }}` */
export const filter: FilterDefinition = {
  description: 'The first argument when the value is truthy, the second otherwise.',
  args: ['whenTrue', 'whenFalse'],
  required: 2,
  run: (v, whenTrue, whenFalse) => (v ? whenTrue : whenFalse),
};
