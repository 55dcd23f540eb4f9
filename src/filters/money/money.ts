import app from '../../../screen-configs/app.json';
import {
  DEFAULT_FILTER_LANGUAGE,
  formatMinorUnits,
  type Filter,
  type FilterDefinition,
  type FilterLanguage,
} from '../../engine/filter-api';

const money =
  (language: FilterLanguage): Filter =>
  (value, sign = app.currency) =>
    formatMinorUnits(value, String(sign ?? ''), language);

/** `{{ value | money:sign }}` */
export const filter: FilterDefinition = {
  description:
    'Minor units as a two-decimal amount with a sign (the app\'s currency unless given), grouped as the language writes numbers: 123456 → "₱1,234.56"; a value that fails the amount parser shows "unavailable", never a rounded figure.',
  args: ['sign'],
  run: money(DEFAULT_FILTER_LANGUAGE),
  inLanguage: money,
};
