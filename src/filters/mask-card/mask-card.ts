import { onlyDigits, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | maskCard }}` */
export const filter: FilterDefinition = {
  description: 'Only a card number\'s last four digits visible: "**** 1234".',
  args: [],
  run: (value) => {
    const d = onlyDigits(value);
    return d ? `**** ${d.slice(-4)}` : '';
  },
};
