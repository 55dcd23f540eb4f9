import { toNumber, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | times:by }}` */
export const filter: FilterDefinition = {
  description: 'The product of two numbers (e.g. periods × days per period); "" when either is not a number.',
  args: ['by'],
  required: 1,
  run: (v, by) => {
    const a = toNumber(v);
    const b = toNumber(by);
    return a === undefined || b === undefined ? '' : a * b;
  },
};
