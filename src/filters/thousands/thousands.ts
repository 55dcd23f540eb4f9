import {
  DEFAULT_FILTER_LANGUAGE,
  formatWholeNumber,
  toNumber,
  type Filter,
  type FilterDefinition,
  type FilterLanguage,
} from '../../engine/filter-api';

const thousands =
  (language: FilterLanguage): Filter =>
  (value) => {
    const n = toNumber(value);
    return n === undefined ? '' : formatWholeNumber(n, language);
  };

/** `{{ value | thousands }}` */
export const filter: FilterDefinition = {
  description:
    'Whole numbers grouped as the language writes them, with the money filter\'s grouping: 1234567 → "1,234,567".',
  args: [],
  run: thousands(DEFAULT_FILTER_LANGUAGE),
  inLanguage: thousands,
};
