import { formatWholeNumber, toNumber, type ContextFilterDefinition } from '../../engine/filter-api';

/** `{{ value | thousands }}` */
export const filter: ContextFilterDefinition = {
  description:
    'Whole numbers grouped as the language writes them, with the money filter\'s grouping: 1234567 → "1,234,567".',
  args: [],
  runIn: (language, value) => {
    const n = toNumber(value);
    return n === undefined ? '' : formatWholeNumber(n, language);
  },
};
