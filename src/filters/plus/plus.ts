import { toNumber, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | plus:add }}` */
export const filter: FilterDefinition = {
  description:
    'The sum of two numbers (e.g. a 1-based step number from an index); "" when either is not a number.',
  args: ['add'],
  required: 1,
  run: (v, add) => {
    const a = toNumber(v);
    const b = toNumber(add);
    return a === undefined || b === undefined ? '' : a + b;
  },
};
