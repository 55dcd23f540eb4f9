import { toNumber, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | thousands }}` */
export const filter: FilterDefinition = {
  description: 'Whole numbers grouped with dots: 1234567 → "1.234.567".',
  args: [],
  run: (value) => {
    const n = toNumber(value);
    if (n === undefined) return '';
    const sign = n < 0 ? '-' : '';
    return sign + String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  },
};
